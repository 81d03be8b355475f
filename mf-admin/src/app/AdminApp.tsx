import { useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_UNAUTHORIZED_EVENT } from '@sweepscout/kit';
import { readToken } from '../auth/token';
import { AuditScreen } from '../screens/AuditScreen';
import { AdminSessionProvider } from './AdminSession';
import { ReauthProvider } from '../auth/Reauth';
import { CasinosScreen } from '../screens/CasinosScreen';
import { ContentScreen } from '../screens/ContentScreen';
import { Dashboard } from '../screens/Dashboard';
import { FaqsScreen } from '../screens/FaqsScreen';
import { GamesScreen } from '../screens/GamesScreen';
import { GuidesScreen } from '../screens/GuidesScreen';
import { LoginPage } from '../screens/LoginPage';
import { MessagesScreen } from '../screens/MessagesScreen';
import { ReviewsScreen } from '../screens/ReviewsScreen';
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
  '/admin/users': UsersScreen,
  '/admin/messages': MessagesScreen,
  '/admin/subscribers': SubscribersScreen,
  '/admin/audit': AuditScreen,
};

/**
 * Any 401 from an admin call: the request layer already cleared the token; go to the login screen
 * (the next login invalidates every cached admin list).
 */
function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onUnauthorized = () => navigate('/admin/login', { replace: true });
    window.addEventListener(ADMIN_UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(ADMIN_UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);
}

/** The admin remote: the login screen, and the guarded screens for visitors holding a token. */
export default function AdminApp() {
  const { pathname } = useLocation();
  useUnauthorizedRedirect();
  const path = pathname.replace(/\/+$/, '') || '/admin';
  if (path === '/admin/login') {
    return (
      <div data-remote="admin">
        <LoginPage />
      </div>
    );
  }
  if (!readToken()) return <Navigate to="/admin/login" replace />;
  const Screen = ADMIN_SCREENS[path] ?? Dashboard;
  return (
    <div data-remote="admin">
      <AdminSessionProvider>
        <ReauthProvider>
          <Screen />
        </ReauthProvider>
      </AdminSessionProvider>
    </div>
  );
}
