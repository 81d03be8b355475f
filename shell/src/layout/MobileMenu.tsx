import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import { IconButton } from './IconButton';
import { CloseIcon, MenuIcon } from './icons';
import { MAIN_LINKS } from './navigation';
import { SearchBox } from './SearchBox';

// The panel (Radix Dialog, focus trap, scroll lock) is needed only once the visitor opens the
// menu: its code loads on the first hover, focus or press of the button, not with the page.
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

const c = theme.colors;
const NO_SCRIPT_MENU_ID = 'site-menu';

/**
 * The menu before the page's script runs (or without it): a native popover the button opens
 * by itself (popovertarget), with the search form and the main links. Once the app runs, the button opens the Radix
 * dialog instead (its click cancels the popover).
 */
const NoScriptMenu = styled.nav`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  width: min(320px, 86vw);
  height: 100%;
  max-height: none;
  padding: ${theme.space(4)};
  border: 0;
  border-left: 1px solid ${c.border};
  background: ${c.surfaceRaised};
  color: ${c.text};
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
  > div:first-child {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${theme.space(4)};
    font-weight: 700;
  }
  > a {
    display: block;
    padding: 12px 14px;
    border-radius: ${theme.radius.md};
    color: ${c.text};
    text-decoration: none;
    font-weight: 600;
  }
  > a.active {
    color: ${c.primary};
    background: ${c.surface};
  }
`;

const Gap = styled.span`
  display: block;
  height: ${theme.space(4)};
`;

/**
 * Small screens: the main links in a slide-in side menu, open or closed, that closes
 * on link selection.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const noScriptMenu = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    setOpen(false);
    // Opened before the app ran, the native menu stays open as the app takes over, and closes
    // on the first navigation (not on this first render).
    const location = `${pathname}${search}`;
    if (location === shownAt.current) return;
    shownAt.current = location;
    if (noScriptMenu.current?.matches(':popover-open')) noScriptMenu.current.hidePopover();
  }, [pathname, search]);

  return (
    <>
      <IconButton
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        popoverTarget={NO_SCRIPT_MENU_ID}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(event) => {
          // The app's own dialog, not the native popover.
          event.preventDefault();
          if (noScriptMenu.current?.matches(':popover-open')) noScriptMenu.current.hidePopover();
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      <NoScriptMenu id={NO_SCRIPT_MENU_ID} ref={noScriptMenu} popover="auto" aria-label="Menu">
        <div>
          <span>Menu</span>
          <IconButton
            type="button"
            aria-label="Close menu"
            popoverTarget={NO_SCRIPT_MENU_ID}
            popoverTargetAction="hide"
          >
            <CloseIcon />
          </IconButton>
        </div>
        <SearchBox wide />
        <Gap />
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'}>
            {link.label}
          </NavLink>
        ))}
      </NoScriptMenu>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
