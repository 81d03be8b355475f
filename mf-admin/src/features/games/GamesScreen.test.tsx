import { fireEvent, within } from '@testing-library/react';
import { gameInputSchema } from '@sweepscout/shared';
import { casinoRecord, gameRecord } from '../../test/fixtures';
import * as admin from '../../test/renderAdmin';

const CROWN = casinoRecord({ name: 'Crown Coins Casino' });
const GAME = gameRecord({ name: 'Crown Jewels Slots', rtp: 97.2, volatility: 'high' });

function gamesApi() {
  return admin.answerApi({
    'GET /api/admin/games': () => ({ body: [GAME] }),
    'GET /api/admin/casinos': () => ({ body: [CROWN] }),
    'POST /api/admin/games': ({ body }) => ({ status: 201, body }),
  });
}

const openAdd = () => admin.openAddDialog('/admin/games', GAME.name, 'Game');

describe('the casino games screen', () => {
  it('lists name, type, casino, RTP as a percentage and volatility', async () => {
    gamesApi();
    await admin.renderListed('/admin/games', GAME.name);
    expect(admin.columnHeaders()).toBe(
      'Name | Type | Casino | RTP | Volatility | Status | Actions',
    );
    expect(admin.rowLine(GAME.name, 5)).toBe(
      'Crown Jewels Slots | slot | Crown Coins Casino | 97.2% | high',
    );
  });

  it('a new game is a slot of 96.5 % RTP, medium volatility; a feature is added trimmed, never blank', async () => {
    const api = gamesApi();
    const dialog = await openAdd();
    expect(admin.control('RTP (%)').value).toBe('96.5');
    expect(admin.control('Volatility').value).toBe('medium');
    expect(admin.control('Type').value).toBe('slot');

    admin.type('Features', '   ');
    admin.click('Add Feature', dialog);
    expect(within(dialog).getByText('No features yet.')).toBeTruthy();
    admin.type('Features', '  Free Spins  ');
    admin.click('Add Feature', dialog);
    const features = within(dialog).getByRole('list', { name: 'Features' });
    expect(within(features).getByText('Free Spins').textContent).toBe('Free Spins');
    expect(within(dialog).queryByText('No features yet.')).toBeNull();
    const draft = within(dialog).getByLabelText('Features', { selector: 'input' });
    expect((draft as HTMLInputElement).value).toBe('');

    admin.type('Casino', 'Crown');
    fireEvent.click(await within(dialog).findByRole('option', { name: CROWN.name }));
    admin.type('Name', 'Admin Test Slots');
    admin.type('Preview Image URL', '/media/games/crown-jewels-slots.svg');
    admin.type('Description', 'A game added by the admin test.');
    admin.click('Add Game', dialog);
    await admin.findToast('Success!', 'Game has been added successfully.');
    const [post] = api.requests('POST', '/api/admin/games');
    expect(gameInputSchema.parse(post.body)).toMatchObject({
      casinoId: CROWN.id,
      name: 'Admin Test Slots',
      features: ['Free Spins'],
    });
  });
});
