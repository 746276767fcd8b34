import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '../features/shell/components/Layout';
import { BranchRoute } from './BranchRoute';
import { NotFound } from './NotFound';
import { OverviewRoute } from './OverviewRoute';
import { RenderFailure } from './RenderFailure';

// Pages a visitor reaches after the first one load their code on the way there: the first
// page's JavaScript stays small (bench/storefront budget).
const CheckoutRoute = lazy(() =>
  import('./CheckoutRoute').then((m) => ({ default: m.CheckoutRoute })),
);
const CheckoutErrorRoute = lazy(() =>
  import('./CheckoutRoute').then((m) => ({ default: m.CheckoutErrorRoute })),
);
const StatusRoute = lazy(() => import('./StatusRoute').then((m) => ({ default: m.StatusRoute })));
const SiteRoute = lazy(() => import('./SiteRoute').then((m) => ({ default: m.SiteRoute })));
const FrontdeskRoute = lazy(() =>
  import('./FrontdeskRoute').then((m) => ({ default: m.FrontdeskRoute })),
);

const loading = <main className="message-page" aria-busy="true" />;

/** The storefront's routes (storefront.md §2), wouter on the browser's history. */
export function App() {
  // Tells the browser tests (and anyone curious) that the app has taken over the page.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <RenderFailure>
      <Suspense fallback={loading}>
        <Switch>
          {/* The counter screen has no shop frame around it. */}
          <Route path="/frontdesk/:branchId/:apiKey" component={FrontdeskRoute} />
          <Route>
            <Layout>
              <Suspense fallback={loading}>
                <Switch>
                  <Route path="/" component={OverviewRoute} />
                  <Route path="/store/:branchIdentifier" component={BranchRoute} />
                  <Route path="/store/:branchIdentifier/checkout">
                    <CheckoutRoute />
                  </Route>
                  <Route
                    path="/store/:branchIdentifier/checkout/error"
                    component={CheckoutErrorRoute}
                  />
                  <Route path="/status/:uid/:hash" component={StatusRoute} />
                  <Route path="/site/*" component={SiteRoute} />
                  <Route component={NotFound} />
                </Switch>
              </Suspense>
            </Layout>
          </Route>
        </Switch>
      </Suspense>
    </RenderFailure>
  );
}
