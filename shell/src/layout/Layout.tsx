import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@sweepscout/shared';
import { ConsentBanner } from './ConsentBanner';
import { Header } from './Header';
import { Footer } from './Footer';

/**
 * Header and footer frame every public page and are hidden on the admin routes of the route
 * table (an unknown /admin/... path is the public not-found page, inside the frame).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isAdmin = matchRoute(pathname)?.area === 'admin';
  return (
    <>
      {!isAdmin && <Header />}
      {children}
      {!isAdmin && <Footer />}
      {!isAdmin && <ConsentBanner />}
    </>
  );
}
