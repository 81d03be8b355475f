import { act, fireEvent } from '@testing-library/react';
import { Link } from 'react-router-dom';
import {
  addAnalyticsTransport,
  createTagManagerTransport,
  readTagManagerId,
  setConsent,
} from '@sweepscout/kit';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { answerShellApi, linkNamed, renderShell } from '../test/render';
import { PageViewTracker } from '../app/PageViewTracker';
import { ConsentBanner } from './ConsentBanner';
import { Footer } from './Footer';

const GTM_ID = 'GTM-E2ETEST';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')];
const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]');
const dataLayer = () =>
  (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLElement;

/** The frame's parts that take part: page views, the banner, the footer; and a few links. */
function renderFrame() {
  return renderShell(
    <>
      <PageViewTracker />
      <nav>
        <Link to="/reviews">Reviews</Link>
        <Link to="/guides">Guides</Link>
        <Link to="/bonuses">Bonuses</Link>
      </nav>
      <ConsentBanner />
      <Footer />
    </>,
  );
}

/** Go to another page by its link: the page view is tracked on the way. */
const follow = (name: string) => fireEvent.click(linkNamed(document, name));

let stopTagManager: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  answerShellApi();
  localStorage.clear();
  setConsent(null);
  document.head.innerHTML = '';
});

afterEach(() => {
  stopTagManager();
  jest.useRealTimers();
});

/** The server configured a tag manager: its id in the page, the transport installed as at start. */
function configureTagManager() {
  document.head.innerHTML = `<meta name="sweepscout-gtm-id" content="${GTM_ID}">`;
  stopTagManager = addAnalyticsTransport(createTagManagerTransport(readTagManagerId() ?? ''));
}

describe('analytics consent', () => {
  it('without a configured tag manager there is no banner and no cookie settings', () => {
    renderFrame();
    expect(banner()).toBeNull();
    expect(document.body.textContent).not.toContain('Cookie settings');
  });

  it('nothing loads before consent; declining keeps it that way', async () => {
    configureTagManager();
    const { unmount } = renderFrame();
    const region = banner() as HTMLElement;
    expect(region.tagName).toBe('SECTION');
    const title = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toMatch(/analytics cookies/);
    follow('Reviews');
    expect(scripts()).toEqual([]);
    expect(dataLayer()).toEqual([]);

    fireEvent.click(button(region, 'Decline'));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('denied');
    // A reload reads the stored choice afresh.
    unmount();
    await jest.isolateModulesAsync(async () => {
      const kit = await import('@sweepscout/kit');
      expect(kit.getConsent()).toBe('denied');
    });
    renderFrame();
    follow('Guides');
    expect(banner()).toBeNull();
    expect(scripts()).toEqual([]);
    expect(dataLayer()).toEqual([]);
  });

  it('accepting loads the tag manager once and sends it the events from then on', () => {
    configureTagManager();
    const { unmount } = renderFrame();
    fireEvent.click(button(banner() as HTMLElement, 'Accept'));
    expect(scripts().map((s) => s.src)).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`,
    ]);
    follow('Bonuses');
    expect(dataLayer()).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/bonuses' }),
    );
    expect(scripts()).toHaveLength(1);

    // The choice is remembered, and the footer lets the visitor change it.
    unmount();
    renderFrame();
    expect(banner()).toBeNull();
    act(() => {
      fireEvent.click(
        button(document.querySelector('[data-site-footer]') as HTMLElement, 'Cookie settings'),
      );
    });
    expect(banner()).not.toBeNull();
  });
});
