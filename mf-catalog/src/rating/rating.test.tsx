import { render, screen } from '@testing-library/react';
import { computeRating, DEFAULT_RATING_WEIGHTS, type Casino } from '@sweepscout/shared';
import { answerFetch, renderWithApp } from '../test/render';
import MethodologyPage, { WEIGHTS_ERROR } from './MethodologyPage';
import { BreakdownTable, RatingStars } from './RatingBreakdown';

const subScores = {
  bonuses: 10,
  games: 8,
  redemption: 9,
  trust: 9,
  support: 7,
  responsiblePlay: 8,
};
const casino: Pick<Casino, 'name' | 'rating' | 'rated' | 'subScores'> = {
  name: 'Crown Coins Casino',
  rating: computeRating(subScores, DEFAULT_RATING_WEIGHTS) ?? 0,
  rated: true,
  subScores,
};

/** Every API call answered with this status and body. */
const answerAll = (status: number, body: unknown) => answerFetch(() => ({ status, body }));

describe('rating breakdown', () => {
  it('lists each criterion with its weight and score, and a rating equal to their weighted sum (4.4)', () => {
    render(<BreakdownTable casino={casino} weights={DEFAULT_RATING_WEIGHTS} />);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Bonuses and value', '20%', '10.0 / 10'],
      ['Game library', '15%', '8.0 / 10'],
      ['Redemption', '20%', '9.0 / 10'],
      ['Trust and licensing', '25%', '9.0 / 10'],
      ['Support', '10%', '7.0 / 10'],
      ['Responsible play', '10%', '8.0 / 10'],
      ['Rating', '4.4 / 5'],
    ]);
    // (10×20 + 8×15 + 9×20 + 9×25 + 7×10 + 8×10) / 100 / 2 = 4.375, shown 4.4
    expect(casino.rating).toBe(4.4);
  });

  it('a criterion without a score says so, and a casino with too few scores is "Unrated"', () => {
    const thin = { ...casino, rating: 0, rated: false, subScores: { bonuses: 9, trust: 8 } };
    render(<BreakdownTable casino={thin} weights={DEFAULT_RATING_WEIGHTS} />);
    expect(screen.getAllByText('Not scored')).toHaveLength(4);
    expect(screen.getByText('Unrated')).toBeTruthy();
  });

  it('RatingStars shows stars for a rated casino and the word Unrated (no stars) otherwise', () => {
    const { rerender } = render(<RatingStars casino={{ rating: 4.4, rated: true }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeTruthy();
    rerender(<RatingStars casino={{ rating: 0, rated: false }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Unrated')).toBeTruthy();
  });
});

describe('MethodologyPage', () => {
  it('lists the published weights of every criterion', async () => {
    answerAll(200, {
      weights: { ...DEFAULT_RATING_WEIGHTS, trust: 30, support: 5 },
      updatedAt: null,
    });
    renderWithApp(<MethodologyPage />);
    expect(await screen.findByText('30%')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'How We Rate Sweepstakes Casinos' }));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Bonuses and value',
      'Game library',
      'Redemption',
      'Trust and licensing',
      'Support',
      'Responsible play',
    ]);
  });

  it('says so when the weights cannot be loaded', async () => {
    answerAll(500, { message: 'down' });
    renderWithApp(<MethodologyPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(WEIGHTS_ERROR);
  });
});
