import { useEffect, useReducer, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@sweepscout/kit';
import {
  BLACKJACK_BET_STEPS,
  BLACKJACK_DEALER_STEP_MS,
  BLACKJACK_OUTCOME_RESULT,
  blackjackActions,
  blackjackReducer,
  cardId,
  cardLabel,
  cardText,
  createInitialBlackjackState,
  formatPercent,
  isRedSuit,
  selectBlackjackCanChangeBet,
  selectBlackjackCanDeal,
  selectBlackjackCardsRemaining,
  selectBlackjackDealerCards,
  selectBlackjackDealerValue,
  selectBlackjackPlayerValue,
  selectBlackjackWinPercent,
  type Card,
  type HandValue,
} from '../engines';
import { trackDemoPlay, trackDemoWin } from '../common/analytics';
import { useDelayedAction, useGameRandom, usePrefersReducedMotion } from '../common/hooks';
import { BetStepper, GameButton, GameTable, Hint, Row, Stat, StatList } from '../common/ui';

const dealIn = keyframes`
  from { transform: translateY(-18px) rotate(-4deg); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Hands = styled.div`
  display: grid;
  gap: ${theme.space(5)};
`;

const HandTitle = styled.h3`
  margin: 0 0 ${theme.space(2)};
  font-size: 1rem;
  font-weight: 600;
  color: #e5e7eb;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  min-height: 92px;
`;

const CardFace = styled.li<{ $red: boolean; $hidden: boolean; $animate: boolean }>`
  width: 62px;
  height: 88px;
  border-radius: 8px;
  display: grid;
  place-items: center;
  font-size: 1.35rem;
  font-weight: 700;
  box-shadow: 0 3px 8px rgba(0, 0, 0, 0.35);
  ${({ $animate }) =>
    $animate
      ? css`
          animation: ${dealIn} 0.25s ease-out;
        `
      : ''}
  ${({ $hidden, $red }) =>
    $hidden
      ? css`
          background: repeating-linear-gradient(45deg, #7c3aed 0 6px, #5b21b6 6px 12px);
          border: 3px solid #f9fafb;
        `
      : css`
          background: #ffffff;
          color: ${$red ? '#b91c1c' : '#111827'};
        `}
`;

function Hand({
  title,
  cards,
  value,
  testId,
  animate,
}: {
  title: string;
  cards: readonly (Card | null)[];
  value: HandValue | null;
  testId: string;
  animate: boolean;
}) {
  const valueText = value && cards.length > 0 ? ` (${value.total})` : '';
  return (
    <section aria-label={`${title}${valueText}`}>
      <HandTitle>
        {title}
        <span data-testid={`${testId}-value`}>{valueText}</span>
      </HandTitle>
      <Cards data-testid={testId}>
        {cards.map((card, index) =>
          card ? (
            <CardFace
              key={cardId(card)}
              $red={isRedSuit(card.suit)}
              $hidden={false}
              $animate={animate}
              aria-label={cardLabel(card)}
            >
              <span aria-hidden="true">{cardText(card)}</span>
            </CardFace>
          ) : (
            <CardFace
              key={`hidden-${index}`}
              $red={false}
              $hidden
              $animate={animate}
              aria-label="Face-down card"
            />
          ),
        )}
      </Cards>
    </section>
  );
}

export function Blackjack({ onWinningsChange }: { onWinningsChange: (total: number) => void }) {
  const random = useGameRandom();
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(blackjackReducer, undefined, () =>
    createInitialBlackjackState(),
  );
  const panelRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const { phase, stats } = state;

  // The dealer draws one card every 800 ms while it is the dealer's turn.
  useDelayedAction(
    phase === 'dealerTurn',
    BLACKJACK_DEALER_STEP_MS,
    () => dispatch(blackjackActions.dealerStep(random)),
    state.dealerHand.length,
  );

  useEffect(() => {
    if (stats.hands > 0)
      trackDemoWin(
        'blackjack',
        state.outcome && BLACKJACK_OUTCOME_RESULT[state.outcome] === 'win' ? state.lastPayout : 0,
      );
    // Fire once per finished hand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stats.hands]);

  useEffect(() => onWinningsChange(stats.totalWon), [stats.totalWon, onWinningsChange]);

  // The controls change with the phase: keep keyboard focus on the control that comes next.
  const firstPhase = useRef(true);
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    const active = document.activeElement;
    if (
      active === document.body ||
      (active && panelRef.current?.contains(active) && active.hasAttribute('data-phase-control'))
    ) {
      primaryRef.current?.focus();
    }
  }, [phase]);

  const deal = () => {
    if (selectBlackjackCanDeal(state)) trackDemoPlay('blackjack', state.bet);
    dispatch(blackjackActions.deal(random));
  };

  const result = state.outcome ? BLACKJACK_OUTCOME_RESULT[state.outcome] : null;
  const tone = result === 'win' ? 'win' : result === 'loss' ? 'loss' : 'neutral';
  const showHands = state.playerHand.length > 0;

  return (
    <GameTable
      ref={panelRef}
      boardTone="felt"
      board={
        <Hands>
          <Hand
            title="Dealer"
            cards={selectBlackjackDealerCards(state)}
            value={showHands ? selectBlackjackDealerValue(state) : null}
            testId="dealer-hand"
            animate={!reducedMotion}
          />
          <Hand
            title="Your Hand"
            cards={state.playerHand}
            value={showHands ? selectBlackjackPlayerValue(state) : null}
            testId="player-hand"
            animate={!reducedMotion}
          />
        </Hands>
      }
      tone={tone}
      status={state.message}
      statusTestId="blackjack-status"
    >
      <Row $center>
        {phase === 'betting' && (
          <>
            <BetStepper
              id="blackjack-bet"
              label="Bet"
              value={state.bet}
              steps={BLACKJACK_BET_STEPS}
              canChange={(delta) => selectBlackjackCanChangeBet(state, delta)}
              onChange={(delta) => dispatch(blackjackActions.changeBet(delta))}
            />
            <GameButton ref={primaryRef} data-phase-control $size="lg" onClick={deal}>
              Deal
            </GameButton>
          </>
        )}
        {(phase === 'playing' || phase === 'dealerTurn') && (
          <>
            <GameButton
              ref={primaryRef}
              data-phase-control
              $size="lg"
              unavailable={phase !== 'playing'}
              onClick={() => dispatch(blackjackActions.hit(random))}
            >
              Hit
            </GameButton>
            <GameButton
              data-phase-control
              $size="lg"
              $variant="secondary"
              unavailable={phase !== 'playing'}
              onClick={() => dispatch(blackjackActions.stand())}
            >
              Stand
            </GameButton>
          </>
        )}
        {phase === 'gameOver' && (
          <GameButton
            ref={primaryRef}
            data-phase-control
            $size="lg"
            onClick={() => dispatch(blackjackActions.newHand())}
          >
            New Hand
          </GameButton>
        )}
        <GameButton $variant="success" onClick={() => dispatch(blackjackActions.addCredits())}>
          Add Credits
        </GameButton>
      </Row>
      <StatList>
        <Stat label="Credits" value={state.credits} testId="blackjack-credits" />
        {phase !== 'betting' && (
          <Stat label="Bet" value={state.bet} testId="blackjack-current-bet" />
        )}
        <Stat label="Hands" value={stats.hands} testId="blackjack-hands" />
        <Stat
          label="Won"
          value={`${stats.won} (${formatPercent(selectBlackjackWinPercent(state))})`}
          testId="blackjack-won"
        />
        <Stat label="Lost" value={stats.lost} testId="blackjack-lost" />
        <Stat label="Push" value={stats.push} testId="blackjack-push" />
      </StatList>
      <Hint>
        Dealer draws to 16 and stands on all 17s. Blackjack pays 2.5× your bet, a win 2×.{' '}
        {showHands ? `${selectBlackjackCardsRemaining(state)} cards left in the deck.` : ''}
      </Hint>
    </GameTable>
  );
}
