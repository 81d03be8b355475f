/**
 * Regenerate api/assets/media from the seed data: `node api/dist/seed/media/cli.js`.
 * The output is committed; the server only serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_ASSETS } from '../../paths';
import { seedMediaFiles } from './files';

for (const [url, content] of seedMediaFiles()) {
  const file = path.join(MEDIA_ASSETS, url.replace(/^\/media\//, ''));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
console.log(`Wrote ${seedMediaFiles().size} files to ${MEDIA_ASSETS}`);
