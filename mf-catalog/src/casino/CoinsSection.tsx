import styled from 'styled-components';
import { Card, cardPanelCss, theme } from '@sweepscout/kit';
import {
  daysToRedeemWithoutPurchase,
  firstPurchaseValue,
  formatCostPerSc,
  formatGc,
  formatSc,
  formatUsd,
  freeScPerMonth,
  redemptionMethodLabel,
  stateByCode,
  valueFigures,
  costPerSc,
  type Casino,
  type CasinoValue,
  type CoinPackage,
} from '@sweepscout/shared';
import { ruledTableCss } from '../common/layout';
import { VerifiedNote } from '../value/VerifiedNote';
import { OfferHistory } from './OfferHistory';

const c = theme.colors;

export const COINS_EMPTY = 'Coin packages and redemption facts are not listed for this casino yet.';
export const VALUE_DISCLAIMER =
  'Editorial information gathered from the casino’s own pages, not legal or financial advice. Offers change: check the casino’s terms.';

const Section = styled(Card)`
  margin-top: ${theme.space(6)};
  ${cardPanelCss('1.25rem', 2)}
  h3 {
    margin: ${theme.space(6)} 0 ${theme.space(3)};
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  ${ruledTableCss(`${theme.space(2)} ${theme.space(3)}`)}
  font-size: 0.95rem;
  th,
  td {
    white-space: nowrap;
  }
  tr[data-best] td {
    font-weight: 700;
  }
  caption {
    text-align: left;
    color: ${c.textMuted};
    font-size: 0.85rem;
    padding-bottom: ${theme.space(2)};
  }
`;

const BestMark = styled.strong`
  display: inline-block;
  margin-left: ${theme.space(2)};
  padding: 0 ${theme.space(2)};
  border: 1px solid ${c.success};
  border-radius: ${theme.radius.sm};
  color: ${c.text};
  font-size: 0.8rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  ${theme.media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${c.textMuted};
`;

function limits(pkg: CoinPackage): string {
  const parts = [pkg.firstPurchase ? 'First purchase only' : ''];
  if (!pkg.firstPurchase && pkg.dailyLimit) parts.push(`${pkg.dailyLimit} a day`);
  if (pkg.weeklyLimit) parts.push(`${pkg.weeklyLimit} a week`);
  return parts.filter(Boolean).join(', ') || 'None';
}

function Packages({ value }: { value: CasinoValue }) {
  const best = valueFigures(value)?.bestPackageIndex ?? null;
  const offer = firstPurchaseValue(value.packages);
  if (!value.packages.length) return <Muted>No coin packages listed.</Muted>;
  return (
    <>
      <TableScroll>
        <Table>
          <caption>Coin packages: Sweeps Coins (SC) come free with Gold Coins (GC)</caption>
          <thead>
            <tr>
              <th scope="col">Price</th>
              <th scope="col">Gold Coins</th>
              <th scope="col">Free SC</th>
              <th scope="col">Cost per SC</th>
              <th scope="col">Limits</th>
            </tr>
          </thead>
          <tbody>
            {value.packages.map((pkg, index) => (
              <tr key={index} data-package={index} data-best={index === best ? '' : undefined}>
                <td>
                  {formatUsd(pkg.priceUsd)}
                  {index === best && <BestMark>Best value</BestMark>}
                </td>
                <td>{formatGc(pkg.goldCoins)}</td>
                <td>{formatSc(pkg.bonusSc)}</td>
                <td>{formatCostPerSc(costPerSc(pkg))}</td>
                <td>{limits(pkg)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {offer && (
        <p data-first-purchase="">
          The first-purchase offer buys {offer.multiplier.toFixed(1)}× the SC per dollar of the best
          standard package: its SC would cost {formatUsd(offer.worthUsd)} at the standard rate.
        </p>
      )}
      <VerifiedNote verification={value.packagesVerification} />
    </>
  );
}

function DailyOffer({ value }: { value: CasinoValue }) {
  const { offers } = value;
  const lowest = valueFigures(value)?.lowestRedemptionSc ?? null;
  const days = lowest === null ? null : daysToRedeemWithoutPurchase(offers, lowest);
  return (
    <>
      <Facts>
        <dt>On sign-up</dt>
        <dd>{formatSc(offers.signupSc)}</dd>
        <dt>Every day</dt>
        <dd data-daily="">
          {formatSc(offers.dailySc)} and {formatGc(offers.dailyGc)}
        </dd>
        <dt>Resets</dt>
        <dd>
          Daily at {offers.resetTime} ({offers.timeZone} time)
        </dd>
        {offers.streak && (
          <>
            <dt>Streaks</dt>
            <dd>{offers.streak}</dd>
          </>
        )}
        <dt>In a month</dt>
        <dd>{formatSc(freeScPerMonth(offers))} free, claiming every day for 30 days</dd>
        {days !== null && lowest !== null && (
          <>
            <dt>To redeem without buying</dt>
            <dd>
              {days === 0
                ? `The sign-up SC already reach the ${formatSc(lowest)} minimum.`
                : `${days} days of daily claims to reach the ${formatSc(lowest)} minimum.`}
            </dd>
          </>
        )}
        {offers.amoe && (
          <>
            <dt>By mail</dt>
            <dd>{offers.amoe}</dd>
          </>
        )}
      </Facts>
      <VerifiedNote verification={offers.verification} />
    </>
  );
}

function Redemption({ value }: { value: CasinoValue }) {
  const { redemption } = value;
  return (
    <>
      <Facts>
        <dt>Playthrough</dt>
        <dd>{redemption.playthrough}× the SC before it can be redeemed</dd>
        <dt>Minimum to redeem</dt>
        <dd>
          {redemption.minimums.length
            ? redemption.minimums
                .map((m) => `${redemptionMethodLabel(m.method)}: ${formatSc(m.minSc)}`)
                .join('; ')
            : 'Not listed'}
        </dd>
        <dt>Processing time</dt>
        <dd>{redemption.processingTime ?? 'Not stated'}</dd>
        <dt>Identity checks</dt>
        <dd>{redemption.identityChecks ?? 'Not stated'}</dd>
        {redemption.prizeCaps.length > 0 && (
          <>
            <dt>State prize caps</dt>
            <dd>
              {redemption.prizeCaps
                .map(
                  (cap) =>
                    `${stateByCode(cap.state)?.name ?? cap.state}: ${formatUsd(cap.maxUsd)} per prize`,
                )
                .join('; ')}
            </dd>
          </>
        )}
      </Facts>
      <VerifiedNote verification={redemption.verification} />
    </>
  );
}

/** The casino page's "Coins and redemption": packages, the free daily offer, redemption facts. */
export function CoinsSection({ casino }: { casino: Casino }) {
  const value = casino.value;
  return (
    <Section as="section" aria-labelledby="coins-title" data-card="coins">
      <h2 id="coins-title">Coins and redemption</h2>
      {value ? (
        <>
          <Muted>{VALUE_DISCLAIMER}</Muted>
          <h3>Coin packages</h3>
          <Packages value={value} />
          <h3>Free daily offer</h3>
          <DailyOffer value={value} />
          <h3>Redeeming Sweeps Coins</h3>
          <Redemption value={value} />
        </>
      ) : (
        <Muted>{COINS_EMPTY}</Muted>
      )}
      <OfferHistory history={casino.valueHistory ?? []} />
    </Section>
  );
}
