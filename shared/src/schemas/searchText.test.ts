import { isSearchText, searchTextProblem } from '../constants/content';
import { searchQuerySchema } from './content';

const TEXTS = [
  '',
  ' ',
  'a',
  ' a ',
  'ab',
  '  ab  ',
  'x'.repeat(80),
  ` ${'x'.repeat(80)} `,
  'x'.repeat(81),
];

describe('isSearchText and searchTextProblem (the header search and results page, without zod)', () => {
  it.each(TEXTS)('agree with searchQuerySchema for %j', (text) => {
    const parsed = searchQuerySchema.safeParse({ q: text });
    expect(isSearchText(text)).toBe(parsed.success);
    expect(searchTextProblem(text)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
  });

  it('accepts 2 to 80 characters once trimmed', () => {
    expect(isSearchText(' a ')).toBe(false);
    expect(isSearchText(' ab ')).toBe(true);
    expect(isSearchText('x'.repeat(80))).toBe(true);
    expect(isSearchText('x'.repeat(81))).toBe(false);
  });

  it('says what is wrong in the words the API uses', () => {
    expect(searchTextProblem(' a ')).toBe('Search text must be at least 2 characters');
    expect(searchTextProblem('x'.repeat(81))).toBe('Search text must be at most 80 characters');
  });
});
