import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { Prose } from './Prose';

describe('Prose', () => {
  it('turns glossary terms marked in the HTML into the kit glossary term, words kept once', () => {
    const html =
      '<h2>Coins</h2><p>Redeem your <span data-glossary-term="sweep-coins">Sweep Coins</span> today.</p>';
    const { container, rerender } = render(
      <StrictMode>
        <Prose html={html} />
      </StrictMode>,
    );
    const prose = container.querySelector('[data-testid="prose"]');
    expect(prose?.textContent).toBe('CoinsRedeem your Sweep Coins today.');
    // The stored span holds the kit's own term element (highlighted or plain, per visitor).
    const outer = prose?.querySelector('p > [data-glossary-term="sweep-coins"]');
    expect(outer?.querySelector('[data-glossary-term="sweep-coins"]')?.textContent).toBe(
      'Sweep Coins',
    );

    rerender(
      <StrictMode>
        <Prose html='<p><span data-glossary-term="redeem">Redemption</span> rules</p>' />
      </StrictMode>,
    );
    expect(prose?.textContent).toBe('Redemption rules');
    expect(prose?.querySelectorAll('[data-glossary-term="redeem"]')).toHaveLength(2);
  });
});
