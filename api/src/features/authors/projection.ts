import type { Author, AuthorProfile } from '@sweepscout/shared';
import type { TrustRecordFields } from '../../persistence';

/** The visible authors: by name, slug and id (few records, derived whole when one changes). */
export interface Authors {
  list: Author[];
  bySlug: Map<string, Author>;
  byId: Map<string, Author>;
}

interface Article extends TrustRecordFields {
  title: string;
  slug: string;
  publishDate: Date;
}

/** What `author` wrote or fact-checked among the visible articles (newest first, as given). */
function workOf(author: Author, articles: readonly Article[]): AuthorProfile['reviews'] {
  const work: AuthorProfile['reviews'] = [];
  for (const article of articles) {
    const role =
      String(article.authorId ?? '') === author.id
        ? 'author'
        : String(article.factCheckerId ?? '') === author.id
          ? 'fact-checker'
          : null;
    if (role) {
      work.push({
        title: article.title,
        slug: article.slug,
        publishDate: new Date(article.publishDate).toISOString(),
        role,
      });
    }
  }
  return work;
}

export function authorProfile(
  author: Author,
  reviews: readonly Article[],
  guides: readonly Article[],
): AuthorProfile {
  return { author, reviews: workOf(author, reviews), guides: workOf(author, guides) };
}
