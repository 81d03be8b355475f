import { screen, waitFor, within } from '@testing-library/react';
import { casinoRecord, idOf } from '../../test/fixtures';
import * as admin from '../../test/renderAdmin';

jest.mock('@sweepscout/kit', () => jest.requireActual('../../test/kitWithPreviewStub').kit);

const CROWN = casinoRecord({ name: 'Crown Coins Casino', rating: 4 });
const OURS = casinoRecord({
  id: idOf('a'),
  name: 'Admin Test Casino',
  rating: 4.3,
  isFeatured: true,
  minimumAge: 21,
  restrictedStates: ['WA', 'ID'],
});

/** The casinos list with two casinos; `handlers` answer the saves and deletes. */
function casinosApi(handlers: Parameters<typeof admin.answerApi>[0] = {}) {
  return admin.answerApi({
    'GET /api/admin/casinos': () => ({ body: [CROWN, OURS] }),
    ...handlers,
  });
}

describe('the casino brands screen', () => {
  it('lists the casinos under their columns, the rating as n.n/5 and featured as Yes or No', async () => {
    casinosApi();
    await admin.renderListed('/admin/casinos', CROWN.name);
    expect(screen.getByRole('heading', { name: 'Manage Casino Brands' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(admin.columnHeaders()).toBe(
      'Logo | Name | Rating | Bonus | Featured | Status | Actions',
    );
    expect(admin.rowLine(CROWN.name, 5)).toBe(
      'None | Crown Coins Casino | 4.0/5 | 10,000 Gold Coins | No',
    );
    expect(admin.rowLine(OURS.name, 5)).toBe(
      'None | Admin Test Casino | 4.3/5 | 10,000 Gold Coins | Yes',
    );
  });

  it('a new casino is rated 4.0, from 1 to 5 in tenths; without a name it says so and sends nothing', async () => {
    const api = casinosApi();
    const dialog = await admin.openAddDialog('/admin/casinos', CROWN.name, 'Casino');
    const rating = admin.control('Rating') as HTMLInputElement;
    expect(rating.value).toBe('4.0');
    expect([rating.min, rating.max, rating.step]).toEqual(['1', '5', '0.1']);
    admin.click('Add Casino', dialog);
    expect((await within(dialog).findByText('Name is required')).textContent).toBe(
      'Name is required',
    );
    expect(admin.control('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests('POST', '/api/admin/casinos')).toEqual([]);
  });

  it("a slug the API refuses: the toast gives the API's message, the dialog keeps what was typed", async () => {
    const message = 'A casino with the slug "crown-coins-casino" already exists';
    const api = casinosApi({
      'PUT /api/admin/casinos/:id': () => ({ status: 409, body: { message } }),
    });
    await admin.renderListed('/admin/casinos', OURS.name);
    admin.click(`Edit ${OURS.name}`);
    expect(admin.control('Restricted States').value).toBe('WA, ID');
    expect(admin.control('Minimum Age').value).toBe('21');
    admin.type('Slug', 'crown-coins-casino');
    admin.click('Update Casino');
    await admin.findToast('Error!', `Failed to update casino: ${message}`);
    expect(admin.dialogNamed('Edit Casino')).toBeTruthy();
    expect(admin.control('Slug').value).toBe('crown-coins-casino');
    const [put] = api.requests('PUT', `/api/admin/casinos/${OURS.id}`);
    expect(put.body).toMatchObject({ slug: 'crown-coins-casino', restrictedStates: ['WA', 'ID'] });
  });

  it('a casino the API will not delete: the toast names what uses it, and Cancel keeps the casino', async () => {
    const reason =
      'Cannot delete Crown Coins Casino: it is still used by 2 reviews ("Crown Review", "Coins Review"). Delete or move them first.';
    const api = casinosApi({
      'DELETE /api/admin/casinos/:id': () => ({ status: 409, body: { message: reason } }),
    });
    await admin.renderListed('/admin/casinos', CROWN.name);
    admin.click(`Delete ${CROWN.name}`);
    expect(within(admin.confirmation()).getByText(/This action cannot be undone/)).toBeTruthy();
    admin.click('Delete');
    await admin.findToast('Error!', `Failed to delete casino: ${reason}`);
    // The failed delete keeps the confirmation open; Cancel closes it and the casino stays.
    expect(admin.confirmation()).toBeTruthy();
    admin.click('Cancel');
    await waitFor(() => expect(admin.anyDialog()).toBeNull());
    expect(admin.rowOf(CROWN.name)).toBeTruthy();
    expect(api.requests('DELETE', /casinos/).map((r) => r.url.pathname)).toEqual([
      `/api/admin/casinos/${CROWN.id}`,
    ]);
  });
});
