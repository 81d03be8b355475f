import { fireEvent, screen, within } from '@testing-library/react';
import type { Faq } from '@sweepscout/shared';
import FaqPage from './FaqPage';
import { heldReply, renderWithApp, routeFetch, type Reply } from '../test/render';

const FAQS: Faq[] = [
  { id: 'f1', question: 'What is a sweepstakes casino?', answer: 'A free-to-play site.', order: 1 },
  { id: 'f2', question: 'How do I redeem?', answer: 'Verify, then request it.', order: 2 },
];

/** /faq with its GET /api/faqs answered by `reply`. */
function openFaq(reply: Reply | Promise<Reply>) {
  const api = routeFetch((url) =>
    url === '/api/faqs' ? reply : { status: 404, body: { message: 'Not found' } },
  );
  return { ...api, ...renderWithApp(<FaqPage />, { route: '/faq' }) };
}

const moreHelpLinks = () =>
  within(screen.getByText(/^Another question\?/))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('FaqPage', () => {
  it('holds 3 skeletons while the questions load, then every question, closed, in one exclusive group', async () => {
    const faqs = heldReply({ status: 200, body: FAQS });
    openFaq(faqs.promise);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Frequently Asked Questions',
    );
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
    // The links under the list wait for it: drawn under the skeletons they would be pushed down.
    expect(screen.queryByText(/^Another question\?/)).toBeNull();

    faqs.release();
    const items = await screen.findAllByTestId('faq-item');
    // Under the page's h1, each question is an h2 (the home page's section nests them as h3).
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(FAQS.map((faq) => faq.question));
    expect(items.every((item) => !(item as HTMLDetailsElement).open)).toBe(true);
    // One group of native disclosures: the browser closes the open one when another opens.
    expect(new Set(items.map((item) => item.getAttribute('name')))).toEqual(new Set(['faq']));
    fireEvent.click(within(items[1]!).getByText('How do I redeem?'));
    expect((items[1] as HTMLDetailsElement).open).toBe(true);
    expect(moreHelpLinks()).toEqual([
      ['guides', '/guides'],
      ['contact us', '/contact'],
    ]);
  });

  it("says 'Failed to load FAQs. Please try again later.' when its call fails, and still offers the contact page", async () => {
    openFaq({ status: 500, body: { message: 'boom' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load FAQs. Please try again later.',
    );
    expect(moreHelpLinks()).toContainEqual(['contact us', '/contact']);
  });
});
