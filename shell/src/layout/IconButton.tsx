import styled from 'styled-components';
import { theme } from '@sweepscout/kit';

const c = theme.colors;

/** The square icon buttons of the mobile menu (open, close). */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${c.text};
  cursor: pointer;
  &:hover {
    background: ${c.surface};
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
  }
`;
