import fs from 'node:fs';

/**
 * At most this often a file's modification time is looked up again (a burst shares one look).
 * Each page for a new query reads the stamps of about a dozen build files (the template, the
 * shell's server build and script lists, two manifests per remote): looked at every 20 ms, at 100
 * to 200 pages a second a worker, that was a stat call per file on nearly every page, about 1.5 %
 * of a worker's profile.
 * A quarter second is still far under anything a person deploying could notice.
 */
export const FILE_RECHECK_MS = 250;

const looks = new Map<string, { checkedAt: number; mtimeMs: number }>();

/**
 * A deployed file's modification time, -1 while it is missing. Pages and cached answers depend on
 * build files (the shell's template and server build, the remotes' manifests) that a redeploy
 * replaces; checking them on every request cost a stat call each, so a look is reused for
 * FILE_RECHECK_MS: a redeploy shows within that time.
 */
export function fileStamp(file: string, now = Date.now()): number {
  const known = looks.get(file);
  if (known && now - known.checkedAt < FILE_RECHECK_MS) return known.mtimeMs;
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    mtimeMs = -1;
  }
  looks.set(file, { checkedAt: now, mtimeMs });
  return mtimeMs;
}

/**
 * A value made from a file (its text, the module it exports), made again only when the file
 * changes; null while the file is missing. One value per file (a few deployed files each).
 */
export function madeFromFile<T>(make: (file: string) => T): (file: string) => T | null {
  const made = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    const mtimeMs = fileStamp(file);
    if (mtimeMs < 0) return null;
    let known = made.get(file);
    if (!known || known.mtimeMs !== mtimeMs) {
      known = { mtimeMs, value: make(file) };
      made.set(file, known);
    }
    return known.value;
  };
}
