import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import { authorPath, formatLongDate, type Author, type ChangeNote } from '@sweepscout/shared';
import { useGetAuthorsQuery } from './authorsApi';
import { primaryLinks } from '../common/layout';

const c = theme.colors;

const Line = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: ${c.textMuted};
  font-size: 0.9rem;
  ${primaryLinks}
`;

interface Bylined {
  authorName: string;
  authorId?: string | null;
  factCheckerId?: string | null;
  publishDate: string;
  updatedAt?: string;
}

function AuthorLink({ author, fallback }: { author: Author | undefined; fallback: string }) {
  return author ? <Link to={authorPath(author.slug)}>{author.name}</Link> : <>{fallback}</>;
}

/**
 * True until the authors list the bylines name has answered once (its names, or an error). A page
 * reads it beside its article and shows the article only then: a fact-checker's name arriving
 * after the article rewrapped the byline on a phone and moved everything below it by a line (a
 * layout shift of 0.018 on a client-side navigation). A failed list keeps its error while it is
 * asked again, so the article stays shown with the names it has.
 */
export function useBylineAuthorsLoading(): boolean {
  const { data, error } = useGetAuthorsQuery();
  return data === undefined && error === undefined;
}

/**
 * "By <author> · Fact-checked by <fact-checker> · Updated <date>": the names link to the
 * authors' pages (the article's author name alone when no profile is linked).
 */
export function Byline({ article }: { article: Bylined }) {
  const { data: authors } = useGetAuthorsQuery();
  const byId = (id: string | null | undefined) =>
    id ? authors?.find((author) => author.id === id) : undefined;
  const author = byId(article.authorId);
  const checker = byId(article.factCheckerId);
  const updated = article.updatedAt ?? article.publishDate;
  return (
    <Line data-byline="">
      By <AuthorLink author={author} fallback={article.authorName} />
      {checker ? (
        <>
          {' · Fact-checked by '}
          <AuthorLink author={checker} fallback="" />
        </>
      ) : null}
      {' · Updated '}
      <time dateTime={updated}>{formatLongDate(updated)}</time>
    </Line>
  );
}

const Notes = styled.section`
  margin-top: ${theme.space(10)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${c.border};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.15rem;
  }
  ol {
    margin: 0;
    padding-left: ${theme.space(5)};
    display: grid;
    gap: ${theme.space(2)};
  }
  time {
    font-weight: 600;
  }
`;

/** The public change notes of a page, newest first; nothing when there are none. */
export function ChangeNotes({
  notes,
  title = 'Updates',
}: {
  notes?: ChangeNote[];
  title?: string;
}) {
  if (!notes?.length) return null;
  return (
    <Notes aria-labelledby="change-notes-title" data-change-notes="">
      <h2 id="change-notes-title">{title}</h2>
      <ol>
        {notes.map((note) => (
          <li key={`${note.date}-${note.text}`}>
            <time dateTime={note.date}>{formatLongDate(note.date)}</time>: {note.text}
          </li>
        ))}
      </ol>
    </Notes>
  );
}
