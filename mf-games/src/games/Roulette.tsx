import { useEffect, useReducer } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@sweepscout/kit';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_BET_LABELS,
  ROULETTE_BET_STEPS,
  ROULETTE_PAYOUTS,
  ROULETTE_POCKETS,
  ROULETTE_RESET_DELAY_MS,
  ROULETTE_RESULT_DELAY_MS,
  createInitialRouletteState,
  pocketColor,
  rouletteActions,
  rouletteBetLabel,
  rouletteReducer,
  selectRouletteCanChangeBetAmount,
  selectRouletteCanSpin,
  selectRouletteTotalStake,
  selectRouletteWinningBetKeys,
  type RoulettePocket,
} from '../engines';
import { POCKET_COLOURS } from '../common/colours';
import { trackDemoPlay, trackDemoWin } from '../common/analytics';
import { useDelayedAction, useGameRandom, usePrefersReducedMotion } from '../common/hooks';
import { BetStepper, GameButton, GameTable, Hint, Row, Stat, StatList } from '../common/ui';

const spinAnimation = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const WheelArea = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(6)};
  flex-wrap: wrap;
`;

const Wheel = styled.div<{ $spinning: boolean; $animate: boolean; $colour: string }>`
  width: 132px;
  height: 132px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: conic-gradient(
    #b91c1c 0 9.47%,
    #111827 0 18.94%,
    #b91c1c 0 28.41%,
    #111827 0 37.88%,
    #15803d 0 42.1%,
    #b91c1c 0 51.57%,
    #111827 0 61.04%,
    #b91c1c 0 70.51%,
    #111827 0 79.98%,
    #15803d 0 84.2%,
    #b91c1c 0 92.1%,
    #111827 0 100%
  );
  border: 6px solid #a16207;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.45);
  ${({ $spinning, $animate }) =>
    $spinning && $animate
      ? css`
          animation: ${spinAnimation} 0.6s linear infinite;
        `
      : ''}
  > span {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-size: 1.6rem;
    font-weight: 800;
    color: #fff;
    background: ${({ $colour }) => $colour};
    border: 3px solid #fde68a;
  }
`;

const Legend = styled.legend`
  font-weight: 600;
  margin-bottom: ${theme.space(2)};
  color: ${theme.colors.text};
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

const KindGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space(2)};
  label {
    white-space: nowrap;
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: 8px 10px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    cursor: pointer;
    font-weight: 600;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 2px ${theme.colors.primary};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  small {
    margin-left: auto;
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
`;

const NumberGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: 6px;
`;

const NumberButton = styled.button<{ $colour: string }>`
  min-height: 44px;
  border-radius: ${theme.radius.sm};
  border: 2px solid transparent;
  background: ${({ $colour }) => $colour};
  color: #ffffff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: #facc15;
    box-shadow: 0 0 0 2px #facc15;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const BetList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: 6px 10px;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
  }
  li[data-won='true'] {
    border-color: ${theme.colors.success};
  }
`;

const History = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
`;

const Chip = styled.li<{ $colour: string }>`
  min-width: 34px;
  height: 34px;
  padding: 0 6px;
  border-radius: 999px;
  display: grid;
  place-items: center;
  font-weight: 700;
  color: #fff;
  background: ${({ $colour }) => $colour};
`;

const SubTitle = styled.h3`
  margin: 0 0 ${theme.space(2)};
  font-size: 1rem;
  color: ${theme.colors.text};
`;

const colourOf = (pocket: RoulettePocket) => POCKET_COLOURS[pocketColor(pocket)];

export function Roulette({ onWinningsChange }: { onWinningsChange: (total: number) => void }) {
  const random = useGameRandom();
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(rouletteReducer, undefined, () =>
    createInitialRouletteState(),
  );
  const { phase } = state;
  const betting = phase === 'betting';

  // The ball lands about 1 s after the spin; the table resets 3 s after the result.
  useDelayedAction(phase === 'spinning', ROULETTE_RESULT_DELAY_MS, () =>
    dispatch(rouletteActions.resolve()),
  );
  useDelayedAction(phase === 'result', ROULETTE_RESET_DELAY_MS, () =>
    dispatch(rouletteActions.reset()),
  );

  useEffect(() => {
    if (state.stats.spins > 0) trackDemoWin('roulette', state.lastPayout);
    // Fire once per resolved spin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.stats.spins]);

  useEffect(() => onWinningsChange(state.stats.totalWon), [state.stats.totalWon, onWinningsChange]);

  const spin = () => {
    if (selectRouletteCanSpin(state)) trackDemoPlay('roulette', selectRouletteTotalStake(state));
    dispatch(rouletteActions.spin(random));
  };

  const winning = new Set(selectRouletteWinningBetKeys(state));
  const shown = state.result;
  const tone = phase === 'result' ? (state.lastPayout > 0 ? 'win' : 'loss') : 'neutral';

  return (
    <GameTable
      boardTone="felt"
      board={
        <WheelArea>
          <Wheel
            $spinning={phase === 'spinning'}
            $animate={!reducedMotion}
            $colour={shown && phase !== 'spinning' ? colourOf(shown) : '#374151'}
            role="img"
            aria-label={phase === 'spinning' || !shown ? 'Roulette wheel' : `Last result ${shown}`}
            data-testid="roulette-result"
          >
            <span aria-hidden="true">{phase === 'spinning' ? '…' : (shown ?? '–')}</span>
          </Wheel>
          <div>
            <SubTitle as="h3" style={{ color: '#f9fafb' }} id="roulette-history-title">
              Last 10 results
            </SubTitle>
            {state.history.length === 0 ? (
              <p style={{ margin: 0, color: '#d1fae5' }}>No spins yet.</p>
            ) : (
              <History aria-labelledby="roulette-history-title" data-testid="roulette-history">
                {state.history.map((pocket, index) => (
                  <Chip
                    key={`${index}-${pocket}`}
                    $colour={colourOf(pocket)}
                    aria-label={`${pocket} ${pocketColor(pocket)}`}
                  >
                    {pocket}
                  </Chip>
                ))}
              </History>
            )}
          </div>
        </WheelArea>
      }
      tone={tone}
      status={state.message}
      statusTestId="roulette-status"
    >
      <StatList>
        <Stat label="Credits" value={state.credits} testId="roulette-credits" />
        <Stat
          label="Total Bet"
          value={selectRouletteTotalStake(state)}
          testId="roulette-total-bet"
        />
        <Stat label="Spins" value={state.stats.spins} testId="roulette-spins" />
      </StatList>
      <Fieldset disabled={!betting}>
        <Legend>Bet type</Legend>
        <KindGrid>
          {ROULETTE_BET_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="roulette-bet-kind"
                value={kind}
                checked={state.selectedKind === kind}
                onChange={() => dispatch(rouletteActions.selectKind(kind))}
              />
              {ROULETTE_BET_LABELS[kind]}
              <small>{ROULETTE_PAYOUTS[kind]}:1</small>
            </label>
          ))}
        </KindGrid>
      </Fieldset>
      <div role="group" aria-labelledby="roulette-number-title">
        <SubTitle id="roulette-number-title">
          Straight Up number{state.selectedNumber ? `: ${state.selectedNumber}` : ''}
        </SubTitle>
        <NumberGrid>
          {ROULETTE_POCKETS.map((pocket) => (
            <NumberButton
              key={pocket}
              type="button"
              $colour={colourOf(pocket)}
              aria-pressed={state.selectedNumber === pocket}
              aria-label={`Number ${pocket}`}
              disabled={!betting}
              onClick={() => {
                dispatch(rouletteActions.selectNumber(pocket));
                dispatch(rouletteActions.selectKind('straight'));
              }}
            >
              {pocket}
            </NumberButton>
          ))}
        </NumberGrid>
      </div>
      <Row $center>
        <BetStepper
          id="roulette-bet"
          label="Bet Amount"
          value={state.betAmount}
          steps={ROULETTE_BET_STEPS}
          canChange={(delta) => selectRouletteCanChangeBetAmount(state, delta)}
          onChange={(delta) => dispatch(rouletteActions.changeBetAmount(delta))}
        />
      </Row>
      <Row $center>
        <GameButton
          $variant="secondary"
          unavailable={!betting}
          onClick={() => dispatch(rouletteActions.placeBet())}
        >
          Place Bet
        </GameButton>
        <GameButton $size="lg" unavailable={!betting} onClick={spin}>
          Spin
        </GameButton>
        <GameButton
          $variant="ghost"
          unavailable={!betting || state.bets.length === 0}
          onClick={() => dispatch(rouletteActions.clearBets())}
        >
          Clear Bets
        </GameButton>
        <GameButton $variant="success" onClick={() => dispatch(rouletteActions.addCredits())}>
          Add Credits
        </GameButton>
      </Row>
      <section aria-labelledby="roulette-bets-title">
        <SubTitle id="roulette-bets-title">Your bets</SubTitle>
        {state.bets.length === 0 ? (
          <Hint style={{ textAlign: 'left' }}>No bets placed.</Hint>
        ) : (
          <BetList data-testid="roulette-bets">
            {state.bets.map((bet) => {
              const label = rouletteBetLabel(bet.kind, bet.number);
              return (
                <li key={bet.key} data-won={winning.has(bet.key)}>
                  <span>
                    {label}: {bet.amount} credits{winning.has(bet.key) ? ' — won' : ''}
                  </span>
                  <GameButton
                    $variant="ghost"
                    $size="sm"
                    unavailable={!betting}
                    aria-label={`Remove bet on ${label}`}
                    onClick={() => dispatch(rouletteActions.removeBet(bet.key))}
                  >
                    Remove
                  </GameButton>
                </li>
              );
            })}
          </BetList>
        )}
      </section>
      <Hint>American wheel with 0 and 00. Outside bets pay 1:1, dozens 2:1, Straight Up 35:1.</Hint>
    </GameTable>
  );
}
