import { GlossaryProvider, Toaster } from '@sweepscout/kit';
import { AppRoutes } from '../routes/AppRoutes';
import { Layout } from '../layout/Layout';
import { AppReadyMark } from './AppReadyMark';
import { PageViewTracker } from './PageViewTracker';
import { RouteHead } from './RouteHead';

export function App() {
  return (
    <GlossaryProvider>
      <Layout>
        <PageViewTracker />
        <RouteHead />
        <AppRoutes />
      </Layout>
      <Toaster />
      <AppReadyMark />
    </GlossaryProvider>
  );
}
