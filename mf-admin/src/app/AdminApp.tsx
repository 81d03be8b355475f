import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_TOKEN_STORAGE_KEY } from '@sweepscout/shared';
import { Container, Section } from '@sweepscout/shared/client';

const TITLES: Record<string, string> = {
  '/admin': 'Admin Dashboard',
  '/admin/casinos': 'Manage Casino Brands',
  '/admin/reviews': 'Manage Reviews',
  '/admin/guides': 'Manage Guides',
  '/admin/faqs': 'Manage FAQs',
  '/admin/games': 'Manage Casino Games',
  '/admin/content': 'Manage Website Content',
  '/admin/users': 'Manage User Access',
};

export default function AdminApp() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/admin';
  if (path === '/admin/login') {
    return (
      <Section data-remote="admin">
        <Container>
          <h1>Admin Login</h1>
        </Container>
      </Section>
    );
  }
  if (!localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)) return <Navigate to="/admin/login" replace />;
  return (
    <Section data-remote="admin">
      <Container>
        <h1>{TITLES[path] ?? 'Admin'}</h1>
      </Container>
    </Section>
  );
}
