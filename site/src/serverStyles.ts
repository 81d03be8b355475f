import { createElement, type ReactElement } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/** Marks the server's style sheet in the page (the browser's styled-components leaves it alone). */
export const SERVER_STYLES_ID = 'ssr-styles';

type StyleSheet = ServerStyleSheet['instance'];

/**
 * styled-components' StyleSheet class. The package does not export it; every ServerStyleSheet
 * holds one. Its group numbers (`registerId`) are the package's own, shared by every sheet.
 */
const StyleSheetClass = new ServerStyleSheet().instance.constructor as (new (options: {
  isServer: boolean;
}) => StyleSheet) & { registerId(id: string): number };

/** A styled-components class name of a component: its component id and the name. */
export type StyleUse = readonly [id: string, name: string];

/** Beyond this many remembered class names, the memory starts again (a bound, never reached). */
const MAX_REMEMBERED_NAMES = 20_000;

/**
 * The CSS of every class name any render of this process made, per component id: its rules
 * joined once, when first made (joining them again for every page was about 2 % of a page).
 */
const rememberedCss = new Map<string, Map<string, string>>();
let rememberedNames = 0;

function remember(id: string, name: string, rules: string[]): string {
  if (rememberedNames >= MAX_REMEMBERED_NAMES) {
    rememberedCss.clear();
    rememberedNames = 0;
  }
  let names = rememberedCss.get(id);
  if (!names) rememberedCss.set(id, (names = new Map()));
  if (!names.has(name)) rememberedNames += 1;
  const css = rules.join('');
  names.set(name, css);
  return css;
}

/**
 * The style sheet of one server-rendered page. styled-components turns each class's CSS into
 * rules (stylis) when a sheet does not know the class yet, and a new ServerStyleSheet per page
 * knows none: that was about a third of a page render. This sheet knows every class an earlier
 * render of the process made (their rules are remembered), so each class is turned into rules
 * once per process; it still writes only the rules this page used, in the order a new
 * ServerStyleSheet writes them: by styled-components' group (one per component, numbered when
 * the component is defined), then in the order the page first used them.
 */
export class PageStyleSheet extends StyleSheetClass {
  /** Per group, the rules this page used in order, and the names they came from. */
  private readonly used = new Map<number, { id: string; names: Set<string>; css: string[] }>();
  /** The class names each fragment being recorded used, in order (serverFragments.ts). */
  private readonly recordings: Map<string, StyleUse>[] = [];

  constructor() {
    super({ isServer: true });
  }

  /** The styled-components provider that makes the page's components write here. */
  collectStyles(app: ReactElement): ReactElement {
    return createElement(StyleSheetManager, { sheet: this }, app);
  }

  /** Known to the process: used on this page once (as a new sheet keeps a class's rules once). */
  override hasNameForId(id: string, name: string): boolean {
    const css = rememberedCss.get(id)?.get(name);
    if (css === undefined) return false;
    this.useOnPage(id, name, css);
    return true;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    this.useOnPage(id, name, remember(id, name, rules));
  }

  /** From now until stopRecording, the class names used are noted for a fragment too. */
  startRecording(): void {
    this.recordings.push(new Map());
  }

  /** The class names used since the matching startRecording, in the order first used. */
  stopRecording(): StyleUse[] {
    return [...(this.recordings.pop() ?? new Map<string, StyleUse>()).values()];
  }

  /**
   * A kept fragment's class names used on this page, as if it had been rendered here; false (and
   * nothing used) when the process no longer remembers one of their rules.
   */
  reuse(styles: readonly StyleUse[]): boolean {
    const css = styles.map(([id, name]) => rememberedCss.get(id)?.get(name));
    if (css.some((found) => found === undefined)) return false;
    styles.forEach(([id, name], i) => this.useOnPage(id, name, css[i] as string));
    return true;
  }

  /** A global style made again (its props changed): its rules so far go, in the page and memory. */
  override clearRules(id: string): void {
    this.used.delete(StyleSheetClass.registerId(id));
    const names = rememberedCss.get(id);
    if (names) rememberedNames -= names.size;
    rememberedCss.delete(id);
  }

  /**
   * The class names this page's CSS styles, per component id: the browser registers them before
   * hydrating, so that its styled-components inserts none of these rules again (each insertion
   * made the browser recompute the style of the whole page between two slices of hydration).
   */
  pageNames(): Record<string, string[]> {
    return Object.fromEntries([...this.used.values()].map(({ id, names }) => [id, [...names]]));
  }

  /** The page's CSS: every rule it used, as a new ServerStyleSheet would write it. */
  css(): string {
    return this.cssParts().join('');
  }

  /** The page's CSS in parts that follow one another (a part per component). */
  cssParts(): string[] {
    return [...this.used].sort(([a], [b]) => a - b).map(([, group]) => group.css.join(''));
  }

  /**
   * A class name used by the page: noted for the fragments being recorded, and its rules written
   * once per page (as a new sheet keeps a class's rules once).
   */
  private useOnPage(id: string, name: string, css: string): void {
    if (this.recordings.length > 0) {
      const key = `${id} ${name}`;
      for (const recording of this.recordings) {
        if (!recording.has(key)) recording.set(key, [id, name]);
      }
    }
    const group = this.groupOf(id);
    if (group.names.has(name)) return;
    group.names.add(name);
    group.css.push(css);
  }

  private groupOf(id: string) {
    const number = StyleSheetClass.registerId(id);
    let group = this.used.get(number);
    if (!group) this.used.set(number, (group = { id, names: new Set(), css: [] }));
    return group;
  }
}

/**
 * The rendered page's CSS as one plain style element, without styled-components' rehydration
 * records (parsing them back in the browser cost as much as it saved). The browser's
 * styled-components learns the class names this element styles from the page's payload
 * (`pageNames()`) and inserts only the rules of classes it renders later, into its own sheet after
 * this one; the page is styled from the first paint to the last. In parts that follow one another
 * (none without styles), written to the page's bytes as they are: one string of them was a copy
 * of the page's CSS (about 19 KB on /compare) for every render.
 */
export function serverStyleElement(sheet: PageStyleSheet): string[] {
  const parts = sheet.cssParts().filter((part) => part !== '');
  return parts.length > 0 ? [`<style id="${SERVER_STYLES_ID}">`, ...parts, '</style>'] : [];
}
