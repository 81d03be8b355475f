// A benchmark's command line, read with node's own parser (util.parseArgs, not strict): options
// as `--name=value` (`--name` alone is true) and positionals (a site's URL).
import { parseArgs } from 'node:util';

/** @returns {{ options: Record<string, string | boolean | undefined>, positionals: string[] }} */
export function benchCommandLine() {
  const { values, positionals } = parseArgs({ strict: false, allowPositionals: true });
  return { options: values, positionals };
}
