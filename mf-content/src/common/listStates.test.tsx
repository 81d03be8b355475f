import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import GuidesPage from '../guides/GuidesPage';
import ReviewsPage from '../reviews/ReviewsPage';
import { aGuide, aPage, reviews } from '../test/fixtures';
import { heldReply, renderWithApp, routeFetch, type Reply } from '../test/render';

// The loading, failed and empty states of the content lists, with their API call held or
// answered here (every other call: 404, so no Featured Guide).
const LISTS: {
  Page: ComponentType;
  things: string;
  api: RegExp;
  card: string;
  skeletons: number;
  answer: Reply;
}[] = [
  {
    Page: GuidesPage,
    things: 'guides',
    api: /^\/api\/guides\?page=/,
    card: 'guide-card',
    skeletons: 3,
    answer: { status: 200, body: aPage([aGuide(1), aGuide(2)]) },
  },
  {
    Page: ReviewsPage,
    things: 'reviews',
    api: /^\/api\/reviews\?sort=latest&page=/,
    card: 'review-card',
    skeletons: 6,
    answer: { status: 200, body: aPage(reviews(2)) },
  },
];

describe.each(LISTS)('the $things list', ({ Page, things, api, card, skeletons, answer }) => {
  const answerList = (reply: Reply | Promise<Reply>) =>
    routeFetch((url) => (api.test(url) ? reply : { status: 404, body: {} }));

  it(`shows ${skeletons} skeleton cards while loading`, async () => {
    const held = heldReply(answer);
    answerList(held.promise);
    renderWithApp(<Page />);
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(skeletons);
    expect(screen.queryByTestId(card)).toBeNull();
    held.release();
    expect(await screen.findAllByTestId(card)).toHaveLength(2);
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
  });

  it(`says when ${things} fail to load`, async () => {
    answerList({ status: 500, body: { message: 'boom' } });
    renderWithApp(<Page />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Failed to load ${things}. Please try again later.`,
    );
  });

  it(`says when there are no ${things}`, async () => {
    answerList({ status: 200, body: aPage([], { totalPages: 0 }) });
    renderWithApp(<Page />);
    expect((await screen.findByRole('status')).textContent).toBe(
      `No ${things} found. Please check back later.`,
    );
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
  });
});
