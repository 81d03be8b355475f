import { useEffect, useReducer } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@sweepscout/kit';
import {
  SLOT_AUTO_PLAY_DELAY_MS,
  SLOT_SYMBOLS,
  SLOT_SYMBOL_IDS,
  SLOT_THREE_OF_A_KIND_PAYOUTS,
  SLOT_TICK_MS,
  SLOT_TWO_ADJACENT_PAYOUTS,
  createInitialSlotState,
  formatPercent,
  selectSlotAutoSpinDue,
  selectSlotCanChangeBet,
  selectSlotCanSpin,
  selectSlotIsSpinning,
  selectSlotMaxBet,
  selectSlotTicksRemaining,
  selectSlotWinRate,
  slotActions,
  slotReducer,
} from '../engines';
import { trackDemoPlay, trackDemoWin } from '../common/analytics';
import { SlotSymbolIcon } from '../common/SlotSymbolIcon';
import {
  useDelayedAction,
  useGameRandom,
  useInterval,
  usePrefersReducedMotion,
} from '../common/hooks';
import { BetStepper, GameButton, GameTable, Hint, Row, Stat, StatList } from '../common/ui';

// Transform only (no filter): cheap to composite even without a GPU.
const blur = keyframes`
  0% { transform: translateY(-8%); }
  50% { transform: translateY(8%); }
  100% { transform: translateY(-8%); }
`;

const Reels = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(3)};
  max-width: 420px;
  margin: 0 auto;
`;

const Reel = styled.div<{ $spinning: boolean; $animate: boolean; $hit: boolean }>`
  aspect-ratio: 1 / 1.1;
  display: grid;
  place-items: center;
  font-size: clamp(2.5rem, 12vw, 4.5rem);
  border-radius: ${theme.radius.md};
  background: linear-gradient(180deg, #fafafa 0%, #e5e7eb 100%);
  color: #111827;
  box-shadow:
    inset 0 6px 10px rgba(0, 0, 0, 0.18),
    0 0 0 3px ${({ $hit }) => ($hit ? '#facc15' : 'rgba(255,255,255,0.15)')};
  overflow: hidden;
  span {
    display: block;
    line-height: 0;
    ${({ $spinning, $animate }) =>
      $spinning && $animate
        ? css`
            animation: ${blur} 0.2s linear infinite;
          `
        : ''}
  }
`;

const PayTable = styled.details`
  color: inherit;
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  table {
    margin-top: ${theme.space(2)};
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    padding: 4px 8px;
    text-align: center;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

export function SlotMachine({ onWinningsChange }: { onWinningsChange: (total: number) => void }) {
  const random = useGameRandom();
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(slotReducer, undefined, () => createInitialSlotState());
  const spinning = selectSlotIsSpinning(state);
  const ticksRemaining = selectSlotTicksRemaining(state);

  const spin = () => {
    if (spinning) return;
    if (selectSlotCanSpin(state)) trackDemoPlay('slot', state.bet);
    dispatch(slotActions.spin(random));
  };

  // 10 reel changes every 100 ms, then the final result 100 ms after the last change.
  useInterval(spinning, SLOT_TICK_MS, () =>
    dispatch(ticksRemaining > 0 ? slotActions.tick() : slotActions.settle()),
  );

  // Auto play: spin again 1.5 s after a spin finished, while credits cover the bet.
  useDelayedAction(selectSlotAutoSpinDue(state), SLOT_AUTO_PLAY_DELAY_MS, spin, state.stats.spins);

  useEffect(() => {
    if (state.stats.spins > 0) trackDemoWin('slot', state.lastWin);
  }, [state.stats.spins, state.lastWin]);

  useEffect(() => onWinningsChange(state.stats.totalWon), [state.stats.totalWon, onWinningsChange]);

  const combination = state.phase === 'settled' ? state.lastCombination : null;
  const hitReels: readonly number[] =
    combination && combination.kind !== 'none' ? combination.reels : [];
  const reelsLabel = state.reels.map((id) => SLOT_SYMBOLS[id].label).join(', ');
  const tone = state.phase === 'settled' ? (state.lastWin > 0 ? 'win' : 'loss') : 'neutral';

  return (
    <GameTable
      board={
        <Reels
          role="img"
          aria-label={spinning ? 'Reels spinning' : `Reels: ${reelsLabel}`}
          data-testid="slot-reels"
          data-reels={state.reels.join(',')}
        >
          {state.reels.map((id, index) => (
            <Reel
              key={index}
              $spinning={spinning}
              $animate={!reducedMotion}
              $hit={hitReels.includes(index)}
            >
              <span aria-hidden="true">
                <SlotSymbolIcon symbol={spinning && reducedMotion ? 'mystery' : id} />
              </span>
            </Reel>
          ))}
        </Reels>
      }
      tone={tone}
      status={state.message}
      statusTestId="slot-status"
    >
      <StatList>
        <Stat label="Credits" value={state.credits} testId="slot-credits" />
        <Stat label="Spins" value={state.stats.spins} testId="slot-spins" />
        <Stat
          label="Win Rate"
          value={formatPercent(selectSlotWinRate(state))}
          testId="slot-win-rate"
        />
      </StatList>
      <Row $center>
        <BetStepper
          id="slot-bet"
          label="Bet"
          value={state.bet}
          steps={[1]}
          canChange={(delta) => selectSlotCanChangeBet(state, delta)}
          onChange={(delta) => dispatch(slotActions.changeBet(delta))}
        />
        <GameButton
          $variant="secondary"
          unavailable={spinning || state.bet === selectSlotMaxBet(state)}
          onClick={() => dispatch(slotActions.maxBet())}
        >
          Max Bet
        </GameButton>
      </Row>
      <Row $center>
        <GameButton $size="lg" unavailable={spinning} onClick={spin}>
          Spin
        </GameButton>
        <GameButton
          $variant="secondary"
          aria-pressed={state.autoPlay}
          onClick={() => {
            if (!state.autoPlay && !spinning) spin();
            dispatch(slotActions.toggleAutoPlay());
          }}
        >
          {state.autoPlay ? 'Stop Auto Play' : 'Auto Play'}
        </GameButton>
        <GameButton $variant="success" onClick={() => dispatch(slotActions.addCredits())}>
          Add Credits
        </GameButton>
      </Row>
      <PayTable>
        <summary>Pay table (multiples of your bet)</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col">Three of a kind</th>
              <th scope="col">Two adjacent</th>
            </tr>
          </thead>
          <tbody>
            {SLOT_SYMBOL_IDS.map((id) => (
              <tr key={id}>
                <th scope="row">
                  <SlotSymbolIcon symbol={id} size="1.25em" /> {SLOT_SYMBOLS[id].label}
                </th>
                <td>×{SLOT_THREE_OF_A_KIND_PAYOUTS[id]}</td>
                <td>×{SLOT_TWO_ADJACENT_PAYOUTS[id]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PayTable>
      <Hint>Demo credits only: they have no real-world value.</Hint>
    </GameTable>
  );
}
