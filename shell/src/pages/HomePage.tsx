import { RemoteSlot } from '@sweepscout/kit';
import { REMOTE_MODULES } from '../remotes/remoteModules';

/**
 * The home page is composed by the shell from widgets exposed by catalog, content and games. The
 * hero and the top-rated casinos are the first view on every screen; the sections below them
 * hydrate when they come into view, so the page loads only the first view's scripts.
 */
export function HomePage() {
  return (
    <main data-page="home">
      <RemoteSlot id={REMOTE_MODULES.homeHero} minHeight="320px" />
      <RemoteSlot id={REMOTE_MODULES.topRated} minHeight="480px" />
      <RemoteSlot id={REMOTE_MODULES.latestReviews} hydrateWhenVisible minHeight="420px" />
      <RemoteSlot id={REMOTE_MODULES.guidesSection} hydrateWhenVisible minHeight="420px" />
      <RemoteSlot id={REMOTE_MODULES.gamesPromo} hydrateWhenVisible minHeight="320px" />
      <RemoteSlot id={REMOTE_MODULES.newsletter} hydrateWhenVisible minHeight="200px" />
      <RemoteSlot id={REMOTE_MODULES.faq} hydrateWhenVisible minHeight="360px" />
    </main>
  );
}
