/** A void element as the browser serialises it: `<br>`, `<img src="…" alt="…">` (quoted values). */
const VOID_ELEMENT = /<(br|hr|img)((?:\s+[^\s=>"]+(?:="[^"]*")?)*)\s*>/g;

/**
 * The editor's HTML written as the server's sanitiser writes it, so that what the editor saves
 * comes back unchanged: void elements closed XHTML-style (`<br />`) and no-break spaces as the
 * character rather than the `&nbsp;` entity.
 */
export function toStoredHtml(html: string): string {
  return html.replace(VOID_ELEMENT, '<$1$2 />').replaceAll('&nbsp;', '\u00a0');
}
