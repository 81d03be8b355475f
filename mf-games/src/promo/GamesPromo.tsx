import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { nameToSlug } from '@sweepscout/shared';
import { Button, Container, Section, theme, trackEvent } from '@sweepscout/kit';
import { SlotSymbolIcon } from '../common/SlotSymbolIcon';

const c = theme.colors;
/** The casino the promo recommends; its page is /casino/{name lowercased, spaces to hyphens}. */
export const PROMO_CASINO_NAME = 'Crown Coins Casino';

const Banner = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  color: #f9fafb;
  background:
    radial-gradient(circle at 85% 20%, rgba(250, 204, 21, 0.25), transparent 40%),
    linear-gradient(135deg, #4c1d95 0%, #312e81 55%, #111827 100%);
  ${theme.media.md} {
    grid-template-columns: 1.4fr 1fr;
    align-items: center;
    padding: ${theme.space(10)};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(4)};
  flex-wrap: wrap;
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0;
    font-size: 1.75rem;
    color: ${c.text};
  }
  a {
    color: ${c.primary};
    font-weight: 600;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  h3 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
    color: #e5e7eb;
    line-height: 1.6;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  li {
    padding: 4px 12px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.12);
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const LightButton = styled(Button)`
  background: #ffffff;
  color: #4c1d95;
  &:hover:not(:disabled) {
    background: #ede9fe;
  }
`;

const OutlineButton = styled(Button)`
  color: #ffffff;
  border-color: rgba(255, 255, 255, 0.6);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Reels = styled.div`
  display: flex;
  justify-content: center;
  gap: ${theme.space(3)};
  span {
    width: 88px;
    height: 100px;
    display: grid;
    place-items: center;
    font-size: 3rem;
    border-radius: ${theme.radius.md};
    background: linear-gradient(180deg, #ffffff, #e5e7eb);
    box-shadow:
      inset 0 4px 8px rgba(0, 0, 0, 0.2),
      0 6px 16px rgba(0, 0, 0, 0.35);
  }
`;

const games = ['Slot Machine', 'Blackjack', 'Roulette'];

/** Home page widget: the free demo games, with links to /games and to the featured casino. */
export default function GamesPromo() {
  const viewAll = (label: string) => () =>
    trackEvent('view_all_games_click', { category: 'home', label });
  return (
    <Section data-remote="games" aria-labelledby="games-promo-title">
      <Container>
        <Head>
          <h2 id="games-promo-title">Play Free Casino Games</h2>
          <Link to="/games" onClick={viewAll('View All Games')}>
            View All Games
          </Link>
        </Head>
        <Banner>
          <Copy>
            <h3>Try before you play, with free demo credits</h3>
            <p>
              Spin the slot machine, beat the dealer at blackjack or bet on the American roulette
              wheel. Demo credits are free and have no real-world value.
            </p>
            <ul aria-label="Demo games">
              {games.map((game) => (
                <li key={game}>{game}</li>
              ))}
            </ul>
            <Actions>
              <LightButton
                as={Link}
                to="/games"
                $size="lg"
                onClick={viewAll('Play Free Casino Games Now')}
              >
                Play Free Casino Games Now
              </LightButton>
              <OutlineButton
                as={Link}
                to={`/casino/${nameToSlug(PROMO_CASINO_NAME)}`}
                $variant="secondary"
                $size="lg"
                onClick={() =>
                  trackEvent('cta_click', { category: 'games-promo', label: PROMO_CASINO_NAME })
                }
              >
                Try {PROMO_CASINO_NAME}
              </OutlineButton>
            </Actions>
          </Copy>
          <Reels aria-hidden="true">
            {[0, 1, 2].map((reel) => (
              <span key={reel}>
                <SlotSymbolIcon symbol="seven" size="3rem" />
              </span>
            ))}
          </Reels>
        </Banner>
      </Container>
    </Section>
  );
}
