import { type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { StateMessage } from '@sweepscout/kit';
import { useAdminMeQuery } from '../api/adminApi';
import { AuditScreen } from '../screens/AuditScreen';
import { AdminSessionProvider } from './AdminSession';
import { ReauthProvider } from '../auth/Reauth';
import { useEndSessionOnUnauthorized } from '../auth/sessionEnd';
import { CasinosScreen } from '../screens/CasinosScreen';
import { ContentScreen } from '../screens/ContentScreen';
import { Dashboard } from '../screens/Dashboard';
import { FaqsScreen } from '../screens/FaqsScreen';
import { GamesScreen } from '../screens/GamesScreen';
import { GuidesScreen } from '../screens/GuidesScreen';
import { LoginPage } from '../screens/LoginPage';
import { MessagesScreen } from '../screens/MessagesScreen';
import { ReviewsScreen } from '../screens/ReviewsScreen';
import { StatesScreen } from '../screens/StatesScreen';
import { RatingMethodScreen } from '../screens/RatingMethodScreen';
import { AuthorsScreen } from '../screens/AuthorsScreen';
import { MatchupsScreen } from '../screens/MatchupsScreen';
import { SubscribersScreen } from '../screens/SubscribersScreen';
import { UsersScreen } from '../screens/UsersScreen';

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
