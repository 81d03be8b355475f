// `npm run can-i-deploy -w <remote> -- --shell <folder or URL>`: may this remote's build go live
// under that shell? Reads the remote's dist/mf-manifest.json (run from the remote's folder, as
// `npm run -w` does) and the shell's mf-manifest.json from a folder (shell/dist) or a URL of the
// deployed shell, and exits 0 when every shared singleton the remote requires is provided in a
// satisfying version, or 1 with one line per unmet requirement.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { unmetRequirements, describeUnmet } = require('./lib/compatibility.cjs');

const MANIFEST = 'mf-manifest.json';

/**
 * A folder, a manifest file, a site URL or a manifest URL -> the parsed manifest. Relative paths
 * are taken from `base`: the folder the command was typed in for --shell (npm sets INIT_CWD), the
 * remote's own folder for --remote.
 */
async function readManifest(location, base) {
  if (/^https?:\/\//.test(location)) {
    const url = location.endsWith('.json')
      ? location
      : new URL(MANIFEST, location.replace(/\/?$/, '/')).href;
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    return response.json();
  }
  const file = location.endsWith('.json') ? location : path.join(location, MANIFEST);
  return JSON.parse(await readFile(path.resolve(base, file), 'utf8'));
}

const { values } = parseArgs({
  options: { shell: { type: 'string' }, remote: { type: 'string', default: 'dist' } },
});
if (!values.shell) {
  console.error('Usage: npm run can-i-deploy -w <remote> -- --shell <folder or URL of the shell>');
  process.exit(1);
}

try {
  const [remote, shell] = await Promise.all([
    readManifest(values.remote, process.cwd()),
    readManifest(values.shell, process.env.INIT_CWD ?? process.cwd()),
  ]);
  const unmet = unmetRequirements(remote, shell);
  const name = remote.name ?? path.basename(process.cwd());
  if (unmet.length === 0) {
    console.log(`✔ ${name} can deploy: the shell provides every shared singleton it requires`);
    process.exit(0);
  }
  console.error(`✖ ${name} cannot deploy under this shell:`);
  for (const requirement of unmet) console.error(`  ${describeUnmet(requirement)}`);
  process.exit(1);
} catch (error) {
  console.error(`✖ can-i-deploy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
