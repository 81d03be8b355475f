import { css } from 'styled-components';

/**
 * An icon painted in the text colour through a CSS mask. The icon's SVG is written once, in the
 * stylesheet, however often the page shows it: an inline SVG repeats its markup at every use, and
 * a server-rendered list page shows the same few icons dozens of times in every response.
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
    display: inline-block;
    flex: none;
    width: ${size}px;
    height: ${size}px;
    background: currentColor;
    mask: ${maskUrl} center / contain no-repeat;
    /* Keep the icon in the text's (system) colour when the user forces colours. */
    @media (forced-colors: active) {
      forced-color-adjust: none;
    }
  `;
}
