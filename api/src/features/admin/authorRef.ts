import { AuthorModel } from '../authors/model';
import { type ArticleRecord, changeNoteUpdate } from '../../persistence';
import { InvalidReferenceError } from '../../domain/errors';

/** What a review and a guide share: an article with a slug, a byline and a publish date. */
interface ArticleInput extends Omit<ArticleRecord, '_id'>, ArticleTrustInput {}

interface ArticleTrustInput {
  authorId?: string | null;
  factCheckerId?: string | null;
  changeNote?: string | null;
  status?: string;
}

/** A review's or guide's author and fact-checker must be existing profiles: refused (400) otherwise. */
export async function requireAuthors(input: ArticleTrustInput): Promise<void> {
  for (const field of ['authorId', 'factCheckerId'] as const) {
    const id = input[field];
    if (id && !(await AuthorModel.exists({ _id: id }))) {
      throw new InvalidReferenceError(field, 'No author with this id exists');
    }
  }
}

/**
 * The trust fields a review or guide save sets: author and fact-checker when the input names them
 * (an older client's save leaves them), and the change note it publishes.
 */
export function articleTrustOf(
  existing: { get(path: string): unknown } | undefined,
  input: ArticleTrustInput,
) {
  return {
    ...(input.authorId !== undefined ? { authorId: input.authorId } : {}),
    ...(input.factCheckerId !== undefined ? { factCheckerId: input.factCheckerId } : {}),
    ...changeNoteUpdate(existing, input),
  };
}

/** The stored fields every article (review, guide) sets, its trust fields included. */
export function articleFieldsOf(
  existing: { get(path: string): unknown } | undefined,
  input: ArticleInput,
) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    authorName: input.authorName,
    publishDate: input.publishDate,
    isFeatured: input.isFeatured,
    ...articleTrustOf(existing, input),
  };
}
