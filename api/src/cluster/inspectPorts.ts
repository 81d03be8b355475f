import { processEnvironment } from '../config';

/**
 * Inspector ports for the workers, given as node:cluster gives its own. A worker is forked with
 * the primary's Node flags and environment, so a primary started with `--inspect` (on the command
 * line or in NODE_OPTIONS) would have every worker try the primary's port and fail with "address
 * already in use": none of them could be debugged. Each worker gets the next port after the
 * primary's instead, in the order they are forked (a replaced worker takes a new one).
 */

/** The flags that start Node's inspector or set its port (node:cluster's own test). */
const INSPECTOR_FLAG = /^--(inspect|inspect-brk|inspect-wait|inspect-port|debug-port)(=.*)?$/;

const HIGHEST_PORT = 65535;
/** Past the highest port, numbering starts again above the privileged ones (as node:cluster). */
const FIRST_UNPRIVILEGED_PORT = 1024;

export function usesInspector(execArgv: readonly string[], nodeOptions = ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => INSPECTOR_FLAG.test(flag));
}

/**
 * The flag for each next worker: `--inspect-port=<port>` (which overrides the port of an
 * `--inspect` in NODE_OPTIONS, and keeps its host), or nothing when the primary has no inspector.
 * A primary whose inspector took a random port (`--inspect=0`) gives its workers random ones too.
 */
export function workerInspectPorts(
  execArgv: readonly string[] = process.execArgv,
  // Node's own variable, not a setting of the site's.
  nodeOptions: string | undefined = processEnvironment().NODE_OPTIONS,
  primaryPort: number = process.debugPort,
): () => string[] {
  if (!usesInspector(execArgv, nodeOptions)) return () => [];
  let offset = 0;
  return () => {
    if (primaryPort === 0) return ['--inspect-port=0'];
    offset += 1;
    let port = primaryPort + offset;
    if (port > HIGHEST_PORT) port = port - HIGHEST_PORT - 1 + FIRST_UNPRIVILEGED_PORT;
    return [`--inspect-port=${port}`];
  };
}
