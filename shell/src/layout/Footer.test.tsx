import { fireEvent, waitFor } from '@testing-library/react';
import { addAnalyticsTransport } from '@sweepscout/kit';
import type { AnalyticsEvent } from '@sweepscout/shared';
import { answerShellApi, byLabel, FEATURED, linkNamed, linksIn, renderShell } from '../test/render';
import { Footer } from './Footer';

beforeEach(() => {
  jest.useFakeTimers();
  answerShellApi();
});

afterEach(() => jest.useRealTimers());

/** A footer column (a nav labelled by its heading). */
function column(footer: HTMLElement, heading: string): HTMLElement {
  const title = [...footer.querySelectorAll('h2')].find((h) => h.textContent === heading);
  return footer.querySelector(`[aria-labelledby="${title?.id}"]`) as HTMLElement;
}

const labelsAndTargets = (root: HTMLElement) =>
  linksIn(root).map((a) => [a.textContent, a.getAttribute('href')]);

describe('Footer', () => {
  it('has the four columns with the fixed labels and targets and the bottom line', async () => {
    const { url } = renderShell(<Footer />, { route: '/compare' });
    const footer = document.querySelector('[data-site-footer]') as HTMLElement;
    expect([...footer.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'About SweepScout',
      'Quick Links',
      'Popular Casinos',
      'Legal & Support',
    ]);
    expect(footer.textContent).toContain('in-depth, unbiased comparisons');
    expect(labelsAndTargets(column(footer, 'Quick Links'))).toEqual([
      ['Compare Casinos', '/compare'],
      ['Casino Reviews', '/reviews'],
      ['Guides & Articles', '/guides'],
      ['Play Demo Games', '/games'],
    ]);
    expect(labelsAndTargets(column(footer, 'Legal & Support'))).toEqual([
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Legal Disclaimer', '/disclaimer'],
      ['Contact Us', '/contact'],
    ]);
    // The first four featured casinos of the API, in its order.
    await waitFor(() =>
      expect(labelsAndTargets(column(footer, 'Popular Casinos'))).toEqual(
        FEATURED.slice(0, 4).map((c) => [c.name, `/casino/${c.slug}`]),
      ),
    );

    const bottom = footer.querySelector('[data-footer-disclaimer]')?.textContent ?? '';
    expect(bottom).toContain(`© ${new Date().getFullYear()} SweepScout`);
    expect(bottom).toContain('compensation from casino partners');
    expect(bottom).toContain('18+');
    expect(bottom).toContain('not a gambling operator');

    fireEvent.click(linkNamed(footer, 'Legal Disclaimer'));
    expect(url()).toBe('/disclaimer');
  });

  it('social links open the four networks in a new tab and are tracked as social_click', async () => {
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsTransport((event) => events.push(event));
    // jsdom cannot open the new tab: the page's own click handler is what is under test.
    const noNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', noNavigation);
    renderShell(<Footer />);
    const social = byLabel('SweepScout on social media');
    expect(linksIn(social).map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'Twitter',
      'Instagram',
      'YouTube',
    ]);
    for (const link of linksIn(social)) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toMatch(/noopener/);
    }
    fireEvent.click(byLabel('Facebook', social));
    expect(events).toEqual([
      expect.objectContaining({ name: 'social_click', category: 'footer', label: 'Facebook' }),
    ]);
    document.removeEventListener('click', noNavigation);
    stop();
    await waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  });
});
