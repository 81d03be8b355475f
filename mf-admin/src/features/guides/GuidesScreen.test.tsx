import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  guideInputSchema,
  type Guide,
  type RevisionDetail,
  type RevisionSummary,
  type WithPublication,
} from '@sweepscout/shared';
import {
  answerApi,
  anyDialog,
  click,
  columnHeaders,
  control,
  dialogNamed,
  dialogSettled,
  pressEscape,
  renderAdmin,
  rowLine,
  type,
  type Handler,
} from '../../test/renderAdmin';

jest.mock('@sweepscout/kit', () => jest.requireActual('../../test/kitWithPreviewStub').kit);

type AdminGuide = WithPublication<Guide>;

const GUIDE: AdminGuide = {
  id: 'g'.repeat(24),
  title: 'Contested Guide',
  slug: 'contested-guide',
  excerpt: 'An editorial workflow guide.',
  content: '<p>Written by the editorial test.</p>',
  imageUrl: null,
  authorName: 'E2E Editor',
  publishDate: '2026-05-01T00:00:00.000Z',
  minutesToRead: 5,
  isFeatured: false,
  status: 'published',
  publishAt: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
};

/** The guides list with one guide, and its reads and saves answered from `guide`. */
function guidesApi(guide: AdminGuide, handlers: Record<string, Handler> = {}) {
  return answerApi({
    'GET /api/admin/guides': () => ({ body: [guide] }),
    ...handlers,
  });
}

/** Sets the rich-text Content as typing would (TipTap keeps its editor on the editable element). */
async function setContent(dialog: HTMLElement, html: string) {
  const box = dialog.querySelector('[contenteditable="true"]') as unknown as {
    editor: { commands: { setContent: (html: string, options: object) => void } };
  };
  await act(async () => box.editor.commands.setContent(html, { emitUpdate: true }));
}

async function openEdit(title = GUIDE.title) {
  await screen.findByText(title);
  click(`Edit ${title}`);
  return dialogNamed('Edit Guide');
}

let confirm: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
});
afterEach(() => confirm.mockRestore());

describe('the guides screen', () => {
  it('lists title, author, publish date and reading time; a new guide reads in 5 minutes', async () => {
    guidesApi(GUIDE);
    renderAdmin('/admin/guides');
    await screen.findByText(GUIDE.title);
    expect(columnHeaders()).toBe(
      'Title | Author | Published | Read Time | Featured | Status | Actions',
    );
    expect(rowLine(GUIDE.title, 5)).toBe('Contested Guide | E2E Editor | May 1, 2026 | 5 min | No');

    click('Add Guide');
    const minutes = control('Reading Time (minutes)') as HTMLInputElement;
    expect(minutes.value).toBe('5');
    expect(minutes.min).toBe('1');
    await dialogSettled(dialogNamed('Add Guide'));
  });

  it('an update sends the form as the contract reads it, with the version it read', async () => {
    const api = guidesApi(GUIDE, {
      'PUT /api/admin/guides/:id': ({ body }) => ({ body: { ...GUIDE, ...(body as object) } }),
    });
    renderAdmin('/admin/guides');
    await openEdit();
    type('Title', 'Renamed Guide');
    type('Reading Time (minutes)', '9');
    click('Update Guide');
    await screen.findByText('Guide has been updated successfully.');
    const [put] = api.requests('PUT', `/api/admin/guides/${GUIDE.id}`);
    expect(guideInputSchema.parse(put.body)).toMatchObject({
      title: 'Renamed Guide',
      minutesToRead: 9,
      status: 'published',
      updatedAt: GUIDE.updatedAt,
    });
    expect(anyDialog()).toBeNull();
  });

  it('refuses a slug that is not one, beside the field, sending nothing', async () => {
    const api = guidesApi(GUIDE);
    renderAdmin('/admin/guides');
    await openEdit();
    type('Slug', 'not a slug');
    click('Update Guide');
    await screen.findByText('Slug may contain only lowercase letters, numbers and hyphens');
    expect(api.requests('PUT', /guides/)).toEqual([]);
  });

  it('a stale edit is refused with who changed it, and the dialog reloads', async () => {
    const theirs = { ...GUIDE, title: 'Contested Guide by someone else', updatedAt: '2026-05-02' };
    const message =
      'This guide was changed by admin at 10:05 after you opened it. Reload it to see those changes before saving yours.';
    const api = guidesApi(GUIDE, {
      'PUT /api/admin/guides/:id': () => ({
        status: 409,
        body: { message, changedBy: 'admin', changedAt: theirs.updatedAt },
      }),
      'GET /api/admin/guides/:id': () => ({ body: theirs }),
    });
    renderAdmin('/admin/guides');
    const edit = await openEdit();
    type('Excerpt', 'My own excerpt.');
    click('Update Guide');
    const alert = await within(edit).findByText(/was changed by admin/);
    expect(alert.textContent).toContain(message);
    expect(control('Excerpt').value).toBe('My own excerpt.');
    expect(dialogNamed('Edit Guide')).toBeTruthy();

    click('Reload latest version');
    await waitFor(() => expect(control('Title').value).toBe(theirs.title));
    expect(api.requests('GET', `/api/admin/guides/${GUIDE.id}`)).toHaveLength(1);
    expect(screen.queryByText(/was changed by admin/)).toBeNull();
  });

  it('edits again at once while the list is still refetching: the row shows what the save answered', async () => {
    let version = 0;
    // After the first read, list reads never answer: the rows can only come from the saves.
    const api = guidesApi(GUIDE, {
      'GET /api/admin/guides': () =>
        api.requests('GET', '/api/admin/guides').length > 1
          ? new Promise<never>(() => undefined)
          : { body: [GUIDE] },
      'PUT /api/admin/guides/:id': ({ body }) => {
        version += 1;
        return { body: { ...GUIDE, ...(body as object), updatedAt: `2026-05-0${version + 1}` } };
      },
    });
    renderAdmin('/admin/guides');
    let title = GUIDE.title;
    for (const suffix of ['first', 'second']) {
      await openEdit(title);
      type('Title', `${GUIDE.title} ${suffix}`);
      click('Update Guide');
      title = `${GUIDE.title} ${suffix}`;
      await screen.findByText(title);
    }
    // The second save carried the version the first one answered, not the stale list's.
    const puts = api.requests('PUT', `/api/admin/guides/${GUIDE.id}`);
    expect(puts.map((p) => (p.body as AdminGuide).updatedAt)).toEqual([
      GUIDE.updatedAt,
      '2026-05-02',
    ]);
  });

  it('a failed add keeps the dialog and what was typed; the toast is word for word', async () => {
    guidesApi(GUIDE, {
      'POST /api/admin/guides': () => ({ status: 409, body: { message: 'Slug already exists' } }),
    });
    renderAdmin('/admin/guides');
    await screen.findByText(GUIDE.title);
    click('Add Guide');
    const dialog = dialogNamed('Add Guide');
    for (const [label, value] of Object.entries({
      Title: 'Clashing Guide',
      Slug: GUIDE.slug,
      'Author Name': 'E2E Editor',
      'Publish Date': '2026-05-01',
      Excerpt: 'An editorial workflow guide.',
    }))
      type(label, value);
    await setContent(dialog, '<p>Written by the editorial test.</p>');
    fireEvent.submit(dialog.querySelector('form')!);
    const text = await screen.findByText('Failed to add guide: Failed to create guide');
    expect(screen.getByText('Error!')).toBeTruthy();
    fireEvent.click(text);
    expect(dialogNamed('Add Guide')).toBeTruthy();
    expect(control('Slug').value).toBe(GUIDE.slug);
  });
});

describe('unsaved changes in the guide dialog', () => {
  it('closing asks first; declining keeps the dialog and what was typed', async () => {
    guidesApi(GUIDE);
    renderAdmin('/admin/guides');
    await openEdit();
    type('Excerpt', 'Typed but not saved.');
    pressEscape();
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
    expect(dialogNamed('Edit Guide')).toBeTruthy();
    expect(control('Excerpt').value).toBe('Typed but not saved.');

    confirm.mockReturnValue(true);
    pressEscape();
    await waitFor(() => expect(anyDialog()).toBeNull());
  });

  it('an untouched dialog closes without asking', async () => {
    guidesApi(GUIDE);
    renderAdmin('/admin/guides');
    await openEdit();
    pressEscape();
    await waitFor(() => expect(anyDialog()).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });

  it("the browser's Back asks too; declining stays, closing leaves history as it was", async () => {
    guidesApi(GUIDE);
    renderAdmin('/admin/guides');
    await dialogSettled(await openEdit());
    const before: unknown = window.history.state;
    type('Excerpt', 'Typed but not saved.');
    const popped = () =>
      new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    let pop = popped();
    window.history.back();
    await pop;
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving them?');
    expect(dialogNamed('Edit Guide')).toBeTruthy();
    expect(window.history.state).toHaveProperty('guardToken');

    confirm.mockReturnValue(true);
    pop = popped();
    pressEscape();
    await pop;
    await waitFor(() => expect(anyDialog()).toBeNull());
    // Back from here leaves the screen: no guard entry is left to step through.
    expect(window.history.state).toEqual(before);
  });
});

describe('the history of a guide', () => {
  const revisions: RevisionSummary[] = [
    { id: '3'.repeat(24), createdAt: '2026-05-03T10:00:00.000Z', by: 'admin' },
    { id: '2'.repeat(24), createdAt: '2026-05-02T10:00:00.000Z', by: 'admin' },
    { id: '1'.repeat(24), createdAt: '2026-05-01T10:00:00.000Z', by: 'megan' },
  ];
  const titles = ['Revised Guide third', 'Revised Guide second', 'Revised Guide'];
  const detail = (index: number): RevisionDetail => ({
    ...revisions[index],
    record: { ...GUIDE, title: titles[index] },
  });

  it('shows a readable diff against the current version and restores an old one', async () => {
    const current = { ...GUIDE, title: titles[0] };
    const api = guidesApi(current, {
      'GET /api/admin/guides/:id/revisions': () => ({ body: revisions }),
      'GET /api/admin/guides/:id/revisions/:revisionId': (_r, { revisionId }) => ({
        body: detail(revisions.findIndex((r) => r.id === revisionId)),
      }),
      'POST /api/admin/guides/:id/revisions/:revisionId/restore': () => ({
        body: { ...GUIDE, title: titles[2] },
      }),
    });
    renderAdmin('/admin/guides');
    const edit = await openEdit(titles[0]);
    const versions = await within(edit).findByRole('list', { name: 'Saved versions' });
    await waitFor(() => expect(versions.querySelectorAll('li')).toHaveLength(3));
    const oldest = versions.querySelectorAll('li')[2] as HTMLElement;
    expect(oldest.textContent).toContain('by megan');
    fireEvent.click(within(oldest).getByText('Compare'));
    const diff = await within(edit).findByRole('table', {
      name: 'Changes from this version to the current one',
    });
    const titleRow = within(diff).getByText('Title').closest('tr')!;
    expect(titleRow.querySelector('del')!.textContent).toBe('Revised Guide');
    expect(titleRow.querySelector('ins')!.textContent).toBe('Revised Guide third');

    fireEvent.click(within(oldest).getByText('Restore'));
    await screen.findByText('The revision has been restored.');
    expect(screen.getByText('Success!')).toBeTruthy();
    await waitFor(() => expect(anyDialog()).toBeNull());
    expect(api.requests('POST', /\/restore$/).map((r) => r.url.pathname)).toEqual([
      `/api/admin/guides/${GUIDE.id}/revisions/${revisions[2].id}/restore`,
    ]);
  });
});

describe('the live preview of a guide', () => {
  /** The preview's own document (an iframe: the page module renders into it). */
  const preview = () =>
    (document.querySelector('[data-testid="live-preview"] iframe') as HTMLIFrameElement)
      .contentDocument!.body;

  it('follows typing: the title at once, the body as the server sanitised it', async () => {
    jest.useFakeTimers();
    const api = guidesApi(GUIDE, {
      // The server's sanitiser: what it answers is shown, never the HTML sent.
      'POST /api/admin/preview/html': ({ body }) => ({
        body: { html: `${(body as { html: string }).html}<p>cleaned</p>` },
      }),
    });
    renderAdmin('/admin/guides');
    await screen.findByText(GUIDE.title);
    click('Add Guide');
    const dialog = dialogNamed('Add Guide');
    type('Title', 'Preview title one');
    expect(preview().querySelector('h1')!.textContent).toBe('Preview title one');
    type('Title', 'Preview title two');
    expect(preview().querySelector('h1')!.textContent).toBe('Preview title two');

    await setContent(dialog, '<h2>Section heading</h2><p>Body text</p>');
    await act(async () => jest.advanceTimersByTime(300));
    await waitFor(() => expect(preview().querySelector('h2')?.textContent).toBe('Section heading'));
    await setContent(dialog, '<h2>Section heading</h2><p>Body text and more words</p>');
    await act(async () => jest.advanceTimersByTime(300));
    await waitFor(() => expect(preview().textContent).toContain('Body text and more wordscleaned'));
    expect(api.requests('POST', '/api/admin/preview/html').at(-1)!.body).toEqual({
      html: '<h2>Section heading</h2><p>Body text and more words</p>',
    });
    jest.useRealTimers();
  });
});
