import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, theme, trackedLinkProps, VisuallyHidden } from '@sweepscout/kit';
import { casinoPath, type CasinoCardData } from '@sweepscout/shared';
import { CasinoLogo } from '../common/CasinoLogo';
import { RatingStars } from '../rating/RatingBreakdown';
import { Compliance } from '../common/Compliance';
import { FeatureBadges } from '../common/FeatureBadges';
import { LinkButton, NewTabHint } from '../common/layout';

const c = theme.colors;

export const CARD_FEATURE_BADGES = 2;

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  height: 100%;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.15rem;
    line-height: 1.3;
  }
  h3 a {
    color: ${c.text};
    text-decoration: none;
  }
  h3 a:hover {
    color: ${c.primary};
    text-decoration: underline;
  }
`;

const Bonus = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${c.surface};
  font-weight: 700;
  color: ${c.text};
  span {
    display: block;
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${c.textMuted};
  }
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: center;
  justify-content: space-between;
  a:last-child {
    flex: 1 1 auto;
  }
`;

/** A top-rated casino: logo, name, rating, bonus, at most 2 features, compliance, Claim Bonus. */
export function CasinoCard({ casino }: { casino: CasinoCardData }) {
  return (
    <Body data-casino-card={casino.slug}>
      <Head>
        <CasinoLogo casino={casino} size={64} afterAppOnPhones />
        <div>
          <h3>
            <Link to={casinoPath(casino.slug)}>{casino.name}</Link>
          </h3>
          <RatingStars casino={casino} />
        </div>
      </Head>
      <Bonus>
        <span>Welcome bonus</span>
        {casino.bonusAmount}
      </Bonus>
      <FeatureBadges features={casino.features} max={CARD_FEATURE_BADGES} />
      <Compliance casino={casino} />
      <Actions>
        <Link to={casinoPath(casino.slug)}>
          View details<VisuallyHidden> of {casino.name}</VisuallyHidden>
        </Link>
        {!casino.informationOnly && (
          <LinkButton
            $variant="success"
            {...trackedLinkProps(casino, 'home-top-rated', 'claim_bonus')}
          >
            Claim Bonus
            <NewTabHint />
          </LinkButton>
        )}
      </Actions>
    </Body>
  );
}
