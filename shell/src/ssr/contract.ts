import type { ShellServer } from '@sweepscout/kit';
import type * as ShellServerBuild from './server';

/**
 * The shell's Node build (server.tsx) is what the site server loads as a ShellServer: this stops
 * the build from compiling when it no longer offers what that contract says.
 */
type Implements = typeof ShellServerBuild extends ShellServer ? true : never;
export const SHELL_SERVER_MATCHES_CONTRACT: Implements = true;
