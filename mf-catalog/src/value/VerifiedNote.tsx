import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import type { ValueVerification } from '@sweepscout/shared';

const Note = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

/** "Last verified 2026-11-02 by Dana", or that nobody has checked the facts yet. */
export function verifiedText(verification: ValueVerification): string {
  if (verification.needsVerification || !verification.verifiedAt) {
    return 'Not yet verified by our team: check the casino’s own terms before you rely on it.';
  }
  const by = verification.verifiedBy ? ` by ${verification.verifiedBy}` : '';
  return `Last verified ${verification.verifiedAt}${by}.`;
}

export function VerifiedNote({ verification }: { verification: ValueVerification }) {
  return (
    <Note data-verified={verification.needsVerification ? 'no' : 'yes'}>
      {verifiedText(verification)}
    </Note>
  );
}
