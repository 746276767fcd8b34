import { CMS_PREVIEW_PATH } from '@bestellwerk/domain';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from '../features/shell/components/Layout';
import { BranchRoute } from './BranchRoute';
import { ContentRoute } from './ContentRoute';
import { OverviewRoute } from './OverviewRoute';
import { ReadyMarker } from './ReadyMarker';
import { RenderFailure } from './RenderFailure';

// Pages a visitor reaches after the first one load their code on the way there: the first
// page's JavaScript stays small (bench/storefront budget).
const loading = <main className="message-page" aria-busy="true" />;

const checkoutCode = () => import('./CheckoutRoute');
const onServer = typeof window === 'undefined';
// Opened directly, its code is asked for at once, not only once React has rendered the
// frame and reached the route.
if (!onServer && /^\/store\/[^/]+\/checkout/.test(window.location.pathname)) void checkoutCode();
/**
 * The server renders the checkout as the browser first renders it — loading, its data comes
 * from the browser's session — so the frame around it (toolbar, cookie banner) is in the
 * HTML; the browser hydrates the page once the checkout's code is there.
 */
const CheckoutOnServer = () => loading;
const CheckoutRoute = onServer
  ? CheckoutOnServer
  : lazy(() => checkoutCode().then((m) => ({ default: m.CheckoutRoute })));
const CheckoutErrorRoute = onServer
  ? CheckoutOnServer
  : lazy(() => checkoutCode().then((m) => ({ default: m.CheckoutErrorRoute })));
const StatusRoute = lazy(() => import('./StatusRoute').then((m) => ({ default: m.StatusRoute })));
// The site editor's live preview, only ever opened inside the back office.
const PreviewRoute = lazy(() =>
  import('./PreviewRoute').then((m) => ({ default: m.PreviewRoute })),
);
const FrontdeskRoute = lazy(() =>
  import('./FrontdeskRoute').then((m) => ({ default: m.FrontdeskRoute })),
);

/** The storefront's routes (storefront.md §2), wouter on the browser's history. */
export function App() {
  return (
    <RenderFailure>
      <Suspense fallback={loading}>
        <Switch>
          {/* The counter screen has no shop frame around it. */}
          <Route path="/frontdesk/:branchId/:apiKey">
            <FrontdeskRoute />
            <ReadyMarker />
          </Route>
          {/* The editor's preview: no toolbar, banners or page views of a visit. */}
          <Route path={CMS_PREVIEW_PATH}>
            <PreviewRoute />
            <ReadyMarker />
          </Route>
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
                  {/* /site/… and any other path: a content page, else 404 (§2). */}
                  <Route component={ContentRoute} />
                </Switch>
                <ReadyMarker />
              </Suspense>
            </Layout>
          </Route>
        </Switch>
      </Suspense>
    </RenderFailure>
  );
}
