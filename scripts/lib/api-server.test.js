/**
 * How launchers start the server: with glibc's allocator settings (fewer arenas, large buffers
 * returned to the system), unless the environment already chose its own values.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const MODULE = pathToFileURL(path.join(__dirname, 'api-server.mjs')).href;

/** apiServerEnv(launcherEnv) as a launcher gets it (the module is ESM: run in its own node). */
function serverEnv(launcherEnv) {
  const script = `import { apiServerEnv } from ${JSON.stringify(MODULE)};
    console.log(JSON.stringify(apiServerEnv(JSON.parse(process.argv[1]))));`;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(launcherEnv)],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

test('the server environment carries the allocator settings beside what the launcher passes', () => {
  expect(serverEnv({ PORT: '4000', NODE_ENV: 'production' })).toEqual({
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
    PORT: '4000',
    NODE_ENV: 'production',
  });
});

test('a value the environment already holds wins over the default', () => {
  const env = serverEnv({ MALLOC_ARENA_MAX: '8' });
  expect(env.MALLOC_ARENA_MAX).toBe('8');
  expect(env.MALLOC_MMAP_THRESHOLD_).toBe('131072');
});
