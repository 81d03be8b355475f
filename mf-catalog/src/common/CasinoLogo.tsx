import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import type { Casino } from '@sweepscout/shared';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-weight: 800;
  picture {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A transparent pixel: what a logo held back shows until the app has taken over. */
const BLANK_IMAGE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * Where a held logo shows the blank pixel: a browser that runs scripts, on a screen narrower than
 * the kit's `sm` breakpoint (one column: a phone, where the logos of a list are below the first
 * view). Without scripts, or on a wider screen, the source does not apply and the logo loads at
 * once, as any other.
 */
const HELD_MEDIA = `(scripting: enabled) and (max-width: ${parseFloat(theme.breakpoints.sm) - 0.02}px)`;

/**
 * Until the app has taken over, the logo is held back (a `<source>` for HELD_MEDIA); the app
 * then drops the source and the logo loads. For logos below a phone's first view that the
 * browser fetches anyway (its lazy-loading margin reaches them): Chromium sets each SVG image up
 * as a document of its own on the main thread, tens of milliseconds on a phone, inside the
 * window where the page does not answer taps yet (docs/progressive-enhancement.md). The source
 * is marked `data-until-app`: should the app's script fail to load, the page's start script
 * removes it (shell/src/index.html).
 */
function useHeldUntilApp(hold: boolean): boolean {
  const [held, setHeld] = useState(hold);
  useEffect(() => {
    if (hold) setHeld(false);
  }, [hold]);
  return held;
}

/**
 * A casino's logo. The name is always written next to it, so the image is decorative (alt="");
 * a casino without a logo gets its initials. `afterAppOnPhones`: on a phone the logo loads once
 * the app runs (useHeldUntilApp), for the logos of a list below the first view.
 */
export function CasinoLogo({
  casino,
  size = 56,
  afterAppOnPhones = false,
}: {
  casino: Pick<Casino, 'name' | 'logoUrl'>;
  size?: number;
  afterAppOnPhones?: boolean;
}) {
  const held = useHeldUntilApp(afterAppOnPhones);
  const image = casino.logoUrl ? (
    <img src={casino.logoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : null;
  return (
    <Frame $size={size} aria-hidden={casino.logoUrl ? undefined : true}>
      {!image ? (
        initials(casino.name)
      ) : afterAppOnPhones ? (
        <picture>
          {held && <source media={HELD_MEDIA} srcSet={BLANK_IMAGE} data-until-app="" />}
          {image}
        </picture>
      ) : (
        image
      )}
    </Frame>
  );
}
