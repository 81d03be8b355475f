import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, ListState, RemotePage, Skeleton, theme, type PageLoader } from '@sweepscout/kit';
import { LEGAL_PAGES, formatLongDate } from '@sweepscout/shared';
import { contentApi, useGetPageContentQuery } from '../api/contentApi';
import { Prose } from '../common/Prose';
import { primaryLinks } from '../common/layout';

const c = theme.colors;

export const LEGAL_PAGE_ERROR = 'Failed to load this page. Please try again later.';

const Body = styled(Card)`
  max-width: 860px;
  margin: 0 auto;
  padding: ${theme.space(8)};
  @media (max-width: 640px) {
    padding: ${theme.space(5)};
  }
  h2 {
    color: ${c.text};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${theme.space(6)};
  color: ${c.textMuted};
  font-size: 0.95rem;
`;

const OtherPages = styled.nav`
  max-width: 860px;
  margin: ${theme.space(8)} auto 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  justify-content: center;
  ${primaryLinks}
`;

/** The page's text (the route gives which legal page), started by the site server (server rendering). */
export const loader: PageLoader = ({ props, dispatch }) => {
  if (typeof props.page === 'string') {
    void dispatch(contentApi.endpoints.getPageContent.initiate(props.page));
  }
};

/**
 * /terms-of-service, /privacy-policy, /disclaimer: the page content staff edit in the admin
 * area, with its real last-updated date.
 */
export default function LegalPage({ page }: { page: string }) {
  const { data, isError, isLoading } = useGetPageContentQuery(page);
  const known = LEGAL_PAGES.find((p) => p.page === page);
  const title = data?.title ?? known?.title ?? '';

  return (
    <RemotePage remote="content" page={`legal-${page}`} title={title} inSection>
      {isError ? (
        <ListState kind="error">{LEGAL_PAGE_ERROR}</ListState>
      ) : isLoading || !data ? (
        <Body aria-busy="true" aria-label="Loading page">
          <Skeleton $height="1rem" $width="30%" />
          <br />
          <Skeleton $height="1rem" />
          <br />
          <Skeleton $height="1rem" $width="90%" />
          <br />
          <Skeleton $height="1rem" $width="75%" />
        </Body>
      ) : (
        <Body as="article">
          <Updated>
            Last Updated:{' '}
            <time dateTime={data.lastUpdated}>{formatLongDate(data.lastUpdated)}</time>
          </Updated>
          {data.sections.map((section, i) => (
            <section key={i}>
              {section.title && <h2>{section.title}</h2>}
              <Prose html={section.content} />
            </section>
          ))}
        </Body>
      )}
      {/* After the text only: drawn under the loading state it would be pushed down. */}
      {(isError || data) && (
        <OtherPages aria-label="Legal pages">
          {LEGAL_PAGES.filter((p) => p.page !== page).map((p) => (
            <Link key={p.page} to={p.path}>
              {p.title}
            </Link>
          ))}
          <Link to="/contact">Contact Us</Link>
        </OtherPages>
      )}
    </RemotePage>
  );
}
