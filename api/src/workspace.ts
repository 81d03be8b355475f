import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths';

const workspaceSchema = z.object({
  remotes: z.record(
    z.string().regex(/^[a-z]+$/, 'a remote is named in lower-case letters'),
    z.object({ package: z.string().min(1) }),
  ),
});

/**
 * The remotes this site composes, from the repository's workspace.json (where each is declared
 * once): their federation names, and the package folder whose dist/ holds each one's build.
 */
const { remotes } = workspaceSchema.parse(
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'workspace.json'), 'utf8')),
);

/** catalog, content, ...: in declaration order. */
export const REMOTE_NAMES: readonly string[] = Object.keys(remotes);

/** The folder of a remote's package under the site root (its build is in <folder>/dist). */
export function remotePackage(name: string): string {
  const remote = remotes[name];
  if (!remote) throw new Error(`No remote named ${name} in workspace.json`);
  return remote.package;
}
