import { Link, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import {
  BRAND_GRADIENT,
  Button,
  Card,
  cardPanelCss,
  Container,
  Section,
  Skeleton,
  StarRating,
  theme,
  trackedLinkProps,
  trackEvent,
  type PageLoader,
} from '@sweepscout/kit';
import { casinoPath, formatRating, type Casino } from '@sweepscout/shared';
import { contentApi, useGetReviewBySlugQuery, useGetReviewCasinoQuery } from '../api/contentApi';
import { ErrorScreen } from '../common/ErrorScreen';
import { ReviewArticle } from './ReviewArticle';
import { authorsApi } from '../authors/authorsApi';
import { useBylineAuthorsLoading } from '../authors/Byline';
import { MESSAGES } from '../messages';

const c = theme.colors;

const Breadcrumb = styled.nav`
  font-size: 0.9rem;
  margin-bottom: ${theme.space(6)};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    color: ${c.textMuted};
  }
  li + li::before {
    content: '/';
    margin-right: ${theme.space(2)};
  }
  a {
    color: ${c.primary};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.media.lg} {
    position: sticky;
    top: 88px;
  }
`;

const Promo = styled(Card)`
  padding: ${theme.space(6)};
  text-align: center;
  background: ${BRAND_GRADIENT};
  color: #ffffff;
  border: none;
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: rgba(255, 255, 255, 0.85);
  }
  p {
    margin: 0 0 ${theme.space(4)};
  }
`;

const Bonus = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  line-height: 1.25;
`;

const Fine = styled.p`
  font-size: 0.8rem;
  color: rgba(255, 255, 255, 0.85);
  &&& {
    margin: ${theme.space(3)} 0 0;
  }
`;

const ClaimLink = styled.a`
  display: block;
  padding: 12px 18px;
  border-radius: ${theme.radius.md};
  background: #facc15;
  color: #111827;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: #fde047;
  }
  &:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 2px;
  }
`;

const About = styled(Card)`
  ${cardPanelCss('1.25rem', 3)}
  dl {
    display: grid;
    gap: ${theme.space(3)};
    margin: ${theme.space(4)} 0;
  }
  dt {
    font-size: 0.8rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${c.textMuted};
  }
  dd {
    margin: 2px 0 0;
    color: ${c.text};
  }
`;

const RatingLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 600;
`;

const Description = styled.p`
  color: ${c.textMuted};
  line-height: 1.6;
`;

const StickyBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 20;
  background: #166534;
  color: #ffffff;
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.2);
`;

const BarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding-top: ${theme.space(2)};
  padding-bottom: ${theme.space(2)};
  ${theme.media.md} {
    padding-top: ${theme.space(3)};
    padding-bottom: ${theme.space(3)};
  }
`;

const BarText = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  ${theme.media.md} {
    flex-direction: row;
    align-items: baseline;
    gap: ${theme.space(3)};
  }
  strong {
    font-size: 0.95rem;
    line-height: 1.3;
    ${theme.media.md} {
      font-size: 1.05rem;
    }
  }
  span {
    color: rgba(255, 255, 255, 0.92);
    font-size: 0.8125rem;
    line-height: 1.35;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    ${theme.media.md} {
      font-size: 1rem;
    }
  }
`;

const StartLink = styled.a`
  padding: 10px 20px;
  border-radius: ${theme.radius.md};
  background: #ffffff;
  color: #166534;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  flex: none;
  @media (max-width: 480px) {
    padding: 8px 12px;
    font-size: 0.9rem;
  }
  &:hover {
    background: #dcfce7;
  }
  &:focus-visible {
    outline: 3px solid #facc15;
    outline-offset: 2px;
  }
`;

function CasinoSidebar({ casino }: { casino: Casino }) {
  return (
    <Aside aria-label={`About ${casino.name}`}>
      <Promo as="section" data-testid="promo-card">
        <h2>Exclusive Offer</h2>
        <Bonus>{casino.bonusAmount}</Bonus>
        {casino.bonusDescription && <p>{casino.bonusDescription}</p>}
        {casino.promoCode && (
          <p>
            Promo code: <strong>{casino.promoCode}</strong>
          </p>
        )}
        {!casino.informationOnly && (
          <ClaimLink {...trackedLinkProps(casino, 'review-sidebar', 'claim_bonus')}>
            Claim Bonus
          </ClaimLink>
        )}
        <Fine>18+ only. Terms &amp; Conditions apply.</Fine>
      </Promo>
      <About as="section" data-testid="about-casino">
        <h2>About {casino.name}</h2>
        <RatingLine>
          <StarRating rating={casino.rating} showValue={false} />
          <span>{formatRating(casino.rating)}/5</span>
        </RatingLine>
        <Description>{casino.description}</Description>
        <dl>
          <div>
            <dt>Bonus</dt>
            <dd>{casino.bonusAmount}</dd>
          </div>
          <div>
            <dt>Games</dt>
            <dd>{casino.gamesCount}</dd>
          </div>
          <div>
            <dt>Game Types</dt>
            <dd>{casino.gameTypes}</dd>
          </div>
        </dl>
        <Button
          as={Link}
          to={casinoPath(casino.slug)}
          $variant="secondary"
          style={{ width: '100%' }}
          onClick={() =>
            trackEvent('casino_click', { category: 'review-sidebar', label: casino.name })
          }
        >
          View Full Details
        </Button>
      </About>
    </Aside>
  );
}

function ReviewSkeleton() {
  return (
    <Section aria-busy="true" aria-label="Loading review">
      <Container>
        <Skeleton $height="1rem" $width="30%" />
        <br />
        <Skeleton $height="2.5rem" $width="70%" />
        <br />
        <Skeleton $height="1rem" $width="40%" />
        <br />
        <Skeleton $height="360px" />
        <br />
        <Skeleton $height="1rem" />
        <br />
        <Skeleton $height="1rem" $width="85%" />
      </Container>
    </Section>
  );
}

/**
 * The review, then its casino (the sidebar and the sticky bar), started by the site server
 * (server rendering): the casino's id is in the review, so the second read waits for the first.
 */
export const loader: PageLoader = async ({ params, dispatch }) => {
  void dispatch(authorsApi.endpoints.getAuthors.initiate());
  const review = await dispatch(contentApi.endpoints.getReviewBySlug.initiate(params.slug ?? ''));
  if (review.data)
    void dispatch(contentApi.endpoints.getReviewCasino.initiate(review.data.casinoId));
};

/** /reviews/{slug}: the review, its casino (GET /api/casinos/{id}) in a sidebar and a sticky bar. */
export default function ReviewPage() {
  const { slug = '' } = useParams();
  const { data: review, isError, isLoading } = useGetReviewBySlugQuery(slug);
  const { data: casino } = useGetReviewCasinoQuery(review?.casinoId ?? skipToken);
  const authorsLoading = useBylineAuthorsLoading();

  if (isError) {
    return (
      <ErrorScreen
        page="review"
        title={MESSAGES.reviewError}
        text="The review could not be loaded. It may have been removed, or the link may be wrong."
        backTo="/reviews"
        backLabel="Back to Reviews"
      />
    );
  }
  if (isLoading || !review || authorsLoading) {
    return (
      <div data-remote="content" data-page="review">
        <ReviewSkeleton />
      </div>
    );
  }

  return (
    <div data-remote="content" data-page="review">
      <Section>
        <Container>
          <Breadcrumb aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/reviews">Casino Reviews</Link>
              </li>
              <li aria-current="page">{review.title}</li>
            </ol>
          </Breadcrumb>
          <Layout>
            <ReviewArticle review={review} />
            {casino && <CasinoSidebar casino={casino} />}
          </Layout>
        </Container>
      </Section>
      {casino && !casino.informationOnly && (
        <StickyBar data-testid="sticky-bar">
          <BarInner>
            <BarText>
              <strong>{casino.name}</strong> <span>{casino.bonusAmount}</span>
            </BarText>
            <StartLink {...trackedLinkProps(casino, 'review-sticky-bar', 'visit_casino')}>
              Start Playing Now
            </StartLink>
          </BarInner>
        </StickyBar>
      )}
    </div>
  );
}
