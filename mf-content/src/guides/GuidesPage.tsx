import {
  CardGrid,
  Container,
  PageHero,
  Section,
  SectionTitle,
  type PageLoader,
} from '@sweepscout/kit';
import { contentApi, useGetGuidesQuery } from '../api/contentApi';
import { GuideCard } from '../common/cards';
import { FeaturedGuideCard } from '../common/FeaturedGuideCard';
import { CardGridSkeleton, ListState } from '../common/layout';
import { MESSAGES } from '../messages';

/** Every guide, started by the site server (server rendering). */
export const loader: PageLoader = ({ dispatch }) => {
  void dispatch(contentApi.endpoints.getGuides.initiate());
};

function GuidesBody() {
  const { data: guides, isError, isLoading } = useGetGuidesQuery();
  if (isError) return <ListState kind="error">{MESSAGES.guidesError}</ListState>;
  if (isLoading || !guides) return <CardGridSkeleton count={3} label="Loading guides" />;
  if (guides.length === 0) return <ListState kind="empty">{MESSAGES.guidesEmpty}</ListState>;
  const featured = guides.find((g) => g.isFeatured);
  return (
    <>
      {featured && (
        <section aria-labelledby="featured-guide-title">
          <SectionTitle id="featured-guide-title">Featured Guide</SectionTitle>
          <FeaturedGuideCard guide={featured} />
        </section>
      )}
      <section aria-labelledby="all-guides-title">
        <SectionTitle id="all-guides-title">All Guides</SectionTitle>
        <CardGrid>
          {guides.map((guide) => (
            <GuideCard key={guide.id} guide={guide} />
          ))}
        </CardGrid>
      </section>
    </>
  );
}

/** /guides: the Featured Guide (the first with isFeatured) and the All Guides grid. */
export default function GuidesPage() {
  return (
    <div data-remote="content" data-page="guides">
      <PageHero
        title="Guides & Articles"
        subtitle="Learn how sweepstakes casinos work, how to claim bonuses and how to redeem your prizes."
      />
      <Section>
        <Container>
          <GuidesBody />
        </Container>
      </Section>
    </div>
  );
}
