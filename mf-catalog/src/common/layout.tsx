import styled, { css } from 'styled-components';
import { clipIcon, theme, VisuallyHidden } from '@sweepscout/kit';

const c = theme.colors;

/** The column under a catalog page's hero: its blocks stacked, with room above and below. */
export const PageBody = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  padding: ${theme.space(8)} 0 ${theme.space(12)};
`;

/** The box of the catalog's form controls: their font, padding, border and colours. */
export const fieldControlCss = css`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: ${c.surfaceRaised};
  color: ${c.text};
`;

/** One group of the compare filters: a bare fieldset under its bold legend. */
export const FilterGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space(2)};
    padding: 0;
    font-weight: 700;
    font-size: 0.9rem;
    color: ${c.text};
  }
`;

/** A full-width table of ruled rows, its cells read from the left (padding per table). */
export const ruledTableCss = (cellPadding: string) => css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${cellPadding};
    border-bottom: 1px solid ${c.border};
    text-align: left;
  }
`;

/** The look of the sort and filter dropdowns of /compare and /bonuses. */
export const filterSelectCss = css`
  select {
    ${fieldControlCss}
  }
  select:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

/** A link styled as a button (outbound links and router links share the look of Button). */
export const LinkButton = styled.a<{
  $variant?: 'primary' | 'secondary' | 'success';
  $size?: 'sm' | 'md';
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  border-radius: ${theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  padding: ${({ $size }) => ($size === 'sm' ? '6px 14px' : '10px 18px')};
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '1rem')};
  background: ${({ $variant }) =>
    $variant === 'secondary' ? 'transparent' : $variant === 'success' ? c.successBg : c.primary};
  color: ${({ $variant }) =>
    $variant === 'secondary' ? c.text : $variant === 'success' ? '#ffffff' : c.primaryText};
  border-color: ${({ $variant }) => ($variant === 'secondary' ? c.border : 'transparent')};
  &:hover {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;

/** An open box with an arrow leaving it by its top right corner: three 2-unit strokes. */
const NEW_TAB_SHAPE =
  'M20 14L20 22L2 22L2 4L10 4L10 6L4 6L4 20L18 20L18 14Z' +
  'M14 2L22 2L22 10L20 10L20 4L14 4Z' +
  'M20.29 2.29L21.71 3.71L12.71 12.71L11.29 11.29Z';

const NewTabIcon = styled.span`
  ${clipIcon(NEW_TAB_SHAPE, 14)}
`;

/** The little arrow that tells a link opens the casino's site in a new tab. */
export function NewTabHint() {
  return (
    <>
      <NewTabIcon aria-hidden="true" data-icon="new-tab" />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  );
}
