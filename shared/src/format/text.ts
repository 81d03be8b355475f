/** 'Crown Coins Casino' -> 'crown-coins-casino' (lowercased, spaces replaced by hyphens). */
export function nameToSlug(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
}

/** A URL-safe slug: lowercase letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The lines of an editor's text box, each trimmed, blank ones left out. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Cut to `max` characters and add an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Escape every regular-expression metacharacter, so user text matches literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Plain text of an HTML fragment, for excerpts and meta descriptions. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Alphabetical order for names (casinos, states), ignoring case: `localeCompare` without its
 * cost. Its first call loads the browser's collation data inside the page's start-up (ICU, as
 * `Intl` does), and these names are plain ASCII.
 */
export function compareNames(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What a list shows for a page number past its last page (an old or edited link): the list is
 * there, this page is not. `things` is the list's plural noun ('casinos', 'reviews').
 */
export function pastTheLastPage(things: string, pages: number): string {
  return `No ${things} on this page: the list has ${pages} page${pages === 1 ? '' : 's'}.`;
}
