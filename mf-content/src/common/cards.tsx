import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_GRADIENT, Card, StarRating, theme } from '@sweepscout/kit';
import {
  formatLongDate,
  guidePath,
  reviewPath,
  type GuideSummary,
  type ReviewCardData,
} from '@sweepscout/shared';
import { Meta } from './layout';

const c = theme.colors;

const ItemCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  position: relative;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  }
  &:focus-within {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${BRAND_GRADIENT};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  flex: 1;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.2rem;
  line-height: 1.3;
  a {
    color: ${c.text};
    text-decoration: none;
  }
  a:focus-visible {
    outline: none;
  }
  /* The whole card is the link's click target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${c.textMuted};
  line-height: 1.55;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const More = styled.span`
  margin-top: auto;
  color: ${c.primary};
  font-weight: 600;
`;

/**
 * A card image: the first card of a list is on the first screen of a phone and its image is
 * usually the page's largest paint, so it loads at once and first; the others load lazily.
 */
export function CardImage({ src, firstInView }: { src: string; firstInView: boolean }) {
  return firstInView ? (
    <img src={src} alt="" fetchPriority="high" />
  ) : (
    <img src={src} alt="" loading="lazy" />
  );
}

export function ReviewCard({
  review,
  firstInView = false,
}: {
  review: ReviewCardData;
  firstInView?: boolean;
}) {
  const image = review.reviewImages[0];
  return (
    <ItemCard data-testid="review-card">
      <Media>{image && <CardImage src={image} firstInView={firstInView} />}</Media>
      <Body>
        <StarRating rating={review.rating} />
        <Title>
          <Link to={reviewPath(review.slug)}>{review.title}</Link>
        </Title>
        <Excerpt>{review.excerpt}</Excerpt>
        <Meta>
          <span>By {review.authorName}</span>
          <time dateTime={review.publishDate}>{formatLongDate(review.publishDate)}</time>
        </Meta>
        <More aria-hidden="true">Read Review →</More>
      </Body>
    </ItemCard>
  );
}

export function minutesLabel(minutes: number): string {
  return `${minutes} min read`;
}

export function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <ItemCard data-testid="guide-card">
      <Media>{guide.imageUrl && <CardImage src={guide.imageUrl} firstInView={false} />}</Media>
      <Body>
        <Title>
          <Link to={guidePath(guide.slug)}>{guide.title}</Link>
        </Title>
        <Excerpt>{guide.excerpt}</Excerpt>
        <Meta>
          <span>{minutesLabel(guide.minutesToRead)}</span>
        </Meta>
        <More aria-hidden="true">Read Guide →</More>
      </Body>
    </ItemCard>
  );
}
