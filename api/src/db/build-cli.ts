/**
 * `node api/dist/db/build-cli.js`: build the embedded database binary up front (used by the
 * project's start and test scripts), printing one clear line when Go is missing.
 */
import { ensureEmbeddedDbBinary } from './embeddedBinary';

ensureEmbeddedDbBinary()
  .then((binary) => console.log(`Embedded database ready: ${binary}`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
