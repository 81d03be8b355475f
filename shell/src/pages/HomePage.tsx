import { RemoteSlot } from '@sweepscout/kit';
import { HOME_SECTIONS } from '@sweepscout/shared';

/**
 * The home page is composed by the shell from the sections the route table lists (widgets exposed
 * by catalog, content and games). The first view's sections render at once; the ones below it
 * hydrate when they come into view, so the page loads only the first view's scripts.
 */
export function HomePage() {
  return (
    <main data-page="home">
      {HOME_SECTIONS.map(({ module, minHeight, hydrateWhenVisible }) => (
        <RemoteSlot
          key={module}
          id={module}
          minHeight={minHeight}
          hydrateWhenVisible={hydrateWhenVisible}
        />
      ))}
    </main>
  );
}
