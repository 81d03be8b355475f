import styled from 'styled-components';
import { StarRating, theme } from '@sweepscout/kit';
import { formatLongDate, type Review } from '@sweepscout/shared';
import { Meta } from '../common/layout';
import { Prose } from '../common/Prose';
import { ImageCarousel } from './ImageCarousel';
import { Byline, ChangeNotes } from '../authors/Byline';

const c = theme.colors;

const Title = styled.h1`
  margin: 0 0 ${theme.space(3)};
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.2;
  color: ${c.text};
`;

const Quote = styled.blockquote`
  margin: ${theme.space(8)} 0;
  padding: ${theme.space(5)} ${theme.space(6)};
  border-left: 4px solid ${c.primary};
  background: ${c.surface};
  border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
  font-size: 1.15rem;
  font-style: italic;
  color: ${c.text};
  p {
    margin: 0;
  }
`;

/**
 * The review itself as /reviews/{slug} shows it, from the record alone: the public page renders it
 * with the saved review, the admin's live preview with the unsaved one (exposed as
 * content/ReviewArticle).
 */
export default function ReviewArticle({ review }: { review: Review }) {
  return (
    <article>
      <header>
        <Title>{review.title}</Title>
        <Meta>
          <StarRating rating={review.rating} />
          <time dateTime={review.publishDate}>{formatLongDate(review.publishDate)}</time>
        </Meta>
        <Byline article={review} />
      </header>
      <div style={{ marginTop: theme.space(6) }}>
        <ImageCarousel images={review.reviewImages} title={review.title} />
      </div>
      <Quote>
        <p>{review.excerpt}</p>
      </Quote>
      <Prose html={review.content} />
      <ChangeNotes notes={review.changeNotes} title="Updates to this review" />
    </article>
  );
}

export { ReviewArticle };
