import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteNameOf, type RemoteModuleId, type RemoteModuleProps } from '@sweepscout/shared';
import { withBackoff } from './backoff';
import { acceptRemote, resetRemote } from './remoteRegistry';
import { RemotePinError } from './manifestPins';
import { RemoteRefusedError } from './requirements';

type ModuleOf<Id extends RemoteModuleId> = { default: ComponentType<RemoteModuleProps[Id]> };
type RemoteComponent<Id extends RemoteModuleId> = LazyExoticComponent<
  ComponentType<RemoteModuleProps[Id]>
>;

/** Refused by the shell (versions or pin): loading it again would be refused again. */
const isRefusal = (error: unknown) => isVersionRefusal(error) || error instanceof RemotePinError;

/** Attempts per load and the wait before the second one (then doubled). */
export const REMOTE_LOAD_ATTEMPTS = 3;
export const REMOTE_RETRY_BASE_MS = 300;

const modules = new Map<RemoteModuleId, Promise<ModuleOf<RemoteModuleId>>>();
const components = new Map<RemoteModuleId, RemoteComponent<RemoteModuleId>>();

/**
 * A remote that needs a shared singleton (React, the router, the kit...) in a version the shell
 * does not provide is refused, by the check of its manifest or, should its remoteEntry disagree
 * with its manifest, by the federation runtime (`strictVersion`): no retry can fix that.
 */
export function isVersionRefusal(error: unknown): boolean {
  return (
    error instanceof RemoteRefusedError ||
    (error instanceof Error && /does not satisfy the requirement/.test(error.message))
  );
}

async function importOnce<Id extends RemoteModuleId>(id: Id): Promise<ModuleOf<Id>> {
  await acceptRemote(remoteNameOf(id));
  const module = await loadRemote<{ default?: ComponentType<RemoteModuleProps[Id]> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} is unavailable`);
  return { default: module.default };
}

function importWithRetry<Id extends RemoteModuleId>(id: Id): Promise<ModuleOf<Id>> {
  return withBackoff(
    async (attempt) => {
      // Before another attempt, forget the remote's entry so that it is fetched afresh.
      if (attempt > 0) await resetRemote(remoteNameOf(id)).catch(() => undefined);
      return importOnce(id);
    },
    {
      attempts: REMOTE_LOAD_ATTEMPTS,
      baseDelayMs: REMOTE_RETRY_BASE_MS,
      shouldRetry: (error) => !isRefusal(error),
    },
  ).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      isRefusal(error)
        ? `Remote module ${id} refused: ${reason}`
        : `Remote module ${id} failed to load: ${reason}`,
    );
    throw error;
  });
}

/** The module's code, imported once; a failed import is forgotten so that a retry tries again. */
function remoteModule<Id extends RemoteModuleId>(id: Id): Promise<ModuleOf<Id>> {
  let module = modules.get(id) as Promise<ModuleOf<Id>> | undefined;
  if (!module) {
    module = importWithRetry(id);
    modules.set(id, module as Promise<ModuleOf<RemoteModuleId>>);
    module.catch(() => {
      if (modules.get(id) === (module as Promise<ModuleOf<RemoteModuleId>>)) modules.delete(id);
    });
  }
  return module;
}

/** A lazy component for a remote module, created once per module so React keeps its state. */
export function remoteComponent<Id extends RemoteModuleId>(id: Id): RemoteComponent<Id> {
  let component = components.get(id) as RemoteComponent<Id> | undefined;
  if (!component) {
    component = lazy(() => remoteModule(id));
    components.set(id, component as unknown as RemoteComponent<RemoteModuleId>);
  }
  return component;
}

/** Start loading a module the visitor is likely to need next (link hover, idle time). */
export function preloadRemoteModule(id: RemoteModuleId): void {
  remoteModule(id).catch(() => undefined);
}

/** Load a module now (before hydrating a server-rendered page): its component. */
export async function importRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
): Promise<ComponentType<RemoteModuleProps[Id]>> {
  return (await remoteModule(id)).default;
}

/** Drop the cached module and lazy component so that a retry imports the module again. */
export function forgetRemoteComponent(id: RemoteModuleId): void {
  modules.delete(id);
  components.delete(id);
}
