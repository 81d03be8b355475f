import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@sweepscout/kit';

/** Records a page view with the path on every route change. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
