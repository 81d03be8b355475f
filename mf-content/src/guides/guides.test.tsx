import { act, fireEvent, screen, within } from '@testing-library/react';
import GuidePage from './GuidePage';
import GuidesPage from './GuidesPage';
import { aGuide, aPage } from '../test/fixtures';
import { renderWithApp, routeFetch } from '../test/render';

const guide = aGuide(1);

describe('GuidePage', () => {
  it.each([
    ['a missing guide (404)', 'no-such-guide', 404],
    ['any non-OK answer (503)', guide.slug, 503],
  ])("shows 'Guide Not Found' for %s, with a Back to Guides link", async (_, slug, status) => {
    const fetch = routeFetch((url) => {
      if (url === `/api/guides/slug/${slug}`) return { status };
      if (url.startsWith('/api/guides?page=')) return { status: 200, body: aPage([guide]) };
      return { status: 404, body: {} };
    });
    const { url } = renderWithApp(<GuidePage />, {
      route: `/guides/${slug}`,
      path: '/guides/:slug',
      pages: { '/guides': <GuidesPage /> },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Guide Not Found');
    expect(
      within(alert).getByText("The guide you're looking for doesn't exist or has been removed."),
    ).toBeTruthy();
    expect(fetch.urls()).toContain(`/api/guides/slug/${slug}`);
    await act(async () =>
      fireEvent.click(within(alert).getByRole('link', { name: /Back to Guides/ })),
    );
    expect(url()).toBe('/guides');
    expect(await screen.findAllByTestId('guide-card')).toHaveLength(1);
  });
});
