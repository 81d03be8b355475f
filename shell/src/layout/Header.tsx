import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Container, theme } from '@sweepscout/shared/client';
import { MAIN_LINKS } from './navigation';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${theme.colors.surfaceRaised};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space(6)};
  min-height: 64px;
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${theme.colors.text};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${theme.space(1)};
  a {
    padding: 8px 12px;
    border-radius: ${theme.radius.sm};
    color: ${theme.colors.textMuted};
    text-decoration: none;
    font-weight: 500;
  }
  a.active {
    color: ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
`;

export function Header() {
  return (
    <Bar>
      <Inner>
        <Brand to="/">SweepScout</Brand>
        <Nav aria-label="Main">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'}>
              {link.label}
            </NavLink>
          ))}
        </Nav>
      </Inner>
    </Bar>
  );
}
