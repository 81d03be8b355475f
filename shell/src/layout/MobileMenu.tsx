import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { IconButton } from './IconButton';
import { MenuIcon } from './icons';

// The panel (Radix Dialog, focus trap, scroll lock) is needed only once the visitor opens the
// menu: its code loads on the first hover, focus or press of the button, not with the page.
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * Small screens: the main links in a slide-in side menu, open or closed, that closes
 * on link selection.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <>
      <IconButton
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
