import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Skeleton,
  StarRating,
  theme,
  trackedLinkProps,
  VisuallyHidden,
} from '@sweepscout/shared/client';
import { casinoPath, guidePath, reviewPath, type CompareRow } from '@sweepscout/shared';
import { CasinoLogo } from '../common/CasinoLogo';
import { Compliance } from '../common/Compliance';
import { FeatureBadges } from '../common/FeatureBadges';
import { LinkButton, NewTabHint } from '../common/layout';

const c = theme.colors;

export const ROW_FEATURE_BADGES = 1;
export const SKELETON_ROWS = 4;
const COLUMNS = [
  'Casino',
  'Rating',
  'Bonus',
  'Games',
  'Features',
  'Reviews & Guides',
  'Action',
] as const;

/*
 * A real table on wide screens; below 900px each row becomes a card. Explicit ARIA roles keep the
 * table semantics when the display of its elements changes.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  th {
    text-align: left;
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${c.textMuted};
    background: ${c.surface};
    padding: ${theme.space(3)} ${theme.space(4)};
    border-bottom: 1px solid ${c.border};
  }
  td {
    padding: ${theme.space(4)} ${theme.space(3)};
    border-bottom: 1px solid ${c.border};
    vertical-align: middle;
  }
  td[data-col='casino'] {
    min-width: 240px;
    padding-left: ${theme.space(4)};
  }
  td[data-col='rating'] {
    white-space: nowrap;
  }
  td[data-col='bonus'] {
    min-width: 180px;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${c.surface};
  }
  @media (max-width: 899px) {
    border: 0;
    background: transparent;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody {
      display: grid;
      gap: ${theme.space(4)};
    }
    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      border: 1px solid ${c.border};
      border-radius: ${theme.radius.lg};
      background: ${c.surfaceRaised};
      box-shadow: ${theme.shadow.card};
    }
    td {
      display: block;
      border-bottom: 0;
      padding: ${theme.space(2)} ${theme.space(4)};
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.7rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.05em;
      color: ${c.textMuted};
      margin-bottom: 2px;
    }
    td[data-col='casino'],
    td[data-col='bonus'],
    td[data-col='action'] {
      grid-column: 1 / -1;
    }
    td[data-col='casino'] {
      padding-top: ${theme.space(4)};
    }
    td[data-col='action'] {
      padding-bottom: ${theme.space(4)};
    }
    td[data-col='action'] a {
      width: 100%;
    }
    tbody tr:hover td {
      background: transparent;
    }
  }
`;

const CasinoCell = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: center;
  min-width: 0;
  a {
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

function Row({ casino }: { casino: CompareRow }) {
  return (
    <tr role="row" data-casino-row={casino.slug}>
      <td role="cell" data-col="casino">
        <CasinoCell>
          <CasinoLogo casino={casino} size={48} />
          <div>
            <Link to={casinoPath(casino.slug)}>{casino.name}</Link>
            <Compliance casino={casino} />
          </div>
        </CasinoCell>
      </td>
      <td role="cell" data-col="rating" data-label="Rating">
        <StarRating rating={casino.rating} />
      </td>
      <td role="cell" data-col="bonus" data-label="Bonus">
        <BonusText>{casino.bonusAmount}</BonusText>
      </td>
      <td role="cell" data-col="games" data-label="Games">
        {casino.gamesCount}
      </td>
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
      <td role="cell" data-col="action">
        <LinkButton $size="sm" {...trackedLinkProps(casino, 'compare-table', 'casino_click')}>
          Visit<VisuallyHidden> {casino.name}</VisuallyHidden>
          <NewTabHint />
        </LinkButton>
      </td>
    </tr>
  );
}

function SkeletonRow() {
  return (
    <tr role="row" data-skeleton="row">
      <td role="cell" data-col="casino">
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
export function CompareTable({ rows, loading }: { rows: CompareRow[]; loading: boolean }) {
  return (
    <Table role="table" aria-labelledby="compare-results-title" aria-busy={loading || undefined}>
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
          : rows.map((casino) => <Row key={casino.id} casino={casino} />)}
      </tbody>
    </Table>
  );
}
