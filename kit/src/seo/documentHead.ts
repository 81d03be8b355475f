import { useEffect } from 'react';
import type { HeadData } from '@sweepscout/shared';

/**
 * Client-side head updates on navigation: title, description, canonical URL, Open Graph tags and
 * the page's JSON-LD, the same fields the server writes into the HTML it sends.
 * The shell applies each route's head; a remote may call useDocumentHead for its own page.
 */
export type DocumentHead = Pick<HeadData, 'title' | 'description'> & Partial<HeadData>;

/** Marks the head elements this module manages (the server writes the same attribute). */
export const HEAD_MARKER = 'data-head';

function upsertMeta(
  attr: 'name' | 'property',
  key: string,
  content: string | null | undefined,
): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    element.setAttribute(HEAD_MARKER, '');
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    link.setAttribute(HEAD_MARKER, '');
    document.head.appendChild(link);
  }
  link.href = href;
}

function absolute(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).toString();
}

export function applyDocumentHead(head: DocumentHead): void {
  if (typeof document === 'undefined') return;
  document.title = head.title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('name', 'robots', head.robots);
  const canonical = absolute(head.canonicalPath ?? window.location.pathname);
  upsertCanonical(canonical);
  upsertMeta('property', 'og:title', head.title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:url', canonical);
  upsertMeta('property', 'og:type', head.ogType ?? 'website');
  upsertMeta('property', 'og:image', head.image ? absolute(head.image) : null);
  if (head.jsonLd) {
    // Only the route's own JSON-LD is replaced; a remote's structured data stays.
    for (const old of document.head.querySelectorAll(
      `script[type="application/ld+json"][${HEAD_MARKER}]`,
    )) {
      old.remove();
    }
    for (const data of head.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(HEAD_MARKER, '');
      script.textContent = JSON.stringify(data);
      document.head.appendChild(script);
    }
  }
}

/** Set the document head while the calling page is shown (pass null to leave it alone). */
export function useDocumentHead(head: DocumentHead | null): void {
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (key) applyDocumentHead(JSON.parse(key) as DocumentHead);
  }, [key]);
}
