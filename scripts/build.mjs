// `npm run build`: build every package whose inputs changed since its last build (the contract,
// then the kit, then the API, the page server and the frontends two at a time), and the embedded
// database. `--force` builds them all again. `npm run build -w <package>` builds one package.
import { ensureBuilt } from './lib/build.mjs';

await ensureBuilt({ force: process.argv.includes('--force') });
