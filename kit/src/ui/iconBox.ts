import { css } from 'styled-components';

/** An empty, aria-hidden span `size` pixels square painted in the text colour: an icon's box. */
export function iconBox(size: number) {
  return css`
    display: inline-block;
    flex: none;
    width: ${size}px;
    height: ${size}px;
    background: currentColor;
    /* Keep the icon in the text's (system) colour when the user forces colours. */
    @media (forced-colors: active) {
      forced-color-adjust: none;
    }
  `;
}
