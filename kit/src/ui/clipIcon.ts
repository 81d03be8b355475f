import { css } from 'styled-components';
import { iconBox } from './iconBox';

/**
 * Icons drawn by CSS `clip-path` in the text colour. The shape is written once, in the
 * stylesheet, however often the page shows it (an inline SVG repeats its markup at every use,
 * and a server-rendered list shows the same icons dozens of times). Not an SVG image either
 * (a CSS mask or an `<img>`): the browser sets up every SVG image as a document of its own, on the
 * main thread, 10 to 30 ms each on a phone (4x CPU), before the first paint or in the time the
 * page waits for its app (docs/progressive-enhancement.md).
 */

/** A coordinate of a clip path, to a hundredth of a pixel (shorter CSS, the same shape). */
export const pathCoordinate = (px: number): number => Math.round(px * 100) / 100;

/** Path data written in a 24-unit box (absolute `M`, `L` and `Z` only), scaled by `scale`. */
export function scaledPath(d: string, scale: number): string {
  return d.replace(/-?\d*\.?\d+/g, (n) => String(pathCoordinate(Number(n) * scale)));
}

/**
 * The CSS of an element (an empty, aria-hidden span) drawn as the icon `d` (path data in a
 * 24-unit box: absolute `M`, `L` and `Z`; outlines of the strokes, every contour clockwise so that
 * overlapping parts stay filled), `size` pixels square.
 */
export function clipIcon(d: string, size: number) {
  return css`
    ${iconBox(size)}
    clip-path: path('${scaledPath(d, size / 24)}');
  `;
}
