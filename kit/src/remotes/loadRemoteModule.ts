import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { type RemoteModuleId, type RemoteModuleProps } from '@sweepscout/shared';
import { isRemoteRefusal, remoteLoadingPolicy } from './loadingPolicy';
import { acceptRemote, resetRemote } from './remoteRegistry';

type ModuleOf<Id extends RemoteModuleId> = { default: ComponentType<RemoteModuleProps[Id]> };
type RemoteComponent<Id extends RemoteModuleId> = LazyExoticComponent<
  ComponentType<RemoteModuleProps[Id]>
>;

/** Attempts per load and the wait before the second one (then doubled). */
export const REMOTE_LOAD_ATTEMPTS = 3;
export const REMOTE_RETRY_BASE_MS = 300;

const modules = new Map<RemoteModuleId, Promise<ModuleOf<RemoteModuleId>>>();
const components = new Map<RemoteModuleId, RemoteComponent<RemoteModuleId>>();

/**
 * @deprecated since 2.3.0: `isRemoteRefusal`, which also knows a refusal thrown by another copy
 * of the kit (the site server's). A remote refused by the shell: no retry can fix that.
 */
export const isVersionRefusal = isRemoteRefusal;

/**
 * The browser's remote-loading policy (the federation plugin the site server installs too):
 * checked (pin, required singletons) and registered before its code runs, tried three times
 * with 300 ms then 600 ms between attempts, and a failure told in the console.
 */
const browserPolicy = remoteLoadingPolicy({
  check: acceptRemote,
  forget: resetRemote,
  attempts: REMOTE_LOAD_ATTEMPTS,
  baseDelayMs: REMOTE_RETRY_BASE_MS,
  report: (id, error, refused) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      refused
        ? `Remote module ${id} refused: ${reason}`
        : `Remote module ${id} failed to load: ${reason}`,
    );
  },
});
let policyInstalled = false;

async function importWithPolicy<Id extends RemoteModuleId>(id: Id): Promise<ModuleOf<Id>> {
  // On the first load, not at import: the host's federation instance exists by then (and the
  // site server, which imports the kit too, installs the policy on its own host).
  if (!policyInstalled) {
    registerPlugins([browserPolicy]);
    policyInstalled = true;
  }
  const module = await loadRemote<{ default?: ComponentType<RemoteModuleProps[Id]> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} is unavailable`);
  return { default: module.default };
}

/** The module's code, imported once; a failed import is forgotten so that a retry tries again. */
function remoteModule<Id extends RemoteModuleId>(id: Id): Promise<ModuleOf<Id>> {
  let module = modules.get(id) as Promise<ModuleOf<Id>> | undefined;
  if (!module) {
    module = importWithPolicy(id);
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
