import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  bareListCss,
  Card,
  cardPanelCss,
  Container,
  Skeleton,
  theme,
  type PageLoader,
} from '@sweepscout/kit';
import { formatLongDate, guidePath, reviewPath, type AuthorProfile } from '@sweepscout/shared';
import { ErrorScreen } from '../common/ErrorScreen';
import { authorsApi, useGetAuthorBySlugQuery } from './authorsApi';

export const AUTHOR_NOT_FOUND = 'Author Not Found';
export const NO_WORK = 'Nothing published yet.';

const c = theme.colors;

const Page = styled.div`
  padding: ${theme.space(10)} 0 ${theme.space(12)};
  max-width: 860px;
`;

const Profile = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(6)};
  align-items: flex-start;
  h1 {
    margin: 0 0 ${theme.space(1)};
    font-size: clamp(1.75rem, 4vw, 2.4rem);
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;

const Photo = styled.img`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  object-fit: cover;
  background: ${c.surface};
  border: 1px solid ${c.border};
`;

const Role = styled.p`
  color: ${c.primary};
  font-weight: 700;
`;

const Muted = styled.p`
  color: ${c.textMuted};
`;

const Work = styled(Card)`
  margin-top: ${theme.space(8)};
  ${cardPanelCss('1.3rem', 4)}
  ul {
    ${bareListCss}
    display: grid;
    gap: ${theme.space(3)};
  }
  li span {
    display: block;
    color: ${c.textMuted};
    font-size: 0.875rem;
  }
`;

/** The profile and its work, started by the site server (server rendering). */
export const loader: PageLoader = ({ params, dispatch }) => {
  void dispatch(authorsApi.endpoints.getAuthorBySlug.initiate(params.slug ?? ''));
};

function WorkList({
  title,
  items,
  toPath,
}: {
  title: string;
  items: AuthorProfile['reviews'];
  toPath: (slug: string) => string;
}) {
  const id = `work-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Work as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.slug}>
              <Link to={toPath(item.slug)}>{item.title}</Link>
              <span>
                {item.role === 'author' ? 'Written' : 'Fact-checked'} ·{' '}
                <time dateTime={item.publishDate}>{formatLongDate(item.publishDate)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>{NO_WORK}</Muted>
      )}
    </Work>
  );
}

/** /authors/{slug}: who the author is, and the reviews and guides they wrote or fact-checked. */
export default function AuthorPage() {
  const { slug = '' } = useParams();
  const { data, isError, isLoading } = useGetAuthorBySlugQuery(slug);
  if (isError) {
    return (
      <ErrorScreen
        page="author"
        title={AUTHOR_NOT_FOUND}
        text="There is no author at this address."
        backTo="/reviews"
        backLabel="Back to Reviews"
      />
    );
  }
  return (
    <div data-remote="content" data-page="author">
      <Container>
        {isLoading || !data ? (
          <Page aria-busy="true" aria-label="Loading author">
            <Skeleton $height="112px" />
            <br />
            <Skeleton $height="240px" />
          </Page>
        ) : (
          <Page>
            <Profile>
              {data.author.photoUrl ? (
                <Photo src={data.author.photoUrl} alt="" width={112} height={112} />
              ) : null}
              <div>
                <h1>{data.author.name}</h1>
                <Role>{data.author.role}</Role>
                {data.author.credentials ? <Muted>{data.author.credentials}</Muted> : null}
                <p>{data.author.bio}</p>
                {data.author.links.length ? (
                  <p>
                    {data.author.links.map((link, index) => (
                      <span key={link}>
                        {index ? ' · ' : ''}
                        <a href={link} rel="me noopener" target="_blank">
                          {new URL(link, 'https://sweepscout.invalid').hostname.replace(
                            /^www\./,
                            '',
                          )}
                        </a>
                      </span>
                    ))}
                  </p>
                ) : null}
              </div>
            </Profile>
            <WorkList title="Reviews" items={data.reviews} toPath={reviewPath} />
            <WorkList title="Guides" items={data.guides} toPath={guidePath} />
          </Page>
        )}
      </Container>
    </div>
  );
}
