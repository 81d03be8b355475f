import styled, { css } from 'styled-components';
import { theme } from '../theme/tokens';

const c = theme.colors;

/** The raised, scrolling panel of a combobox's suggestions (positioned by its user). */
export const listboxPanel = css`
  overflow-y: auto;
  padding: 6px;
  background: ${c.surfaceRaised};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.18);
`;

/** One suggestion of a combobox; the active one (aria-activedescendant) is highlighted. */
export const ListboxOption = styled.div<{ $active: boolean }>`
  padding: 8px 10px;
  border-radius: ${theme.radius.sm};
  cursor: pointer;
  color: ${({ $active }) => ($active ? c.primaryText : c.text)};
  background: ${({ $active }) => ($active ? c.primary : 'transparent')};
  &:hover {
    background: ${({ $active }) => ($active ? c.primary : c.surface)};
  }
`;
