import { isSearchText } from '../constants/content';
import { searchQuerySchema } from './content';

describe('isSearchText (the header search, without zod)', () => {
  it.each([
    '',
    ' ',
    'a',
    ' a ',
    'ab',
    '  ab  ',
    'x'.repeat(80),
    ` ${'x'.repeat(80)} `,
    'x'.repeat(81),
  ])('agrees with searchQuerySchema for %j', (text) => {
    expect(isSearchText(text)).toBe(searchQuerySchema.safeParse({ q: text }).success);
  });

  it('accepts 2 to 80 characters once trimmed', () => {
    expect(isSearchText(' a ')).toBe(false);
    expect(isSearchText(' ab ')).toBe(true);
    expect(isSearchText('x'.repeat(80))).toBe(true);
    expect(isSearchText('x'.repeat(81))).toBe(false);
  });
});
