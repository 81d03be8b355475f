import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, preloadOnIntent, ServerMemo, theme } from '@sweepscout/kit';
import { MobileMenu } from './MobileMenu';
import { MAIN_LINKS } from './navigation';
import { SearchBox } from './SearchBox';
import { HEADER_BAR_MIN_HEIGHT_PX } from './headerHeight';
import { StateBar } from './StateBar';
import { ThemeSwitch } from './ThemeSwitch';

const c = theme.colors;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: color-mix(in srgb, ${c.surfaceRaised} 92%, transparent);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${c.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};
  min-height: ${HEADER_BAR_MIN_HEIGHT_PX}px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: -0.01em;
  color: ${c.text};
  text-decoration: none;
  margin-right: auto;
  ${theme.media.lg} {
    margin-right: ${theme.space(2)};
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 9px;
  background: linear-gradient(135deg, ${c.primary}, ${c.accent});
  color: #ffffff;
  font-size: 1rem;
`;

const Nav = styled.nav`
  display: none;
  gap: 2px;
  margin-right: auto;
  ${theme.media.lg} {
    display: flex;
  }
  a {
    padding: 8px 12px;
    border-radius: ${theme.radius.sm};
    color: ${c.textMuted};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.95rem;
  }
  a:hover {
    color: ${c.text};
    background: ${c.surface};
  }
  a.active {
    color: ${c.primary};
    background: ${c.surface};
    box-shadow: inset 0 -2px 0 ${c.primary};
  }
`;

const Desktop = styled.div`
  display: none;
  align-items: center;
  gap: ${theme.space(3)};
  ${theme.media.lg} {
    display: flex;
  }
`;

const Mobile = styled.div`
  display: flex;
  ${theme.media.lg} {
    display: none;
  }
`;

/** The sticky header: brand, the six main links (active one highlighted), search and theme. */
export function Header() {
  // The links show which page is current; nothing else here differs from page to page.
  const { pathname } = useLocation();
  return (
    <Bar data-site-header="">
      <ServerMemo id="header" deps={[pathname]}>
        <Inner>
          <Brand to="/" aria-label="SweepScout home">
            <Mark aria-hidden="true">S</Mark>
            SweepScout
          </Brand>
          <Nav aria-label="Main">
            {MAIN_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                {...preloadOnIntent(link.to)}
              >
                {link.label}
              </NavLink>
            ))}
          </Nav>
          <Desktop>
            <SearchBox />
            <ThemeSwitch />
          </Desktop>
          <Mobile>
            <MobileMenu />
          </Mobile>
        </Inner>
      </ServerMemo>
      <StateBar />
    </Bar>
  );
}
