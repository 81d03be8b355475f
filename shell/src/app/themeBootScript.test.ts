import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@sweepscout/shared';
import { resolveTheme, type ThemePreference } from '@sweepscout/kit';

/** The inline script of index.html must pick the same theme as the store, before first paint. */
const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runBootScript(stored: string | null, systemDark: boolean): string | null {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(STORAGE_KEYS.theme, stored);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: query.includes('dark') && systemDark, media: query }),
  });
  document.documentElement.removeAttribute('data-theme');
  new Function(script)();
  return document.documentElement.getAttribute('data-theme');
}

describe('index.html theme boot script', () => {
  it('reads the store key', () => {
    expect(script).toContain(`'${STORAGE_KEYS.theme}'`);
  });

  it.each([null, 'light', 'dark', 'system', 'bogus'])(
    'agrees with resolveTheme for %s',
    (stored) => {
      for (const systemDark of [false, true]) {
        const preference: ThemePreference =
          stored === 'light' || stored === 'dark' ? stored : 'system';
        expect(runBootScript(stored, systemDark)).toBe(resolveTheme(preference, systemDark));
      }
    },
  );
});
