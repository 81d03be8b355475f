import { chosenCasinos, otherCasinosText, typedCasinos } from './CoinValuePage';

describe('the calculator link', () => {
  it('reads ?casinos=a,b and the form’s repeated fields alike', () => {
    expect(chosenCasinos(new URLSearchParams('casinos=a,b&casinos=b&casinos=c'))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(typedCasinos(new URLSearchParams('more=Crown Coins Casino, x-y&more='))).toEqual([
      'Crown Coins Casino',
      'x-y',
    ]);
  });

  it('puts the link’s casinos that are not among the checkboxes in the typed field', () => {
    const params = new URLSearchParams('casinos=a,far-away&more=Crown Coins Casino&spend=20');
    expect(otherCasinosText(params, ['a', 'b'])).toBe('far-away, Crown Coins Casino');
    expect(otherCasinosText(new URLSearchParams('casinos=a'), ['a'])).toBe('');
  });
});
