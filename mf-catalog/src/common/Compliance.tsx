import styled from 'styled-components';
import { theme, VisuallyHidden } from '@sweepscout/kit';
import type { Casino } from '@sweepscout/shared';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.colors.textMuted};
`;

const Age = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.accent};
  color: ${theme.colors.accent};
  font-weight: 700;
  font-size: 0.75rem;
`;

type ComplianceCasino = Pick<Casino, 'minimumAge' | 'restrictedStates'>;

export const restrictedStatesText = (states: readonly string[]): string =>
  `Not available in ${states.join(', ')}`;

/**
 * What a visitor must know before following a link: the minimum age and the US states where the
 * casino is not available (shown on the card, the compare row and the casino page).
 */
export function Compliance({
  casino,
  className,
}: {
  casino: ComplianceCasino;
  className?: string;
}) {
  const age = casino.minimumAge === 21 ? 21 : 18;
  return (
    <Line className={className} data-compliance="">
      <Age title={`You must be ${age} or older to play`}>
        {age}+<VisuallyHidden> to play</VisuallyHidden>
      </Age>
      {casino.restrictedStates.length > 0 && (
        <span data-restricted-states="">{restrictedStatesText(casino.restrictedStates)}</span>
      )}
    </Line>
  );
}
