import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  bareListCss,
  Button,
  Card,
  Container,
  HomeSectionHeader,
  ListState,
  Section,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import { guidePath } from '@sweepscout/shared';
import { contentApi, useGetFeaturedGuideQuery, useGetPopularGuidesQuery } from '../api/contentApi';
import { minutesLabel } from '../common/cards';
import { FeaturedGuideCard } from '../common/FeaturedGuideCard';
import { CardGridSkeleton, CenteredAction } from '../common/layout';
import { MESSAGES } from '../messages';

const c = theme.colors;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
  /* The featured card's own bottom margin is for the guides page. */
  [data-testid='featured-guide'] {
    margin-bottom: 0;
  }
`;

const Popular = styled(Card)`
  padding: ${theme.space(6)};
  h3 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.15rem;
  }
  ol {
    ${bareListCss}
    display: grid;
    gap: ${theme.space(1)};
  }
  a {
    display: block;
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    color: ${c.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${c.surface};
  }
  a:focus-visible {
    outline: 3px solid ${c.focus};
  }
  small {
    display: block;
    margin-top: 2px;
    font-weight: 400;
    color: ${c.textMuted};
  }
`;

/** The featured and popular guides, started by the site server for the home page. */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(contentApi.endpoints.getFeaturedGuide.initiate());
  void dispatch(contentApi.endpoints.getPopularGuides.initiate());
};

function GuidesSectionBody() {
  const featured = useGetFeaturedGuideQuery();
  const popular = useGetPopularGuidesQuery();
  // No featured guide (404) is not an error: the popular list still shows.
  const featuredFailed =
    featured.isError && (featured.error as { status?: number } | undefined)?.status !== 404;
  if (popular.isError || featuredFailed)
    return <ListState kind="error">{MESSAGES.guidesError}</ListState>;
  if (featured.isLoading || popular.isLoading) {
    return <CardGridSkeleton count={3} label="Loading guides" />;
  }
  const guides = popular.data ?? [];
  if (!featured.data && guides.length === 0)
    return <ListState kind="empty">{MESSAGES.guidesEmpty}</ListState>;
  return (
    <Columns>
      {featured.data && <FeaturedGuideCard guide={featured.data} belowTheFold />}
      <Popular as="section" aria-labelledby="popular-guides-title" data-testid="popular-guides">
        <h3 id="popular-guides-title">Popular Guides</h3>
        <ol>
          {guides.map((guide) => (
            <li key={guide.id}>
              <Link to={guidePath(guide.slug)}>
                {guide.title}
                <small>{minutesLabel(guide.minutesToRead)}</small>
              </Link>
            </li>
          ))}
        </ol>
      </Popular>
    </Columns>
  );
}

/** Home widget: one featured guide, the Popular Guides list and 'Browse All Guides'. */
export default function GuidesSection() {
  return (
    <Section data-remote="content" data-widget="guides" aria-labelledby="home-guides-title">
      <Container>
        <HomeSectionHeader
          id="home-guides-title"
          title="Casino Guides & Articles"
          intro="Learn how sweepstakes casinos work, from Gold Coins and Sweep Coins to redeeming your prizes."
        />
        <GuidesSectionBody />
        <CenteredAction>
          <Button as={Link} to="/guides" $variant="secondary">
            Browse All Guides
          </Button>
        </CenteredAction>
      </Container>
    </Section>
  );
}
