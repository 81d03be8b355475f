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
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A casino's logo. The name is always written next to it, so the image is decorative (alt="");
 * a casino without a logo gets its initials.
 */
export function CasinoLogo({
  casino,
  size = 56,
}: {
  casino: Pick<Casino, 'name' | 'logoUrl'>;
  size?: number;
}) {
  return (
    <Frame $size={size} aria-hidden={casino.logoUrl ? undefined : true}>
      {casino.logoUrl ? (
        <img
          src={casino.logoUrl}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      ) : (
        initials(casino.name)
      )}
    </Frame>
  );
}
