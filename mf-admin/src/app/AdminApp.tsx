import { type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { StateMessage } from '@sweepscout/kit';
import { useAdminMeQuery } from '../api/adminApi';
import { AuditScreen } from '../features/audit/AuditScreen';
import { AdminSessionProvider } from './AdminSession';
import { ReauthProvider } from '../auth/Reauth';
import { useEndSessionOnUnauthorized } from '../auth/sessionEnd';
import { CasinosScreen } from '../features/casinos/CasinosScreen';
import { ContentScreen } from '../features/content/ContentScreen';
import { Dashboard } from '../features/dashboard/Dashboard';
import { FaqsScreen } from '../features/faqs/FaqsScreen';
import { GamesScreen } from '../features/games/GamesScreen';
import { GuidesScreen } from '../features/guides/GuidesScreen';
import { LoginPage } from '../auth/LoginPage';
import { MessagesScreen } from '../features/inbox/MessagesScreen';
import { ReviewsScreen } from '../features/reviews/ReviewsScreen';
import { StatesScreen } from '../features/states/StatesScreen';
import { RatingMethodScreen } from '../features/rating-method/RatingMethodScreen';
import { AuthorsScreen } from '../features/authors/AuthorsScreen';
import { MatchupsScreen } from '../features/matchups/MatchupsScreen';
import { SubscribersScreen } from '../features/inbox/SubscribersScreen';
import { UsersScreen } from '../features/users/UsersScreen';

/** Every guarded admin screen by path (the route table's admin routes, inbox included). */
export const ADMIN_SCREENS: Record<string, ComponentType> = {
  '/admin': Dashboard,
  '/admin/casinos': CasinosScreen,
  '/admin/reviews': ReviewsScreen,
  '/admin/guides': GuidesScreen,
  '/admin/faqs': FaqsScreen,
  '/admin/games': GamesScreen,
  '/admin/content': ContentScreen,
  '/admin/states': StatesScreen,
  '/admin/users': UsersScreen,
  '/admin/messages': MessagesScreen,
  '/admin/subscribers': SubscribersScreen,
  '/admin/audit': AuditScreen,
  '/admin/rating-method': RatingMethodScreen,
  '/admin/authors': AuthorsScreen,
  '/admin/matchups': MatchupsScreen,
};

/**
 * The guarded screens open once the server confirms the session (its cookie is HttpOnly: the page
 * cannot see it); without one, the login screen.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const me = useAdminMeQuery();
  if (me.isLoading || me.isUninitialized) {
    return <StateMessage role="status">Loading...</StateMessage>;
  }
  if (!me.data) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}

/** The admin remote: the login screen, and the guarded screens for a signed-in user. */
export default function AdminApp() {
  const { pathname } = useLocation();
  useEndSessionOnUnauthorized();
  const path = pathname.replace(/\/+$/, '') || '/admin';
  if (path === '/admin/login') {
    return (
      <div data-remote="admin">
        <LoginPage />
      </div>
    );
  }
  const Screen = ADMIN_SCREENS[path] ?? Dashboard;
  return (
    <div data-remote="admin">
      <SignedIn>
        <AdminSessionProvider>
          <ReauthProvider>
            <Screen />
          </ReauthProvider>
        </AdminSessionProvider>
      </SignedIn>
    </div>
  );
}
