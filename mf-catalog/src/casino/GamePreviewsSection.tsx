import styled from 'styled-components';
import { Button, RemoteSlot, Skeleton, theme } from '@sweepscout/kit';
import type { Casino } from '@sweepscout/shared';

export const GAME_PREVIEWS_UNAVAILABLE = 'Interactive game previews are temporarily unavailable.';

const Region = styled.section`
  margin-top: ${theme.space(8)};
`;

const Fallback = styled.div`
  padding: ${theme.space(6)};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  text-align: center;
  color: ${theme.colors.textMuted};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.25rem;
    color: ${theme.colors.text};
  }
  p {
    margin: 0 0 ${theme.space(4)};
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  min-height: 320px;
`;

/**
 * The interactive game previews of a casino page: the games remote's GamePreviews, loaded at run
 * time. If that remote is down, only this section says so; the rest of the page works.
 */
export function GamePreviewsSection({ casino }: { casino: Casino }) {
  return (
    <Region aria-label="Interactive game previews" data-game-previews="">
      <RemoteSlot
        id="games/GamePreviews"
        props={{ casino }}
        loading={
          <Loading aria-busy="true" aria-label="Loading game previews">
            <Skeleton $height="1.75rem" $width="45%" />
            <Skeleton $height="280px" />
          </Loading>
        }
        fallback={(retry) => (
          <Fallback role="status" data-game-previews-fallback="">
            <h2>Interactive Game Previews</h2>
            <p>{GAME_PREVIEWS_UNAVAILABLE}</p>
            <Button type="button" $variant="secondary" onClick={retry}>
              Try again
            </Button>
          </Fallback>
        )}
      />
    </Region>
  );
}
