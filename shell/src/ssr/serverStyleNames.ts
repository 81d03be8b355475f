import { __PRIVATE__ } from 'styled-components';

/** The part of styled-components' style sheet that records which class names it has styled. */
export interface StyleNameRegistry {
  registerName(id: string, name: string): void;
}

/**
 * Tells the browser's styled-components which class names the server's style element already
 * styles (per component id, from the page's payload), before hydrating: it then inserts none of
 * their rules again. Every rule it inserted made the browser recompute the style of the whole
 * page between two slices of hydration, six or seven times on the home page. Classes rendered
 * later (another page, another state) are inserted as before, into its own sheet.
 */
export function adoptServerStyleNames(
  names: Record<string, string[]> | undefined,
  registry: StyleNameRegistry = __PRIVATE__.mainSheet,
): void {
  if (!names) return;
  for (const [id, classNames] of Object.entries(names)) {
    for (const name of classNames) registry.registerName(id, name);
  }
}
