/** @jest-environment jsdom */
import { STORAGE_KEYS } from '@sweepscout/shared';
import { createTagManagerTransport, getConsent, readTagManagerId, setConsent } from './consent';

const scripts = () => document.head.querySelectorAll('script[data-tag-manager]');
const dataLayer = () =>
  (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe('consent gating of the tag manager', () => {
  it('reads the container id only from a well-formed meta tag', () => {
    document.head.innerHTML = '<meta name="sweepscout-gtm-id" content="GTM-ABC123">';
    expect(readTagManagerId()).toBe('GTM-ABC123');
    document.head.innerHTML = '<meta name="sweepscout-gtm-id" content="javascript:alert(1)">';
    expect(readTagManagerId()).toBeNull();
    document.head.innerHTML = '';
    expect(readTagManagerId()).toBeNull();
  });

  it('loads nothing before consent and sends events only after it', () => {
    setConsent(null);
    const send = createTagManagerTransport('GTM-TEST12');
    send({ name: 'page_view', path: '/' });
    expect(scripts()).toHaveLength(0);
    expect(dataLayer()).toHaveLength(0);

    setConsent('denied');
    send({ name: 'social_click', category: 'footer', label: 'Facebook' });
    expect(scripts()).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.analyticsConsent)).toBe('denied');

    setConsent('granted');
    expect(getConsent()).toBe('granted');
    expect(scripts()).toHaveLength(1);
    send({ name: 'social_click', category: 'footer', label: 'Facebook' });
    expect(dataLayer().at(-1)).toMatchObject({
      event: 'social_click',
      event_category: 'footer',
      event_label: 'Facebook',
    });
    expect(scripts()).toHaveLength(1);
  });
});
