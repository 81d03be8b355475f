import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CompareRowData } from '@sweepscout/shared';
import { ValueCells } from './ValueCells';

const casino = {
  slug: 'crown-coins-casino',
  name: 'Crown Coins Casino',
  valueFigures: {
    bestCostPerSc: 20 / 21,
    bestPackageIndex: 0,
    freeScPerDay: 1,
    lowestRedemptionSc: 50,
    methods: ['gift-card'],
  },
  offerChangedAt: '2026-11-24T09:30:00.000Z',
} as unknown as CompareRowData;

function cell(showChange: boolean) {
  render(
    <MemoryRouter>
      <table>
        <tbody>
          <tr>
            <ValueCells casino={casino} showChange={showChange} />
          </tr>
        </tbody>
      </table>
    </MemoryRouter>,
  );
}

describe('ValueCells', () => {
  it('shows the figures, named', () => {
    cell(false);
    expect(screen.getByText('$0.952 per SC').textContent).toBe('$0.952 per SC');
    expect(screen.queryByText(/Offer changed/)).toBeNull();
  });

  it('links the date of the offer change to the offer history under the week filter', () => {
    cell(true);
    const link = screen.getByRole('link', {
      name: 'Offer changed 2026-11-24 at Crown Coins Casino',
    });
    expect(link.getAttribute('href')).toBe('/casino/crown-coins-casino#offer-history-title');
  });
});
