import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The public page modules the admin's live preview mounts (presentational, record as props). */
export type PreviewModuleId = 'content/GuideArticle' | 'content/ReviewArticle';

interface FederationInstance {
  options?: { remotes?: { name?: string; alias?: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
}
type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } };

/**
 * The host's federation runtime: the shell registered every remote on it from /remotes.json, and
 * this remote shares that runtime (externalRuntime), so its instances are on the global.
 */
function hostInstance(remote: string): FederationInstance | undefined {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  return instances.find((instance) =>
    (instance.options?.remotes ?? []).some((r) => r.name === remote || r.alias === remote),
  );
}

type AnyProps = object;
const cache = new Map<PreviewModuleId, LazyExoticComponent<ComponentType<AnyProps>>>();

/** A lazy component of a public page module, loaded through federation once. */
export function publicComponent(id: PreviewModuleId): LazyExoticComponent<ComponentType<AnyProps>> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      const host = hostInstance(id.split('/')[0]);
      if (!host) throw new Error('The public pages are not available here');
      const module = await host.loadRemote<{ default?: ComponentType<AnyProps> }>(id);
      if (!module?.default) throw new Error(`${id} is unavailable`);
      return { default: module.default };
    });
    cache.set(id, component);
  }
  return component;
}
