import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton, theme } from '@sweepscout/kit';
import type { Casino } from '@sweepscout/shared';
import { importGamePreviews, resetGamesRemote } from '../remotes/gamePreviews';

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

class PreviewsBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Game previews failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Fallback role="status" data-game-previews-fallback="">
        <h2>Interactive Game Previews</h2>
        <p>{GAME_PREVIEWS_UNAVAILABLE}</p>
        <Button type="button" $variant="secondary" onClick={this.props.onRetry}>
          Try again
        </Button>
      </Fallback>
    );
  }
}

// One lazy component for the module, kept across casino pages so React keeps it loaded; a retry
// replaces it so that the module is imported again.
let GamePreviews = lazy(importGamePreviews);

/**
 * Canvas previews only run in a browser: on the server this area throws an error named
 * ClientOnlyArea, so the site server sends its loading state and the browser renders it.
 */
function ClientOnly(): never {
  const error = new Error('Game previews render in the browser');
  error.name = 'ClientOnlyArea';
  throw error;
}

/**
 * The interactive game previews of a casino page: the games remote's GamePreviews, loaded at run
 * time. If that remote is down, only this section says so; the rest of the page works.
 */
export function GamePreviewsSection({ casino }: { casino: Casino }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    void resetGamesRemote()
      .catch(() => undefined)
      .finally(() => {
        GamePreviews = lazy(importGamePreviews);
        setAttempt((n) => n + 1);
      });
  };
  return (
    <Region aria-label="Interactive game previews" data-game-previews="">
      <PreviewsBoundary key={attempt} onRetry={retry}>
        <Suspense
          fallback={
            <Loading aria-busy="true" aria-label="Loading game previews">
              <Skeleton $height="1.75rem" $width="45%" />
              <Skeleton $height="280px" />
            </Loading>
          }
        >
          {typeof window === 'undefined' ? <ClientOnly /> : <GamePreviews casino={casino} />}
        </Suspense>
      </PreviewsBoundary>
    </Region>
  );
}
