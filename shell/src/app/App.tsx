import { AppRoutes } from '../routes/AppRoutes';
import { Layout } from '../layout/Layout';
import { PageViewTracker } from './PageViewTracker';

export function App() {
  return (
    <Layout>
      <PageViewTracker />
      <AppRoutes />
    </Layout>
  );
}
