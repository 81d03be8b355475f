import { AuthorModel, GuideModel, ReviewModel } from '../models';
import { SEED_AUTHORS } from './data/authors';

/**
 * The seed's author profiles, and the seed reviews and guides linked to them: each article to the
 * profile of its author's name, fact-checked by the profile that author's work goes to. Runs with
 * the content seed (a new database). Returns the number of profiles created.
 */
export async function seedAuthors(): Promise<number> {
  const ids = new Map<string, unknown>();
  let created = 0;
  for (const { factCheckerSlug: _checker, ...author } of SEED_AUTHORS) {
    const existing = await AuthorModel.findOne({ slug: author.slug });
    const doc = existing ?? (await AuthorModel.create(author));
    if (!existing) created += 1;
    ids.set(author.slug, doc._id);
  }
  for (const author of SEED_AUTHORS) {
    const byline = {
      authorId: ids.get(author.slug),
      factCheckerId: ids.get(author.factCheckerSlug),
    };
    for (const model of [ReviewModel, GuideModel] as const) {
      // One document at a time (save): each write signals its own change with the record.
      const articles = await (model as typeof ReviewModel).find({
        authorName: author.name,
        authorId: null,
      });
      for (const article of articles) {
        article.set(byline);
        await article.save({ timestamps: false });
      }
    }
  }
  return created;
}
