import { SETTINGS } from './config';

/** docs/configuration.md, written from the settings' declarations (`npm run docs:config`). */
export function configurationMarkdown(): string {
  const rows = Object.entries(SETTINGS).map(([name, { fallback, shown, doc }]) => {
    const byDefault = shown ?? (fallback === undefined ? 'unset' : `\`${fallback}\``);
    return `| \`${name}\` | ${byDefault} | ${doc.replaceAll('|', '\\|')} |`;
  });
  return [
    '# Configuration',
    '',
    '<!-- Generated from api/src/config.ts by `npm run docs:config`: edit that file, not this one. -->',
    '',
    'The server reads these environment variables, and only through `api/src/config.ts`. The ones',
    'read at start (port, database, folders, passwords, proxies, timings) need a restart; the others',
    '(remote URLs, `SITE_URL`, `GTM_ID`, `SSR`, `LOG_LEVEL`) are read when used. An invalid value',
    'stops the server at start with a message naming the variable.',
    '',
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '## Adding a setting',
    '',
    '1. Add one line to `SETTINGS` in `api/src/config.ts`: the variable name, its parser (zod),',
    '   its default and a one-line description.',
    "2. Read it where it is used with `setting('NAME')` (never `process.env`).",
    '3. Run `npm run docs:config` to regenerate this page; a unit test',
    '   (`api/test/unit/configuration-docs.test.ts`) fails until you do.',
    '',
    'Scripts under `scripts/` (start, test, benchmarks) read their own variables, such as',
    '`E2E_PORT` and `CHROMIUM_PATH` (the browser of the tests and benchmarks: by default',
    "Chromium's headless shell, `/usr/bin/chromium-headless-shell`, for the end-to-end tests and",
    '`/usr/bin/chromium` for Lighthouse and the benchmarks).',
    '',
  ].join('\n');
}
