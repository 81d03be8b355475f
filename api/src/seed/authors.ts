import { AuthorModel } from '../features/authors/model';
import { GuideModel } from '../features/guides/model';
import { ReviewModel } from '../features/reviews/model';
import { SEED_AUTHORS } from './data/authors';
import { insertMissing } from './insertMissing';

/**
 * The seed's author profiles, and the seed reviews and guides linked to them: each article to the
 * profile of its author's name, fact-checked by the profile that author's work goes to. Runs with
 * the content seed (a new database). Returns the number of profiles created.
 */
export async function seedAuthors(): Promise<number> {
  const profiles = SEED_AUTHORS.map(({ factCheckerSlug: _checker, ...author }) => author);
  const created = await insertMissing(AuthorModel, 'slug', profiles);
  const stored = await AuthorModel.find(
    { slug: { $in: profiles.map((a) => a.slug) } },
    { slug: 1 },
  ).lean();
  const ids = new Map(stored.map((doc) => [doc.slug, doc._id]));
  for (const author of SEED_AUTHORS) {
    const byline = {
      authorId: ids.get(author.slug),
      factCheckerId: ids.get(author.factCheckerSlug),
    };
    for (const model of [ReviewModel, GuideModel] as const) {
      const unlinked = await (model as typeof ReviewModel)
        .find({ authorName: author.name, authorId: null }, { _id: 1 })
        .lean();
      if (unlinked.length === 0) continue;
      // By ids: the change signal names the articles written.
      await (model as typeof ReviewModel).updateMany(
        { _id: { $in: unlinked.map((article) => article._id) } },
        { $set: byline },
        { timestamps: false },
      );
    }
  }
  return created;
}
