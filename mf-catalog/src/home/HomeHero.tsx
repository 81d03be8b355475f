import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, HeroBand, theme, trackEvent } from '@sweepscout/kit';
import { LinkButton } from '../common/layout';

const Band = styled(HeroBand)`
  padding: ${theme.space(16)} 0 ${theme.space(14)};
  h1 {
    font-size: clamp(2rem, 5vw, 3.25rem);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(8)};
  a {
    padding: 14px 28px;
    font-size: 1.05rem;
  }
`;

const Secondary = styled(LinkButton)`
  background: rgba(255, 255, 255, 0.12);
  color: #ffffff;
  border-color: rgba(255, 255, 255, 0.6);
`;

const Primary = styled(LinkButton)`
  background: #ffffff;
  color: #1e1b4b;
`;

const cta = (label: string) => () => trackEvent('cta_click', { category: 'home-hero', label });

/** Home hero with its two calls to action (exposed as catalog/HomeHero). */
export default function HomeHero() {
  return (
    <Band data-remote="catalog">
      <Container>
        <h1>Find the Best Sweepstakes Casinos</h1>
        <p>
          Independent comparisons, honest reviews and the latest bonuses from US sweepstakes
          casinos. For players 18+. Play responsibly.
        </p>
        <Actions>
          <Primary as={Link} to="/compare" onClick={cta('Compare Casinos')}>
            Compare Casinos
          </Primary>
          <Secondary href="#top-rated" onClick={cta('View Top Rated')}>
            View Top Rated
          </Secondary>
        </Actions>
      </Container>
    </Band>
  );
}
