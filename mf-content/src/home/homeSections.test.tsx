import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import Faq from '../faq/Faq';
import GuidesSection from './GuidesSection';
import LatestReviews from './LatestReviews';
import { aGuide } from '../test/fixtures';
import { heldReply, renderWithApp, routeFetch } from '../test/render';

// The home page's content sections: each says so when its own call fails (the rest of the page
// goes on), and the guides section holds its place with skeleton cards while its guides load.
describe.each<{ Section: ComponentType; name: string; failing: string; message: string }>([
  {
    Section: LatestReviews,
    name: 'latest reviews',
    failing: '/api/reviews/latest',
    message: 'Failed to load reviews. Please try again later.',
  },
  {
    Section: GuidesSection,
    name: 'guides',
    failing: '/api/guides/popular',
    message: 'Failed to load guides. Please try again later.',
  },
  {
    Section: Faq,
    name: 'FAQ',
    failing: '/api/faqs',
    message: 'Failed to load FAQs. Please try again later.',
  },
])('the home $name section', ({ Section, failing, message }) => {
  it(`says '${message}' when its call fails`, async () => {
    routeFetch((url) =>
      url === failing ? { status: 500, body: { message: 'boom' } } : { status: 404, body: {} },
    );
    renderWithApp(<Section />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('the home guides section', () => {
  it('shows 3 skeleton cards while its guides load, then the featured and popular guides', async () => {
    const popular = heldReply({ status: 200, body: [aGuide(2), aGuide(3)] });
    routeFetch((url) => {
      if (url === '/api/guides/featured') return { status: 200, body: aGuide(1) };
      if (url === '/api/guides/popular') return popular.promise;
      return { status: 404, body: {} };
    });
    renderWithApp(<GuidesSection />);
    const loading = await screen.findByLabelText('Loading guides');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getAllByTestId('skeleton-card')).toHaveLength(3);

    popular.release();
    const list = await screen.findByTestId('popular-guides');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/guides/${aGuide(2).slug}`, `/guides/${aGuide(3).slug}`]);
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
  });
});
