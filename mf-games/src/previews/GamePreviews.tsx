import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { Casino, Game } from '@sweepscout/shared';
import {
  Badge,
  Button,
  SectionTitle,
  Skeleton,
  StateMessage,
  theme,
  trackEvent,
  trackedLinkProps,
} from '@sweepscout/kit';
import { useGetCasinoGamesQuery } from '../api/gamesApi';
import { usePrefersReducedMotion } from '../common/hooks';
import { previewGames } from './demoGames';
import { PreviewCanvas } from './PreviewCanvas';
import { sceneKindOf, wrapIndex } from './sceneMath';
import { SpeakerIcon } from './SpeakerIcon';

const c = theme.colors;

/** Mounted inside the casino page's own layout: no outer container or section padding. */
const Root = styled.section`
  display: block;
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 600px) minmax(0, 1fr);
    align-items: start;
  }
`;

/** Stage and controls; this is what goes fullscreen, so the controls stay usable there. */
const Player = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  &:fullscreen {
    background: #0b0f19;
    align-content: center;
    justify-items: center;
    padding: ${theme.space(4)};
  }
  &:fullscreen > div:first-child {
    max-width: min(100%, calc((100vh - 120px) * 1.5));
    border-radius: 0;
  }
  &:fullscreen > div:last-child {
    width: 100%;
    max-width: min(100%, calc((100vh - 120px) * 1.5));
    color: #f9fafb;
  }
  &:fullscreen button {
    background: #ffffff;
    color: #111827;
  }
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  max-width: 600px;
  aspect-ratio: 3 / 2;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: #111827;
  box-shadow: ${theme.shadow.card};
`;

const Poster = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

const PlayOverlay = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border: 0;
  cursor: pointer;
  background: rgba(17, 24, 39, 0.45);
  color: #fff;
  font: inherit;
  transition: background 0.2s;
  &:hover {
    background: rgba(17, 24, 39, 0.3);
  }
  &:focus-visible {
    outline: 4px solid ${c.focus};
    outline-offset: -4px;
  }
  span {
    width: 88px;
    height: 88px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: rgba(255, 255, 255, 0.92);
    color: #5b21b6;
    font-size: 2.5rem;
    padding-left: 8px;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.4);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  flex-wrap: wrap;
  max-width: 600px;
`;

const ControlGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`;

const IconButton = styled(Button).attrs({ $variant: 'secondary', $size: 'sm' })`
  min-width: 44px;
  min-height: 44px;
`;

const Counter = styled.span`
  min-width: 4ch;
  text-align: center;
  color: ${c.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Info = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.5rem;
    color: ${c.text};
  }
  p {
    margin: 0;
    color: ${c.textMuted};
    line-height: 1.6;
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    color: ${c.text};
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const TYPE_LABELS: Readonly<Record<Game['type'], string>> = {
  slot: 'Slot',
  table: 'Table Game',
  poker: 'Poker',
  bingo: 'Bingo',
};

function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(!!target.current && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const supported = typeof document !== 'undefined' && !!document.fullscreenEnabled;
  const toggle = async () => {
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return false;
    }
    await target.current?.requestFullscreen().catch(() => undefined);
    return document.fullscreenElement === target.current;
  };
  return { active, supported, toggle };
}

/**
 * Game previews on a casino page: the casino's games (GET /api/games?casinoId=, falling back to
 * the static demo games), each first as its image with a play overlay, then as a 600 × 400 canvas
 * animation for its type. Mute, fullscreen, previous/next with wrap-around (disabled with one
 * game or none) and 'Play at {casino}' through the tracked outbound link.
 */
function CasinoPreviews({ casino }: { casino?: Casino }) {
  const { data, isLoading } = useGetCasinoGamesQuery(casino?.id ?? '', { skip: !casino });
  const games = previewGames(casino, data);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(playerRef);

  const count = games.length;
  const game: Game | undefined = games[wrapIndex(index, Math.max(1, count))];
  const canCycle = count > 1;
  const casinoName = casino?.name ?? game?.casinoName ?? '';
  // No outbound link for a visitor in an information-only state.
  const casinoSlug = casino?.informationOnly ? null : (casino?.slug ?? game?.casinoSlug ?? null);

  const trackView = (shown: Game) =>
    trackEvent('view_game_preview', { category: casinoName, label: shown.name });

  const play = () => {
    if (!game) return;
    setPlaying(true);
    trackView(game);
  };

  const cycle = (step: number) => {
    if (!canCycle) return;
    const next = wrapIndex(index + step, count);
    setIndex(next);
    if (playing) trackView(games[next]);
  };

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    trackEvent(next ? 'mute' : 'unmute', { category: casinoName, label: game?.name });
  };

  const toggleFullscreen = async () => {
    const entered = await fullscreen.toggle();
    if (entered) trackEvent('fullscreen', { category: casinoName, label: game?.name });
  };

  return (
    <Root data-remote="games" aria-labelledby="game-previews-title">
      <SectionTitle id="game-previews-title">Game Previews</SectionTitle>
      {casino && isLoading ? (
        <Skeleton $height="400px" style={{ maxWidth: 600 }} aria-label="Loading game previews" />
      ) : (
        <Layout>
          <Player ref={playerRef} data-testid="preview-player">
            <Stage data-testid="preview-stage">
              {game && playing ? (
                <PreviewCanvas
                  key={game.id}
                  kind={sceneKindOf(game)}
                  name={game.name}
                  muted={muted}
                  animate={!reducedMotion}
                />
              ) : game ? (
                <>
                  <Poster
                    src={game.previewImage}
                    alt={`${game.name} preview`}
                    width={600}
                    height={400}
                  />
                  <PlayOverlay
                    type="button"
                    onClick={play}
                    aria-label={`Play preview of ${game.name}`}
                  >
                    <span aria-hidden="true">▶</span>
                  </PlayOverlay>
                </>
              ) : (
                <StateMessage
                  $tone="empty"
                  style={{ margin: 0, height: '100%', display: 'grid', placeItems: 'center' }}
                >
                  No game previews are available for this casino yet.
                </StateMessage>
              )}
            </Stage>
            <Controls role="toolbar" aria-label="Preview controls">
              <ControlGroup>
                <IconButton
                  type="button"
                  aria-label="Previous game"
                  disabled={!canCycle}
                  onClick={() => cycle(-1)}
                >
                  ‹
                </IconButton>
                <Counter aria-live="polite" data-testid="preview-counter">
                  {count > 0 ? `${wrapIndex(index, count) + 1} / ${count}` : '0 / 0'}
                </Counter>
                <IconButton
                  type="button"
                  aria-label="Next game"
                  disabled={!canCycle}
                  onClick={() => cycle(1)}
                >
                  ›
                </IconButton>
              </ControlGroup>
              <ControlGroup>
                <IconButton
                  type="button"
                  aria-pressed={muted}
                  onClick={toggleMute}
                  disabled={!game}
                >
                  <SpeakerIcon muted={muted} />
                  {muted ? 'Unmute' : 'Mute'}
                </IconButton>
                <IconButton
                  type="button"
                  aria-pressed={fullscreen.active}
                  onClick={() => void toggleFullscreen()}
                  disabled={!game || !fullscreen.supported}
                >
                  {fullscreen.active ? 'Exit Fullscreen' : 'Fullscreen'}
                </IconButton>
              </ControlGroup>
            </Controls>
          </Player>
          {game && (
            <Info>
              <h3 data-testid="preview-game-name">{game.name}</h3>
              <Facts>
                <Badge $tone="primary">{TYPE_LABELS[game.type]}</Badge>
                <Badge>RTP {game.rtp}%</Badge>
                <Badge $tone="warning">
                  {game.volatility[0].toUpperCase() + game.volatility.slice(1)} volatility
                </Badge>
              </Facts>
              <p>{game.description}</p>
              {game.features.length > 0 && (
                <ul>
                  {game.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              {casinoSlug && (
                <div>
                  <Button
                    as="a"
                    $size="lg"
                    {...trackedLinkProps(
                      { slug: casinoSlug, name: casinoName },
                      'game-preview',
                      'game_preview_conversion',
                      () =>
                        trackEvent('play_full_game', { category: casinoName, label: game.name }),
                    )}
                  >
                    Play at {casinoName}
                  </Button>
                </div>
              )}
            </Info>
          )}
        </Layout>
      )}
    </Root>
  );
}

/** Fresh state (first game, poster shown) whenever the page switches to another casino. */
export default function GamePreviews({ casino }: { casino?: Casino }) {
  return <CasinoPreviews key={casino?.id ?? 'demo'} casino={casino} />;
}
