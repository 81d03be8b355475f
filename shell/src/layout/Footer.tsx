import styled from 'styled-components';
import { Container, theme } from '@sweepscout/shared/client';

const Bar = styled.footer`
  margin-top: ${theme.space(12)};
  padding: ${theme.space(8)} 0;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Container>
        <p>
          © {year} SweepScout. We may receive compensation from casino partners. Players must be 18+
          and play responsibly. SweepScout is not a gambling operator; our demo games carry no
          real-world value.
        </p>
      </Container>
    </Bar>
  );
}
