import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addAnalyticsTransport } from '@sweepscout/kit';
import type { AnalyticsEvent, Casino } from '@sweepscout/shared';
import { CasinoCard } from './CasinoCard';
import { Pagination } from '../compare/Pagination';

const casino: Casino = {
  id: '1',
  name: 'Crown Coins Casino',
  slug: 'crown-coins-casino',
  description: 'A casino.',
  logoUrl: '/media/logo.svg',
  bannerUrl: null,
  websiteUrl: 'https://crowncoinscasino.com',
  termsUrl: null,
  established: 2023,
  rating: 4.5,
  bonusAmount: '2 FREE Sweeps Coins',
  bonusDescription: null,
  promoCode: null,
  gamesCount: '450+ Games',
  gameTypes: 'Slots, Table Games',
  isFeatured: true,
  paymentMethods: ['Visa'],
  features: { welcomeBonus: true, noPurchaseRequired: true, vipProgram: true },
  minPurchase: null,
  minimumAge: 21,
  restrictedStates: ['WA', 'ID'],
};

const renderCard = () =>
  render(
    <MemoryRouter>
      <CasinoCard casino={casino} />
    </MemoryRouter>,
  );

describe('CasinoCard', () => {
  it('shows the name, the rating with one decimal and half a star, the bonus and at most 2 features', () => {
    const { container } = renderCard();
    expect(screen.getByRole('heading', { name: 'Crown Coins Casino' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    // Four whole stars and a half one are filled.
    expect(container.querySelector('[data-stars]')?.getAttribute('data-stars')).toBe('4.5');
    expect(screen.getByText('2 FREE Sweeps Coins')).toBeTruthy();
    const features = within(screen.getByRole('list', { name: 'Features' })).getAllByRole(
      'listitem',
    );
    expect(features.map((f) => f.textContent)).toEqual(['Welcome Bonus', 'No Purchase Required']);
  });

  it('shows the minimum age and the restricted states', () => {
    renderCard();
    expect(screen.getByText('21+')).toBeTruthy();
    expect(screen.getByText('Not available in WA, ID')).toBeTruthy();
  });

  it("'Claim Bonus' is a tracked, sponsored link in a new tab that fires claim_bonus", () => {
    const events: AnalyticsEvent[] = [];
    const remove = addAnalyticsTransport((e) => events.push(e));
    renderCard();
    const link = screen.getByRole('link', { name: /Claim Bonus/ });
    expect(link.getAttribute('href')).toBe('/go/crown-coins-casino?from=home-top-rated');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    remove();
    expect(events).toEqual([
      expect.objectContaining({ name: 'claim_bonus', label: 'Crown Coins Casino' }),
    ]);
  });
});

describe('Pagination', () => {
  it('disables Previous and Next at the ends, and both with one page', () => {
    const { rerender } = render(<Pagination page={1} totalPages={1} onPage={() => undefined} />);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    const onPage = jest.fn();
    rerender(<Pagination page={2} totalPages={3} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
    rerender(<Pagination page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });
});
