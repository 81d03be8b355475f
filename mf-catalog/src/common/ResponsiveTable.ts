import styled from 'styled-components';
import { skipWhileOffscreen, theme } from '@sweepscout/kit';

const c = theme.colors;

/**
 * A data table that is a real table on wide screens and a list of cards below `$stackBelow` px:
 * each cell shows its column name (data-label) above its value; cells marked data-wide span the
 * card. Give the table and its parts explicit ARIA roles so that the semantics survive the
 * display change.
 */
export const ResponsiveTable = styled.table<{ $stackBelow: number }>`
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
  td:first-child {
    padding-left: ${theme.space(4)};
  }
  td[data-col='casino'] {
    min-width: 230px;
  }
  td[data-col='rating'] {
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${c.surface};
  }
  @media (max-width: ${({ $stackBelow }) => $stackBelow - 1}px) {
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
      padding: ${theme.space(2)} 0;
      border: 1px solid ${c.border};
      border-radius: ${theme.radius.lg};
      background: ${c.surfaceRaised};
      box-shadow: ${theme.shadow.card};
      ${skipWhileOffscreen(380)}
    }
    td,
    td:first-child {
      display: block;
      min-width: 0;
      border-bottom: 0;
      padding: ${theme.space(2)} ${theme.space(4)};
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 2px;
      font-size: 0.7rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.05em;
      color: ${c.textMuted};
    }
    td[data-wide] {
      grid-column: 1 / -1;
    }
    td[data-col='action'] a {
      width: 100%;
    }
    tbody tr:hover td {
      background: transparent;
    }
  }
`;
