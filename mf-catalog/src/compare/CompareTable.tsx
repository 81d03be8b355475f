import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ServerMemo, Skeleton, theme, trackedLinkProps, VisuallyHidden } from '@sweepscout/kit';
import { casinoPath, guidePath, reviewPath, type CompareRowData } from '@sweepscout/shared';
import { CasinoLogo } from '../common/CasinoLogo';
import { RatingStars } from '../rating/RatingBreakdown';
import { Compliance } from '../common/Compliance';
import { FeatureBadges } from '../common/FeatureBadges';
import { LinkButton, NewTabHint } from '../common/layout';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { VALUE_COLUMNS, ValueCells } from './ValueCells';

const c = theme.colors;

export const ROW_FEATURE_BADGES = 1;
export const SKELETON_ROWS = 4;
const COLUMNS = [
  'Casino',
  'Rating',
  'Bonus',
  'Games',
  ...VALUE_COLUMNS,
  'Features',
  'Reviews & Guides',
  'Action',
] as const;

const CasinoCell = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: center;
  min-width: 0;
  a {
    /* A tap target of at least 24 px (WCAG 2.2 target size), not the 19 px of its text line. */
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    font-weight: 700;
    color: ${c.text};
    text-decoration: none;
  }
  a:hover {
    color: ${c.primary};
    text-decoration: underline;
  }
  p {
    margin-top: ${theme.space(1)};
  }
`;

const BonusText = styled.span`
  font-weight: 600;
  color: ${c.text};
`;

const InfoLinks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  font-size: 0.9rem;
`;

const Muted = styled.span`
  color: ${c.textMuted};
`;

function Row({ casino, showChange }: { casino: CompareRowData; showChange: boolean }) {
  return (
    <tr role="row" data-casino-row={casino.slug}>
      <td role="cell" data-col="casino" data-wide="">
        <CasinoCell>
          <CasinoLogo casino={casino} size={48} />
          <div>
            <Link to={casinoPath(casino.slug)}>{casino.name}</Link>
            <Compliance casino={casino} />
          </div>
        </CasinoCell>
      </td>
      <td role="cell" data-col="rating" data-label="Rating">
        <RatingStars casino={casino} />
      </td>
      <td role="cell" data-col="bonus" data-label="Bonus" data-wide="">
        <BonusText>{casino.bonusAmount}</BonusText>
      </td>
      <td role="cell" data-col="games" data-label="Games">
        {casino.gamesCount}
      </td>
      <ValueCells casino={casino} showChange={showChange} />
      <td role="cell" data-col="features" data-label="Features">
        <FeatureBadges features={casino.features} max={ROW_FEATURE_BADGES} />
      </td>
      <td role="cell" data-col="info" data-label="Reviews & Guides">
        <InfoLinks>
          {casino.reviewSlug && (
            <Link to={reviewPath(casino.reviewSlug)}>
              Review<VisuallyHidden> of {casino.name}</VisuallyHidden>
            </Link>
          )}
          {casino.guideSlug && (
            <Link to={guidePath(casino.guideSlug)}>
              Guide<VisuallyHidden> to {casino.name}</VisuallyHidden>
            </Link>
          )}
          {!casino.reviewSlug && !casino.guideSlug && <Muted>None yet</Muted>}
        </InfoLinks>
      </td>
      <td role="cell" data-col="action" data-wide="">
        {casino.informationOnly ? (
          <Muted>Information only</Muted>
        ) : (
          <LinkButton $size="sm" {...trackedLinkProps(casino, 'compare-table', 'casino_click')}>
            Visit<VisuallyHidden> {casino.name}</VisuallyHidden>
            <NewTabHint />
          </LinkButton>
        )}
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr role="row" data-skeleton="row">
      <td role="cell" data-col="casino" data-wide="">
        <CasinoCell>
          <Skeleton $height="48px" $width="48px" />
          <Skeleton $height="1rem" $width="140px" />
        </CasinoCell>
      </td>
      {COLUMNS.slice(1).map((column) => (
        <td role="cell" key={column} data-col={column.toLowerCase()}>
          <Skeleton $height="1rem" $width="80%" />
        </td>
      ))}
    </tr>
  );
}

/** The compare table: one row per casino, or 4 skeleton rows while it loads. */
export function CompareTable({
  rows,
  loading,
  showChanges = false,
}: {
  rows: CompareRowData[];
  loading: boolean;
  /** Each row says when its offer changed (the "changed this week" filter is on). */
  showChanges?: boolean;
}) {
  return (
    <ResponsiveTable
      $stackBelow={900}
      role="table"
      aria-labelledby="compare-results-title"
      aria-busy={loading || undefined}
    >
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th role="columnheader" scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)
          : rows.map((casino) => (
              // A row shows its casino's data and nothing of the page's filters, so the server
              // renders it once for every page that lists that casino in that place.
              <ServerMemo
                key={casino.id}
                id="compare-row"
                deps={() => [JSON.stringify(casino), showChanges]}
              >
                <Row casino={casino} showChange={showChanges} />
              </ServerMemo>
            ))}
      </tbody>
    </ResponsiveTable>
  );
}
