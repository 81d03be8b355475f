import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ConsentBanner } from './ConsentBanner';
import { Header } from './Header';
import { Footer } from './Footer';

/** Header and footer frame every public page and are hidden on /admin routes. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <>
      {!isAdmin && <Header />}
      {children}
      {!isAdmin && <Footer />}
      {!isAdmin && <ConsentBanner />}
    </>
  );
}
