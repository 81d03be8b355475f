import styled, { css } from 'styled-components';
import { focusRing, theme } from '@sweepscout/kit';

const c = theme.colors;

export const Page = styled.div`
  min-height: 100vh;
  background: ${c.surface};
  color: ${c.text};
  font-family: ${theme.font.body};
`;

export const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)} ${theme.space(12)};
`;

export const Panel = styled.section`
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
  margin-bottom: ${theme.space(6)};

  /* The panel's padding is its bottom space (a closing paragraph's margin would add to it). */
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** A panel's or a dashboard group's heading: one size and spacing for every card of the admin. */
export const PanelHeading = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 ${theme.space(3)};
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    text-align: left;
    padding: ${theme.space(3)} ${theme.space(4)};
    border-bottom: 1px solid ${c.border};
    vertical-align: middle;
  }
  th {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${c.textMuted};
    background: ${c.surface};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr:hover td {
    background: ${c.surface};
  }
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  flex-wrap: nowrap;
  white-space: nowrap;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  margin-bottom: ${theme.space(4)};
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
`;

export const Muted = styled.span`
  color: ${c.textMuted};
`;

export const Thumb = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
  border-radius: ${theme.radius.sm};
  background: ${c.surface};
  border: 1px solid ${c.border};
`;

/** The look of an inline link of the admin (a text link, 'Back to Dashboard'). */
export const linkText = css`
  color: ${c.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const TextLink = styled.a`
  ${linkText}
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space(4)};
  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FullRow = styled.div`
  grid-column: 1 / -1;
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  label,
  legend {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  input[type='text'],
  input[type='url'],
  input[type='number'],
  input[type='date'],
  input[type='password'],
  input:not([type]),
  select,
  textarea {
    font: inherit;
    padding: 9px 12px;
    border: 1px solid ${c.border};
    border-radius: ${theme.radius.md};
    background: ${c.bg};
    color: ${c.text};
    width: 100%;
    box-sizing: border-box;
    &:focus-visible {
      outline: 3px solid ${c.focus};
      outline-offset: 1px;
    }
    &[aria-invalid='true'] {
      border-color: ${c.danger};
    }
  }
  textarea {
    min-height: 110px;
    resize: vertical;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${c.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${c.danger};
  font-weight: 600;
`;

export const CheckRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 500 !important;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${c.primary};
  }
`;

export const Alert = styled.div`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${c.dangerBg};
  color: ${c.danger};
  border: 1px solid ${c.danger};
  font-weight: 600;
`;

export const BadgeList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`;

export const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  strong {
    font-size: 2rem;
    line-height: 1.1;
  }
  span {
    color: ${c.textMuted};
  }
`;

/** A row of labelled filter controls above a table (a form where it submits). */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
  margin-bottom: ${theme.space(4)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(1)};
    font-size: 0.875rem;
  }
`;

/** Page navigation below a table. */
export const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`;
