import { RemoteSlot } from '@sweepscout/kit';
import { REMOTE_MODULES } from '../remotes/remoteModules';

/** The home page is composed by the shell from widgets exposed by catalog, content and games. */
export function HomePage() {
  return (
    <main data-page="home">
      <RemoteSlot id={REMOTE_MODULES.homeHero} minHeight="320px" />
      <RemoteSlot id={REMOTE_MODULES.topRated} minHeight="480px" />
      <RemoteSlot id={REMOTE_MODULES.latestReviews} minHeight="420px" />
      <RemoteSlot id={REMOTE_MODULES.guidesSection} minHeight="420px" />
      <RemoteSlot id={REMOTE_MODULES.gamesPromo} minHeight="320px" />
      <RemoteSlot id={REMOTE_MODULES.newsletter} minHeight="200px" />
      <RemoteSlot id={REMOTE_MODULES.faq} minHeight="360px" />
    </main>
  );
}
