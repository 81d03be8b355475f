import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageContentInputSchema } from '@sweepscout/shared';
import { pageContentRecord } from '../../test/fixtures';
import { answerPage, queryOf } from '../../test/listServer';
import * as admin from '../../test/renderAdmin';
import { EMPTY_STATE } from './ContentScreen';

jest.mock('@sweepscout/kit', () => jest.requireActual('../../test/kitWithPreviewStub').kit);

const DISCLAIMER = pageContentRecord({ page: 'disclaimer', title: 'Disclaimer' });

describe('the website content screen', () => {
  it('a failed create says "Error" / "Failed to create content" word for word and keeps the dialog', async () => {
    const api = admin.answerApi({
      'GET /api/admin/page-contents': () => ({ body: [] }),
      'POST /api/admin/page-contents': () => ({
        status: 409,
        body: { message: 'Content for this page already exists' },
      }),
    });
    const dialog = await admin.openAddDialog('/admin/content', EMPTY_STATE, 'Content');
    admin.type('Page', 'disclaimer');
    admin.type('Title', 'Clash');
    admin.type('Content', '<p>Clash</p>');
    fireEvent.submit(dialog.querySelector('form')!);
    const failed = await screen.findByText('Failed to create content');
    expect(failed.textContent).toBe('Failed to create content');
    expect(screen.getByText('Error').textContent).toBe('Error');
    expect(admin.dialogNamed('Add Content')).toBe(dialog);
    const [post] = api.requests('POST', '/api/admin/page-contents');
    expect(pageContentInputSchema.parse(post.body)).toMatchObject({
      page: 'disclaimer',
      title: 'Clash',
      status: 'published',
    });
  });
});

describe('the website content list', () => {
  it('shows page, title, meta description and last update of each page', async () => {
    admin.answerApi({ 'GET /api/admin/page-contents': () => ({ body: [DISCLAIMER] }) });
    await admin.renderListed('/admin/content', 'disclaimer');
    expect(admin.columnHeaders()).toBe(
      'Page | Title | Meta Description | Last Updated | Status | Actions',
    );
  });

  it('the add dialog recommends a meta description length; required fields missing are named once, nothing is sent', async () => {
    const api = admin.answerApi({ 'GET /api/admin/page-contents': () => ({ body: [DISCLAIMER] }) });
    const dialog = await admin.openAddDialog('/admin/content', 'disclaimer', 'Content');
    expect(
      within(dialog).getByText(/meta description of 150 to 160 characters is recommended/),
    ).toBeTruthy();
    admin.click('Create Content', dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Please fill in all required fields');
    expect(api.requests('POST', '/api/admin/page-contents')).toEqual([]);
  });

  it("delete asks with the browser's confirm: dismissed keeps the page, accepted deletes it", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const api = admin.answerApi({
      'GET /api/admin/page-contents': () => ({ body: [DISCLAIMER] }),
      'DELETE /api/admin/page-contents/:id': () => ({ status: 204 }),
    });
    await admin.renderListed('/admin/content', 'disclaimer');
    admin.click('Delete disclaimer');
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this content?');
    expect(api.requests('DELETE', /page-contents/)).toEqual([]);

    confirm.mockReturnValue(true);
    admin.click('Delete disclaimer');
    await admin.findToast('Success', 'Content deleted successfully');
    expect(confirm.mock.calls).toEqual([
      ['Are you sure you want to delete this content?'],
      ['Are you sure you want to delete this content?'],
    ]);
    expect(api.requests('DELETE', /page-contents/).map((r) => r.url.pathname)).toEqual([
      `/api/admin/page-contents/${DISCLAIMER.id}`,
    ]);
    confirm.mockRestore();
  });

  it('pages, searches and sorts on the server: what the screen asks for is what it shows', async () => {
    // 26 pages with one prefix, one more than a screen's page, beside the seeded disclaimer.
    const prefix = 'zz-paging';
    const keys = Array.from({ length: 26 }, (_, n) => `${prefix}-${String(n).padStart(2, '0')}`);
    const records = [
      DISCLAIMER,
      ...keys.map((page, n) => pageContentRecord({ id: String(n).padStart(24, '0'), page })),
    ];
    const api = admin.answerApi({
      'GET /api/admin/page-contents': (request) => answerPage(records, request, (r) => r.page),
    });
    await admin.renderListed('/admin/content', 'disclaimer');
    const lists = () => api.requests('GET', '/api/admin/page-contents').map(queryOf);
    expect(lists()).toEqual([{ page: '1', pageSize: '25' }]);

    admin.type('Search', prefix);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await waitFor(() => expect(pager.textContent).toContain('Page 1 of 2 (26 in all)'));
    expect(lists().at(-1)).toEqual({ page: '1', pageSize: '25', q: prefix });
    const rows = () => screen.getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(25);
    expect(admin.rowOf(keys[0])).toBeTruthy();

    admin.click('Next', pager);
    await waitFor(() => expect(pager.textContent).toContain('Page 2 of 2'));
    expect(lists().at(-1)).toEqual({ page: '2', pageSize: '25', q: prefix });
    // The pager follows the click at once; the rows follow the server's answer (on a loaded
    // machine, after the pager: the first page's rows are still shown while the second loads).
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(admin.rowOf(keys[25])).toBeTruthy();

    // Sorting by Page, descending, goes back to the first page with the last key first.
    const header = screen.getByRole('columnheader', { name: 'Page' });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(pager.textContent).toContain('Page 1 of 2'));
    expect(lists().at(-1)).toEqual({
      page: '1',
      pageSize: '25',
      q: prefix,
      sort: 'page',
      dir: 'desc',
    });
    await waitFor(() => expect(rows()[0].textContent).toContain(keys[25]));
  });
});
