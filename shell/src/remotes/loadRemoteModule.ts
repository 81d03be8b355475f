import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemotesFromManifest } from './remoteManifest';
import type { RemoteModuleId } from './remoteModules';

type AnyProps = object;
type RemoteComponent = LazyExoticComponent<ComponentType<AnyProps>>;

const components = new Map<RemoteModuleId, RemoteComponent>();

async function importRemote(id: RemoteModuleId): Promise<{ default: ComponentType<AnyProps> }> {
  await registerRemotesFromManifest();
  const module = await loadRemote<{ default?: ComponentType<AnyProps> }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} is unavailable`);
  return { default: module.default };
}

/** Load a remote module now (before hydrating a server-rendered page): its component. */
export async function preloadRemoteModule(id: RemoteModuleId): Promise<ComponentType<AnyProps>> {
  return (await importRemote(id)).default;
}

/** A lazy component for a remote module, created once per module so React keeps its state. */
export function remoteComponent(id: RemoteModuleId): RemoteComponent {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => importRemote(id));
    components.set(id, component);
  }
  return component;
}

/** Drop the cached lazy component so that a retry imports the module again. */
export function forgetRemoteComponent(id: RemoteModuleId): void {
  components.delete(id);
}
