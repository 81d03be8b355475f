// A benchmark's command line, read with node's own parser (util.parseArgs, not strict): options
// as `--name=value` (`--name` alone is true) and positionals (a site's URL).
import { parseArgs } from 'node:util';

/** @returns {{ options: Record<string, string | boolean | undefined>, positionals: string[] }} */
export function benchCommandLine() {
  const { values, positionals } = parseArgs({ strict: false, allowPositionals: true });
  return { options: values, positionals };
}

/**
 * The build that `--beside=<url>` names (another running site, measured in the same run as a
 * reference), without a trailing slash; undefined when the option is not given.
 * @param {Record<string, string | boolean | undefined>} options
 */
export function besideUrl(options) {
  return typeof options.beside === 'string' ? options.beside.replace(/\/$/, '') : undefined;
}
