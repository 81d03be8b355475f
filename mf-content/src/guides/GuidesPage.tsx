import { CardGrid, ListState, RemotePage, SectionTitle, type PageLoader } from '@sweepscout/kit';
import { useSearchParams } from 'react-router-dom';
import { pastTheLastPage, ROUTE_PATHS } from '@sweepscout/shared';
import { contentApi, useGetFeaturedGuideQuery, useGetGuidePageQuery } from '../api/contentApi';
import { GuideCard } from '../common/cards';
import { FeaturedGuideCard } from '../common/FeaturedGuideCard';
import { CardGridSkeleton } from '../common/layout';
import { ListPager, parsePageParam } from '../common/ListPager';
import { MESSAGES } from '../messages';

/** The featured guide and the guides page of the URL (?page=), started by the site server. */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  void dispatch(contentApi.endpoints.getFeaturedGuide.initiate());
  void dispatch(
    contentApi.endpoints.getGuidePage.initiate(parsePageParam(searchParams.get('page'))),
  );
};

const guidesHref = (page: number) =>
  page > 1 ? `${ROUTE_PATHS.guides}?page=${page}` : ROUTE_PATHS.guides;

function GuidesBody() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const { currentData, isError, isFetching } = useGetGuidePageQuery(page);
  // The first guide with isFeatured (404 when there is none: then no Featured Guide section).
  const { data: featured, isLoading: featuredLoading } = useGetFeaturedGuideQuery();
  if (isError) return <ListState kind="error">{MESSAGES.guidesError}</ListState>;
  if (isFetching || featuredLoading || !currentData) {
    return <CardGridSkeleton count={3} label="Loading guides" />;
  }
  const guides = currentData.items;
  const pager = <ListPager page={page} totalPages={currentData.totalPages} hrefFor={guidesHref} />;
  if (guides.length === 0) {
    return (
      <>
        <ListState kind="empty">
          {currentData.total > 0
            ? pastTheLastPage('guides', currentData.totalPages)
            : MESSAGES.guidesEmpty}
        </ListState>
        {pager}
      </>
    );
  }
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
        {pager}
      </section>
    </>
  );
}

/** /guides: the Featured Guide (the first with isFeatured) and the All Guides grid, paged. */
export default function GuidesPage() {
  return (
    <RemotePage
      remote="content"
      page="guides"
      title="Guides & Articles"
      subtitle="Learn how sweepstakes casinos work, how to claim bonuses and how to redeem your prizes."
      inSection
    >
      <GuidesBody />
    </RemotePage>
  );
}
