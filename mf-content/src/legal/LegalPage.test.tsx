import { act, fireEvent, screen, within } from '@testing-library/react';
import LegalPage from './LegalPage';
import { aLegalPage } from '../test/fixtures';
import { heldReply, renderWithApp, routeFetch, type Reply } from '../test/render';

/** /{path} showing the legal page `page`, its GET /api/pages/{page} answered by `reply`. */
function openLegal(page: string, reply: Reply | Promise<Reply>) {
  const api = routeFetch((url) =>
    url === `/api/pages/${page}` ? reply : { status: 404, body: { message: 'Not found' } },
  );
  return { ...api, ...renderWithApp(<LegalPage page={page} />, { route: `/${page}` }) };
}

const otherPages = () =>
  within(screen.getByRole('navigation', { name: 'Legal pages' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('LegalPage', () => {
  it('shows the stored content with its stored last-updated date (not today), and links the other pages', async () => {
    const stored = aLegalPage('terms-of-service', {
      title: 'Terms of Service',
      lastUpdated: '2025-03-09T12:00:00.000Z',
    });
    const { urls } = openLegal('terms-of-service', { status: 200, body: stored });
    expect((await screen.findByText(/^Last Updated:/)).textContent).toBe(
      'Last Updated: March 9, 2025',
    );
    expect(urls()).toEqual(['/api/pages/terms-of-service']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of Service');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Using the Site',
    ]);
    expect(screen.getAllByTestId('prose').map((p) => p.textContent)).toEqual([
      'Read these terms before you play.',
      'Questions? Write to us.',
    ]);
    expect(otherPages()).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Disclaimer', '/disclaimer'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('says when the page cannot be loaded', async () => {
    const held = heldReply({ status: 500, body: { message: 'boom' } });
    const { url } = openLegal('disclaimer', held.promise);
    expect(screen.getByLabelText('Loading page').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Legal pages' })).toBeNull();
    held.release();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load this page. Please try again later.',
    );
    expect(screen.queryByLabelText('Loading page')).toBeNull();
    // The way on from the failed page: the other legal pages and the contact form.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Contact Us' })));
    expect(url()).toBe('/contact');
  });
});
