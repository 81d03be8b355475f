import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Casino, RemoteManifest } from '@sweepscout/shared';

/** The games remote's exposed preview section (it takes the casino it previews). */
export const GAME_PREVIEWS_MODULE = 'games/GamePreviews';
export type GamePreviewsProps = { casino: Casino };

const REMOTE_MANIFEST_URL = '/remotes.json';
const GAMES_REMOTE = 'games';

let registration: Promise<string> | null = null;

/**
 * A remote never imports another remote: this one learns where the games remote lives from the
 * same run-time manifest as the shell and loads its module through the federation runtime. A
 * failed attempt is forgotten so that a retry tries again.
 */
function registerGamesRemote(): Promise<string> {
  if (!registration) {
    registration = (async () => {
      const response = await fetch(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const entry = ((await response.json()) as RemoteManifest)[GAMES_REMOTE];
      if (!entry) throw new Error('The games remote is not in the remote manifest');
      registerRemotes([{ name: GAMES_REMOTE, entry }]);
      return entry;
    })().catch((error: unknown) => {
      registration = null;
      throw error;
    });
  }
  return registration;
}

export async function importGamePreviews(): Promise<{ default: ComponentType<GamePreviewsProps> }> {
  await registerGamesRemote();
  const module = await loadRemote<{ default?: ComponentType<GamePreviewsProps> }>(
    GAME_PREVIEWS_MODULE,
  );
  if (!module?.default) throw new Error(`Remote module ${GAME_PREVIEWS_MODULE} is unavailable`);
  return { default: module.default };
}

/** After a failure: register the games remote afresh so that the next load fetches its entry again. */
export async function resetGamesRemote(): Promise<void> {
  const entry = await registerGamesRemote();
  registerRemotes([{ name: GAMES_REMOTE, entry }], { force: true });
}
