import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Button, theme } from '@sweepscout/kit';

const c = theme.colors;

/** The table of one demo game: a felt-like board above its controls. */
export const GamePanel = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  padding: ${theme.space(5)};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  background: ${c.surfaceRaised};
  box-shadow: ${theme.shadow.card};
  ${theme.media.md} {
    padding: ${theme.space(8)};
  }
`;

export const Board = styled.div<{ $tone?: 'felt' | 'dark' }>`
  border-radius: ${theme.radius.lg};
  padding: ${theme.space(5)};
  color: #f9fafb;
  background: ${({ $tone }) =>
    $tone === 'felt'
      ? 'radial-gradient(ellipse at top, #17804a 0%, #0d5c33 70%, #0a4a29 100%)'
      : 'linear-gradient(160deg, #2e1065 0%, #1e1b4b 60%, #111827 100%)'};
  box-shadow: inset 0 0 0 4px rgba(255, 255, 255, 0.08);
`;

/** The game's status text: a polite live region, so each result is read out. */
export const StatusText = styled.p.attrs({ role: 'status', 'aria-live': 'polite' })<{
  $tone?: 'win' | 'loss' | 'neutral';
}>`
  margin: 0;
  min-height: 1.6em;
  text-align: center;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ $tone }) => ($tone === 'win' ? c.success : $tone === 'loss' ? c.danger : c.text)};
`;

export type StatusTone = 'win' | 'loss' | 'neutral';

/** A game's table: its board, the status line under it, then the game's controls and stats. */
export function GameTable({
  ref,
  board,
  boardTone,
  status,
  tone,
  statusTestId,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  board: ReactNode;
  boardTone?: 'felt' | 'dark';
  status: ReactNode;
  tone: StatusTone;
  statusTestId: string;
  children: ReactNode;
}) {
  return (
    <GamePanel ref={ref}>
      <Board $tone={boardTone}>{board}</Board>
      <StatusText $tone={tone} data-testid={statusTestId}>
        {status}
      </StatusText>
      {children}
    </GamePanel>
  );
}

export const Row = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`;

export const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(92px, 1fr));
  gap: ${theme.space(3)};
  margin: 0;
`;

const StatBox = styled.div`
  padding: ${theme.space(3)} ${theme.space(2)};
  border-radius: ${theme.radius.md};
  background: ${c.surface};
  border: 1px solid ${c.border};
  text-align: center;
  dt {
    font-size: 0.8rem;
    color: ${c.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    font-size: 1.35rem;
    font-weight: 700;
    color: ${c.text};
    font-variant-numeric: tabular-nums;
  }
`;

/** One labelled figure (credits, bet, spins, win rate...). */
export function Stat({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
}) {
  return (
    <StatBox>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </StatBox>
  );
}

const disabledLook = css`
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledGameButton = styled(Button)`
  ${disabledLook}
  min-width: 44px;
  min-height: 44px;
`;

type GameButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** Unavailable right now: stays focusable (so keyboard focus is never lost) but does nothing. */
  unavailable?: boolean;
  ref?: Ref<HTMLButtonElement>;
  $variant?: 'primary' | 'secondary' | 'ghost' | 'success' | 'danger';
  $size?: 'sm' | 'md' | 'lg';
};

/**
 * A game control. Controls that are only briefly unavailable (during a spin, at a bet bound) use
 * aria-disabled instead of `disabled`: the button keeps keyboard focus and is announced as
 * unavailable, and clicks are ignored.
 */
export function GameButton({
  unavailable = false,
  onClick,
  type = 'button',
  ...rest
}: GameButtonProps) {
  return (
    <StyledGameButton
      {...rest}
      type={type}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (unavailable) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

const BetValue = styled.span`
  min-width: 3.5ch;
  padding: 8px 12px;
  text-align: center;
  font-size: 1.25rem;
  font-weight: 700;
  border-radius: ${theme.radius.md};
  border: 1px solid ${c.border};
  background: ${c.surface};
  color: ${c.text};
  font-variant-numeric: tabular-nums;
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  flex-wrap: wrap;
`;

const StepperLabel = styled.span`
  font-weight: 600;
  color: ${c.text};
  margin-right: ${theme.space(1)};
`;

/**
 * The bet of a game with its step buttons (e.g. −5 −1 +1 +5). `canChange(delta)` comes from the
 * engine's selector, so the bounds are the engine's.
 */
export function BetStepper({
  id,
  label,
  value,
  steps,
  canChange,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  steps: readonly number[];
  canChange: (delta: number) => boolean;
  onChange: (delta: number) => void;
}) {
  const deltas = [...steps].sort((a, b) => b - a).map((s) => -s);
  const ups = [...steps].sort((a, b) => a - b);
  const button = (delta: number) => (
    <GameButton
      key={delta}
      $variant="secondary"
      $size="sm"
      unavailable={!canChange(delta)}
      aria-label={`${delta > 0 ? 'Increase' : 'Decrease'} ${label.toLowerCase()} by ${Math.abs(delta)}`}
      onClick={() => onChange(delta)}
    >
      {delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`}
    </GameButton>
  );
  return (
    <Stepper role="group" aria-labelledby={`${id}-label`}>
      <StepperLabel id={`${id}-label`}>{label}</StepperLabel>
      {deltas.map(button)}
      <BetValue id={id} data-testid={id}>
        {value}
      </BetValue>
      {ups.map(button)}
    </Stepper>
  );
}

/** Muted helper text under a game (rules, how to play). */
export const Hint = styled.p`
  margin: 0;
  color: ${c.textMuted};
  font-size: 0.9rem;
  text-align: center;
`;
