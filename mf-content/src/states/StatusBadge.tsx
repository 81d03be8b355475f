import styled from 'styled-components';
import { STATE_STATUS_LABELS, STATE_STATUS_MARKERS, type StateStatus } from '@sweepscout/shared';
import { theme } from '@sweepscout/kit';

const c = theme.colors;

const TONE: Record<StateStatus, string> = {
  available: c.success,
  pending: c.textMuted,
  restricted: c.accent,
  banned: c.danger,
};

const Badge = styled.span<{ $status: StateStatus }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  font-size: 0.875rem;
  color: ${c.text};
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $status }) => TONE[$status]};
  }
`;

/** A state's status in words with a text marker (✓ … ! ✕), never by colour alone. */
export function StatusBadge({ status }: { status: StateStatus }) {
  return (
    <Badge $status={status} data-status={status}>
      <span aria-hidden="true">{STATE_STATUS_MARKERS[status]}</span>
      {STATE_STATUS_LABELS[status]}
    </Badge>
  );
}
