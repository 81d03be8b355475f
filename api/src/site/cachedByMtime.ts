import fs from 'node:fs';

/**
 * What `load` makes of a file, made again only when the file's modification time changes (a
 * redeploy replaced it): a stat per call, no read. null while the file is missing.
 */
export function cachedByMtime<T>(load: (file: string) => T): (file: string) => T | null {
  let cached: { file: string; mtimeMs: number; value: T } | null = null;
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) {
      cached = { file, mtimeMs, value: load(file) };
    }
    return cached.value;
  };
}
