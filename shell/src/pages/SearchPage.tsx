import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { casinoPath, guidePath, reviewPath, searchTextProblem } from '@sweepscout/shared';
import {
  bareListCss,
  Card,
  Container,
  ShowAllStatesLink,
  Skeleton,
  StarRating,
  StateMessage,
  theme,
  type PageLoader,
  useVisitorStateQuery,
} from '@sweepscout/kit';
import { shellApi, useSiteSearchQuery } from '../api/shellApi';

const c = theme.colors;
/** The results page asks for the most the API allows per kind. */
const RESULTS_PAGE_LIMIT = 20;

const Wrap = styled(Container)`
  padding-top: ${theme.space(10)};
  padding-bottom: ${theme.space(10)};
  min-height: 50vh;
`;

const Groups = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Group = styled(Card)`
  padding: ${theme.space(5)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.1rem;
  }
  ul {
    ${bareListCss}
    display: grid;
    gap: ${theme.space(3)};
  }
  a {
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${c.textMuted};
  }
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

interface ResultItem {
  id: string;
  label: string;
  to: string;
  extra?: ReactNode;
}

function ResultGroup({
  id,
  title,
  items,
  empty = <p>No {title.toLowerCase()} match.</p>,
}: {
  id: string;
  title: string;
  items: ResultItem[];
  /** What the group says when nothing matched. */
  empty?: ReactNode;
}) {
  return (
    <Group as="section" aria-labelledby={`results-${id}`}>
      <h2 id={`results-${id}`}>
        {title} ({items.length})
      </h2>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <Row key={item.id}>
              <Link to={item.to}>{item.label}</Link>
              {item.extra}
            </Row>
          ))}
        </ul>
      ) : (
        empty
      )}
    </Group>
  );
}

/**
 * No casino matched: in a chosen state the casinos searched are only those that take its players
 * (the reviews and guides are everyone's), so the group says so, with the way back to all states.
 */
function NoCasinoMatches() {
  const state = useVisitorStateQuery().data?.state;
  if (!state) return <p>No casinos match.</p>;
  return (
    <p>
      {`No casinos available in ${state.name} match. `}
      <ShowAllStatesLink />
    </p>
  );
}

/**
 * The search the URL asks for, checked as the API checks it (nothing is asked for when invalid),
 * without zod: the schemas would be most of this page's start-up.
 */
function searchOf(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim();
  return { q, args: { q, limit: RESULTS_PAGE_LIMIT }, problem: searchTextProblem(q) };
}

/**
 * The results of the URL's search, started by the site server (server rendering); the page asks
 * for the same arguments, so it finds them in the embedded cache.
 */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  const { args, problem } = searchOf(searchParams);
  if (!problem) void dispatch(shellApi.endpoints.siteSearch.initiate(args));
};

/** /search?q=: every casino, review and guide matching the header search. */
export function SearchPage() {
  const [params] = useSearchParams();
  const { q, args, problem } = searchOf(params);
  const { data, isLoading, isError } = useSiteSearchQuery(args, { skip: problem !== null });

  let body;
  if (problem) {
    body = <StateMessage>{problem}</StateMessage>;
  } else if (isLoading) {
    body = (
      <Groups aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="10rem" />
        ))}
      </Groups>
    );
  } else if (isError || !data) {
    body = (
      <StateMessage $tone="error" role="alert">
        Search failed. Please try again later.
      </StateMessage>
    );
  } else if (!data.casinos.length && !data.reviews.length && !data.guides.length) {
    body = <StateMessage>No casinos, reviews or guides match “{q}”.</StateMessage>;
  } else {
    body = (
      <Groups>
        <ResultGroup
          id="casinos"
          title="Casinos"
          items={data.casinos.map((x) => ({
            id: x.id,
            label: x.name,
            to: casinoPath(x.slug),
            extra: <StarRating rating={x.rating} />,
          }))}
          empty={<NoCasinoMatches />}
        />
        <ResultGroup
          id="reviews"
          title="Reviews"
          items={data.reviews.map((x) => ({ id: x.id, label: x.title, to: reviewPath(x.slug) }))}
        />
        <ResultGroup
          id="guides"
          title="Guides"
          items={data.guides.map((x) => ({ id: x.id, label: x.title, to: guidePath(x.slug) }))}
        />
      </Groups>
    );
  }

  return (
    <Wrap as="main" data-page="search">
      <h1>{q ? `Search results for “${q}”` : 'Search'}</h1>
      {body}
    </Wrap>
  );
}
