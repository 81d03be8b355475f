import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { matchRoute } from '@sweepscout/shared';
import { ConsentBanner } from './ConsentBanner';
import { Header } from './Header';
import { Footer } from './Footer';

/**
 * The page's area keeps at least a screen's height whatever it shows (loading, content, error),
 * so the footer starts below the first screen and never jumps when a remote's content arrives
 * (it used to be drawn first and then pushed down: layout shifts of 0.6 to 0.9 on page routes).
 */
const PageArea = styled.div`
  min-height: 100vh;
  /* Its own formatting context: a loading state's top margin stays inside instead of moving the
     whole area down until the page replaces it. */
  display: flow-root;
`;

/**
 * A part of the frame that hydrates on its own: on a server-rendered page React takes over the
 * page once the root around these parts is hydrated, then hydrates each of them in idle time, or
 * at once when the visitor touches it (React's selective hydration: the tap is handled after).
 * Hydrating header and footer before the app took over kept every tap waiting for them. Nothing
 * inside suspends, so a page rendered in the browser shows them at once as before.
 */
function HydratesOnItsOwn({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Header and footer frame every public page and are hidden on the admin routes of the route
 * table (an unknown /admin/... path is the public not-found page, inside the frame).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const isAdmin = matchRoute(pathname)?.area === 'admin';
  return (
    <>
      {!isAdmin && (
        <HydratesOnItsOwn>
          <Header />
        </HydratesOnItsOwn>
      )}
      {isAdmin ? children : <PageArea data-page-area="">{children}</PageArea>}
      {!isAdmin && (
        <HydratesOnItsOwn>
          <Footer />
        </HydratesOnItsOwn>
      )}
      {!isAdmin && <ConsentBanner />}
    </>
  );
}
