import { lazy } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { PAGE_ROUTES } from '../shared/routes';
import { Layout } from './components/layout/Layout';
import { PageErrorBoundary } from './components/layout/PageErrorBoundary';
import { PageSkeleton } from './components/layout/PageSkeleton';
import { DeferredToaster } from './components/ui/DeferredToaster';
import { queryClient as defaultQueryClient } from './lib/query-client';
import { NotFoundPage, PAGES } from './routes';
import { Boundary } from './lib/ssr';

// Loaded only when Stripe sends a member back from a payment (?redirect_status=...).
const PaymentReturnNotice = lazy(() =>
  import('./components/payments/PaymentReturnNotice').then((m) => ({ default: m.PaymentReturnNotice })),
);
const isPaymentReturn = () => typeof window !== 'undefined' && window.location.search.includes('redirect_status=');

/** Providers, the shell and the route table; every page's code loads on first visit. */
export function App({ queryClient = defaultQueryClient }: { queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout>
        <PageErrorBoundary>
          <Boundary fallback={<PageSkeleton />}>
            <Switch>
              {PAGE_ROUTES.map((path) => (
                <Route key={path} path={path} component={PAGES[path]} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Boundary>
        </PageErrorBoundary>
      </Layout>
      <DeferredToaster />
      {isPaymentReturn() && (
        <Boundary fallback={null}>
          <PaymentReturnNotice />
        </Boundary>
      )}
    </QueryClientProvider>
  );
}
