import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { preloadOnIntent, theme } from '@sweepscout/kit';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { MAIN_LINKS } from './navigation';
import { SearchBox } from './SearchBox';
import { ThemeSwitch } from './ThemeSwitch';

const c = theme.colors;

const fadeIn = keyframes`from { opacity: 0 } to { opacity: 1 }`;
const slideIn = keyframes`from { transform: translateX(100%) } to { transform: translateX(0) }`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(0, 0, 0, 0.5);
  animation: ${fadeIn} 150ms ease-out;
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  z-index: 100;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 86vw);
  display: flex;
  flex-direction: column;
  gap: ${theme.space(5)};
  padding: ${theme.space(4)};
  overflow-y: auto;
  background: ${c.surfaceRaised};
  border-left: 1px solid ${c.border};
  box-shadow: -12px 0 32px rgba(0, 0, 0, 0.2);
  animation: ${slideIn} 200ms ease-out;
  &:focus {
    outline: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 1.1rem;
`;

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
  a {
    padding: 12px 14px;
    border-radius: ${theme.radius.md};
    color: ${c.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${c.surface};
  }
  a.active {
    color: ${c.primary};
    background: ${c.surface};
    box-shadow: inset 3px 0 0 ${c.primary};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${c.textMuted};
  font-size: 0.9rem;
`;

/**
 * The open side menu (MobileMenu.tsx loads it on first use: Radix Dialog stays off the first
 * view). The dialog traps focus while open, Escape closes it and focus returns to the menu button.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          aria-describedby={undefined}
          data-mobile-menu=""
          onCloseAutoFocus={(event) => {
            // The menu button is not a Radix trigger (it is drawn before this code loads).
            event.preventDefault();
            menuButton.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // An open search list closes first; the next Escape closes the menu.
            const target = event.target as HTMLElement | null;
            if (target?.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
        >
          <PanelHead>
            <Title>Menu</Title>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label="Close menu">
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </PanelHead>
          <SearchBox wide onDone={() => onOpenChange(false)} />
          <Links aria-label="Main">
            {MAIN_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === '/'}
                onClick={() => onOpenChange(false)}
                {...preloadOnIntent(link.to)}
              >
                {link.label}
              </NavLink>
            ))}
          </Links>
          <Row>
            <span>Theme</span>
            <ThemeSwitch />
          </Row>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
