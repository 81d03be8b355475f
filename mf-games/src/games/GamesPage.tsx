import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Container, Section, theme, trackEvent } from '@sweepscout/kit';
import { DEMO_GAME_NAMES, type DemoGameId } from '../common/analytics';
import { Blackjack } from './Blackjack';
import { Roulette } from './Roulette';
import { SlotMachine } from './SlotMachine';

const c = theme.colors;
const TABS: readonly DemoGameId[] = ['slot', 'blackjack', 'roulette'];

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(6)};
  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    color: ${c.text};
  }
  p {
    margin: 0;
    color: ${c.textMuted};
    max-width: 60ch;
  }
`;

const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
`;

const WinningsBadge = styled(Badge)`
  font-size: 0.95rem;
  padding: 6px 14px;
  border-color: ${c.success};
`;

const TabList = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  border-bottom: 1px solid ${c.border};
  margin-bottom: ${theme.space(5)};
  overflow-x: auto;
`;

const Tab = styled.button`
  flex: 1 1 0;
  padding: 12px 8px;
  white-space: nowrap;
  ${theme.media.sm} {
    flex: 0 0 auto;
    padding: 12px 18px;
  }
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${c.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${c.primary};
    border-bottom-color: ${c.primary};
  }
  &:hover {
    color: ${c.text};
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: -3px;
  }
`;

/**
 * /games: the three demo games in accessible tabs (arrow keys, Home and End move between tabs).
 * Inactive games stay mounted but hidden, so credits and stats survive switching tabs.
 */
export default function GamesPage() {
  const [active, setActive] = useState<DemoGameId>('slot');
  const [winnings, setWinnings] = useState<Record<DemoGameId, number>>({
    slot: 0,
    blackjack: 0,
    roulette: 0,
  });
  const tabRefs = useRef<Partial<Record<DemoGameId, HTMLButtonElement | null>>>({});
  const total = winnings.slot + winnings.blackjack + winnings.roulette;

  // One stable callback per game (games report their running winnings from an effect).
  const reporters = useMemo(() => {
    const report = (game: DemoGameId) => (value: number) =>
      setWinnings((current) => (current[game] === value ? current : { ...current, [game]: value }));
    return { slot: report('slot'), blackjack: report('blackjack'), roulette: report('roulette') };
  }, []);

  const select = (game: DemoGameId, focus = false) => {
    setActive(game);
    if (focus) tabRefs.current[game]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : null;
    if (next) {
      event.preventDefault();
      select(next, true);
    }
  };

  return (
    // Taps before the app runs are held and replayed (the inline script of the shell's page).
    <Section data-remote="games" data-capture-taps="">
      <Container>
        <Header>
          <div>
            <h1>Free Casino Demo Games</h1>
            <p>
              Try slots, blackjack and roulette with free virtual credits. Demo credits have no
              real-world value and cannot be redeemed.
            </p>
          </div>
          <HeaderActions>
            {total > 0 && (
              <WinningsBadge $tone="success" data-testid="total-winnings" aria-live="polite">
                Total Winnings: {total}
              </WinningsBadge>
            )}
            <Button
              as={Link}
              to="/"
              $variant="primary"
              onClick={() =>
                trackEvent('play_full_game_from_demo', {
                  category: 'games',
                  label: 'View Top Casinos',
                })
              }
            >
              View Top Casinos
            </Button>
          </HeaderActions>
        </Header>
        <TabList role="tablist" aria-label="Demo games">
          {TABS.map((game) => (
            <Tab
              key={game}
              ref={(element) => {
                tabRefs.current[game] = element;
              }}
              type="button"
              role="tab"
              id={`games-tab-${game}`}
              aria-selected={active === game}
              aria-controls={`games-panel-${game}`}
              tabIndex={active === game ? 0 : -1}
              onClick={() => select(game)}
              onKeyDown={onTabKeyDown}
            >
              {DEMO_GAME_NAMES[game]}
            </Tab>
          ))}
        </TabList>
        {TABS.map((game) => (
          <div
            key={game}
            role="tabpanel"
            id={`games-panel-${game}`}
            aria-labelledby={`games-tab-${game}`}
            hidden={active !== game}
          >
            {game === 'slot' && <SlotMachine onWinningsChange={reporters.slot} />}
            {game === 'blackjack' && <Blackjack onWinningsChange={reporters.blackjack} />}
            {game === 'roulette' && <Roulette onWinningsChange={reporters.roulette} />}
          </div>
        ))}
      </Container>
    </Section>
  );
}
