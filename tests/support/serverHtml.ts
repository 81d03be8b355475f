import { expect, type Page } from '@playwright/test';

// What the end-to-end tests of server rendering read: the raw HTML a route sends, and
// what the browser does with it.

/** The raw HTML the server sends, as a crawler or a phone before any script sees it. */
export async function rawHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** An unknown address of a route answers 404, its HTML the route's own not-found text. */
export async function expectNotFoundHtml(url: string, text: string): Promise<void> {
  const { status, html } = await rawHtml(url);
  expect(status, url).toBe(404);
  expect(html, url).toContain(text);
}

/** Console errors and warnings of a page (hydration mismatches are reported there). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The API reads a page makes from now on whose path matches (GET /api/...). */
export function apiReads(page: Page, path: RegExp): string[] {
  const reads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && path.test(url.pathname)) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** The values of a data attribute in the raw HTML, in document order. */
export const attributeValues = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]);

/** Text as React escapes it in HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
