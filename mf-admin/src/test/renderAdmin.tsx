import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getToasts, removeToast, Toaster } from '@sweepscout/kit';
import { createBaseApiStore, renderInApp } from '@sweepscout/kit/testing';
import { TOTAL_COUNT_HEADER, type AdminMe } from '@sweepscout/shared';
import AdminApp from '../app/AdminApp';

/** One request the screen sent: its method, URL and (parsed JSON) body. */
export interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** A handler's answer; `total` is the X-Total-Count of a paged list (the items' count if absent). */
export interface Answer {
  status?: number;
  body?: unknown;
  total?: number;
}

/** Answers one route ('PUT /api/admin/guides/:id' style keys; `:x` matches one path segment). */
export type Handler = (request: Sent, params: Record<string, string>) => Answer | Promise<Answer>;

export const ADMIN: AdminMe = {
  id: 'a'.repeat(24),
  username: 'admin',
  role: 'admin',
  permissions: [],
  secondFactor: true,
};

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(have[i]);
    else if (part !== have[i]) return null;
  }
  return params;
}

/**
 * The API as the screen meets it: each request answered by the handler of its method and path
 * (unknown routes: 404), every one recorded. The admin is signed in; the preview's sanitiser
 * echoes what it is given.
 */
export function answerApi(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    'GET /api/admin/me': () => ({ body: ADMIN }),
    'POST /api/admin/preview/html': ({ body }) => ({ body }),
    ...handlers,
  };
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const request = { method, url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    let answer: Answer = { status: 404, body: { message: 'Not found' } };
    for (const [key, handler] of Object.entries(all)) {
      const [verb, pattern] = key.split(' ');
      const params = verb === method ? match(pattern, url.pathname) : null;
      if (params) {
        answer = await handler(request, params);
        break;
      }
    }
    const { status = 200, body = null } = answer;
    const text = JSON.stringify(body);
    const total = answer.total ?? (Array.isArray(body) ? body.length : 0);
    const headers = { get: (name: string) => (name === TOTAL_COUNT_HEADER ? String(total) : null) };
    return { ok: status < 300, status, statusText: '', headers, text: async () => text };
  }) as unknown as typeof fetch;
  /** The requests of a method to a path, the API's own calls only (no remote manifests). */
  const requests = (method: string, path: string | RegExp) =>
    sent.filter(
      (r) =>
        r.method === method &&
        (typeof path === 'string' ? r.url.pathname === path : path.test(r.url.pathname)),
    );
  return { sent, requests };
}

/** The admin app at `route` on a fresh store (as the shell mounts it), with the toast area. */
export function renderAdmin(route: string) {
  for (const old of getToasts()) removeToast(old.id);
  return renderInApp(
    <>
      <AdminApp />
      <Toaster />
    </>,
    createBaseApiStore(),
    { route },
  );
}

/** The open dialog titled `name` (Radix renders it into a portal; no whole-page role query). */
export function dialogNamed(name: string): HTMLElement {
  const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  );
  if (!dialog) throw new Error(`no dialog "${name}"`);
  return dialog;
}

/** Whether any dialog is open. */
export const anyDialog = () => document.querySelector('[role="dialog"]');

/** A labelled control, required marker or not. */
export const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as
    HTMLInputElement | HTMLTextAreaElement;

export const type = (label: string, value: string) =>
  fireEvent.change(control(label), { target: { value } });

/** Clicks a button by its accessible name (aria-label or text), within `scope` when given. */
export function click(name: string, scope: ParentNode = document) {
  const button = [...scope.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!button) throw new Error(`no button "${name}"`);
  fireEvent.click(button);
}

/** Escape on the open dialog, as a keyboard user closes it. */
export const pressEscape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

/** The toast whose description is `description` (word for word), once shown; its title too. */
export async function findToast(title: string, description: string): Promise<HTMLElement> {
  const text = await screen.findByText(description);
  const toast = text.closest('li');
  if (!toast) throw new Error(`"${description}" is not in a toast`);
  expect(within(toast).getByText(title).textContent).toBe(title);
  return toast;
}

/** The table's column headers as one line, left to right: 'Name | Type | Actions'. */
export const columnHeaders = () =>
  screen
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .join(' | ');

/** The table row holding `text` (a record's name, title or subject). */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text, { selector: 'td, td *' }).closest('tr');
  if (!row) throw new Error(`no row of "${text}"`);
  return row;
}

/** The texts of the cells of the row holding `text`, left to right. */
export const cellsOf = (text: string) =>
  [...rowOf(text).querySelectorAll('td')].map((cell) => cell.textContent);

/** The first `count` cells of the row holding `text` as one line: 'Crown Coins Casino | 4.0/5'. */
export const rowLine = (text: string, count: number) => cellsOf(text).slice(0, count).join(' | ');

/** The screen at `route`, once the record `listed` (its name, title...) shows. */
export async function renderListed(route: string, listed: string) {
  const view = renderAdmin(route);
  await screen.findByText(listed);
  return view;
}

/** The screen at `route` with `listed` shown, its Add dialog opened ('Casino': 'Add Casino'). */
export async function openAddDialog(route: string, listed: string, thing: string) {
  await renderListed(route, listed);
  click(`Add ${thing}`);
  return dialogNamed(`Add ${thing}`);
}

/** The (only) open confirmation of a delete: 'Are you sure?'. */
export function confirmation(): HTMLElement {
  const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!dialog) throw new Error('no confirmation is open');
  return dialog;
}

/**
 * Once what an editor dialog reads on opening (the authors, its history) has arrived and its
 * preview frame has loaded: a test that ends sooner leaves those updates to land after it, where
 * React warns that they were not wrapped in act().
 */
export async function dialogSettled(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.textContent).not.toMatch(/Loading (authors|history)\.\.\./));
  // jsdom fires an iframe's load from a timer of its own once the frame is attached.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
