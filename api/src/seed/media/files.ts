import { SEED_CASINOS } from '../data/casinos';
import { SEED_GAMES } from '../data/games';
import { SEED_GUIDES } from '../data/guides';
import { SEED_REVIEWS } from '../data/reviews';
import { avatarSvg, bannerSvg, logoSvg, sceneSvg } from './svg';

/** Every /media URL the seed data uses, with the SVG drawn for it. */
export function seedMediaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (url: string | null | undefined, draw: () => string) => {
    if (url && url.startsWith('/media/')) files.set(url, draw());
  };
  for (const casino of SEED_CASINOS) {
    add(casino.logoUrl, () => logoSvg(casino.name));
    add(casino.bannerUrl, () => bannerSvg(casino.name, casino.bonusAmount));
  }
  for (const review of SEED_REVIEWS) {
    const casino = SEED_CASINOS.find((c) => c.slug === review.casinoSlug);
    review.reviewImages.forEach((url, i) =>
      add(url, () => sceneSvg(url, `${casino?.name ?? review.title}: screenshot ${i + 1}`)),
    );
    add(review.authorAvatar, () => avatarSvg(review.authorName));
  }
  for (const guide of SEED_GUIDES) add(guide.imageUrl, () => sceneSvg(guide.slug, guide.title));
  for (const game of SEED_GAMES)
    add(game.previewImage, () => sceneSvg(game.name, game.name, 600, 400));
  return files;
}
