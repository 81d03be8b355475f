import { css } from 'styled-components';
import { iconBox } from './iconBox';

/**
 * An icon painted in the text colour through a CSS mask of an SVG image.
 *
 * @deprecated since 2.8.0: use `clipIcon`. Kept for remotes built against kit 2.7 and earlier
 * (the kit is a singleton: they run this copy). Each mask is an SVG image the browser sets up as
 * a document of its own on the page's main thread before the first paint.
 */

/** A data: URL of an SVG made of `shapes` (in a 24×24 view box unless told), for `mask-image`. */
export function svgMaskUrl(shapes: string, viewBox = '0 0 24 24'): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'>${shapes}</svg>`;
  const encoded = svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent);
  return `url("data:image/svg+xml,${encoded}")`;
}

/** A stroked outline (the usual line icon) as mask shapes: the mask only reads opacity. */
export function strokedPath(d: string, width = 2): string {
  return `<path d='${d}' fill='none' stroke='#000' stroke-width='${width}' stroke-linecap='round' stroke-linejoin='round'/>`;
}

/** The CSS of an element (an empty, aria-hidden span) drawn as the icon, `size` pixels square. */
export function maskIcon(maskUrl: string, size: number) {
  return css`
    ${iconBox(size)}
    mask: ${maskUrl} center / contain no-repeat;
  `;
}
