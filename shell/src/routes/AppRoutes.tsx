import { Route, Routes } from 'react-router-dom';
import { ADMIN_ROUTES, LEGAL_PAGES } from '@sweepscout/shared';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SearchPage } from '../pages/SearchPage';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { REMOTE_MODULES, type RemoteModuleId } from '../remotes/remoteModules';

const page = (id: RemoteModuleId, props?: object) => (
  <main>
    <RemoteSlot id={id} props={props} minHeight="60vh" />
  </main>
);

/** Every public route of public-site.md and every admin route of admin-area.md, section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/compare" element={page(REMOTE_MODULES.compare)} />
      <Route path="/casino/:slug" element={page(REMOTE_MODULES.casino)} />
      <Route path="/bonuses" element={page(REMOTE_MODULES.bonuses)} />
      <Route path="/reviews" element={page(REMOTE_MODULES.reviews)} />
      <Route path="/reviews/:slug" element={page(REMOTE_MODULES.review)} />
      <Route path="/guides" element={page(REMOTE_MODULES.guides)} />
      <Route path="/guides/:slug" element={page(REMOTE_MODULES.guide)} />
      <Route path="/games" element={page(REMOTE_MODULES.games)} />
      <Route path="/contact" element={page(REMOTE_MODULES.contact)} />
      <Route path="/search" element={<SearchPage />} />
      {LEGAL_PAGES.map(({ page: key, path }) => (
        <Route key={key} path={path} element={page(REMOTE_MODULES.legal, { page: key })} />
      ))}
      {ADMIN_ROUTES.map((path) => (
        <Route
          key={path}
          path={path}
          element={<RemoteSlot id={REMOTE_MODULES.admin} minHeight="100vh" />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
