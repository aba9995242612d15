import { I18nProvider } from '@lingui/react';
import { OnlineStatus, RouteProgressBar } from '@shop/ui/shell';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  type StaticDataRouteOption,
  useLocation,
  useMatches,
  useRouterState,
} from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { preloadModule } from 'react-dom';
import { APPLY_STORED_PREFERENCES_SCRIPT } from '../accessibility/preferences-script';
import { currentSession } from '../account/current-session';
import { seedSession } from '../account/session-store';
import type { RouterContext } from '../app/router-context';
import { useChunkErrorReload } from '../app/shell/chunk-reload';
import { DefaultLayout } from '../app/shell/DefaultLayout';
import { DebugModeProvider, useDebugMode } from '../app/shell/debug-mode';
import { useFocusOnNavigation } from '../app/shell/focus-on-navigation';
import { useIdleLinkPrefetch } from '../app/shell/idle-prefetch';
import { ownSegmentOf } from '../app/shell/page-segment';
import { segmentOfPage } from '../app/shell/segment';
import { rememberedLayout, rememberLayout } from '../app/shell/shell-data';
import { CartFlowHost } from '../cart/CartFlowHost';
import { HeaderMiniCart } from '../cart/HeaderMiniCart';
import { restoreTokenOf, withoutToken } from '../cart/restore-token';
import { Toasts } from '../cart/Toasts';
import { pageShellOf } from '../catalog/public';
import { ContentRuntimeProvider } from '../content/runtime';
import { InstoreModeHost } from '../instore/InstoreModeHost';
import { startLaterParts } from '../lib/hydrate-later';
import { documentTitle } from '../lib/page-head';
import globalCss from '../styles/global.css?url';
import { CookieMessageHost } from '../tracking/CookieMessageHost';
import { useThirdPartyReady } from '../tracking/third-party-loader';
import { currentTrackingContext } from '../tracking/tracking-context';
import { useTracking } from '../tracking/use-tracking';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page chrome: `default` (header, navigation, footer; when absent) or `own`: the route renders its own layout
     * (`EmptyLayout`, `CheckoutLayout` from src/app/shell) and the root adds none.
     */
    layout?: 'default' | 'own';
    /**
     * `page`: the route loads the shell's parts with the page itself (one gateway request, src/catalog): the page's
     * store switch, and the default layout while the root has none (`pageLoadsLayout`). The root's loader asks
     * neither, and the root layout shows the page's.
     */
    shell?: 'page';
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The segment rules run before every page: on the server a for-him visitor of the home or lookbook page gets a 302
  // to the men's pages (spec §2); in the browser the same rules hold for navigations.
  // A `token` parameter restores that cart first (spec §2: links from mails): its lines go into the shopper's own cart
  // (a new session's cookie is set when there was none), then a 302 to the same address without it. Anything that is
  // no restore token (a session token included) is dropped the same way, silently, and never becomes the session.
  beforeLoad: async (options) => {
    const { context, location, preload } = options;
    const token = preload ? undefined : restoreTokenOf(location.pathname, location.searchStr);
    if (token !== undefined) {
      if (token) await (await import('../cart/restore-cart')).restoreCart(context.graphql, token);
      throw redirect({ href: withoutToken(location.pathname, location.searchStr, location.hash), statusCode: 302 });
    }
    const { segment, redirect: segmentTarget } = segmentOfPage(
      location.pathname,
      location.href,
      context.store.language,
      preload,
    );
    if (segmentTarget) throw redirect({ href: segmentTarget.location, statusCode: segmentTarget.status });
    // Whether the caller is logged in: the guards of account pages and the header's customer link need it. On the
    // server one small query (only with a session cookie); in the browser the session store.
    const session = await currentSession(context);
    // The cookie consent and the tag manager: the server renders the cookie message (or not) from the request's cookies.
    const tracking = currentTrackingContext();
    // Read untyped: the matches' own types refer back to this route's context (TypeScript would lose the params).
    const { matches } = options as unknown as { matches: readonly { staticData: StaticDataRouteOption }[] };
    const pageLoadsShell = matches.at(-1)?.staticData.shell === 'page';
    // The layout comes with such a page while the root has none: on the server, in the browser before it kept one.
    const pageLoadsLayout = pageLoadsShell && !rememberedLayout();
    return { segment, session, tracking, pageLoadsShell, pageLoadsLayout };
  },
  // The layout's content and the store switch are part of the first HTML; in the browser the layout is kept and only
  // the store switch is asked again for the new path. Pages that load them with their own data (`staticData.shell`)
  // cost the root nothing.
  // The loader's code (and its GraphQL documents) is not needed to show or hydrate a page: it loads with the first
  // navigation, which keeps it out of every page's first-load JavaScript.
  // With a session cookie, the server also renders the header's cart summary; in the browser the summary store has it.
  loader: async ({ context, location }) => {
    const [shell, cartSummary] = await Promise.all([
      import('../app/shell/load-shell').then((module) =>
        module.loadShell(context.graphql, location.pathname, context.pageLoadsShell),
      ),
      context.hasSession
        ? import('../cart/load-cart-summary').then((module) => module.loadCartSummary(context.graphql))
        : undefined,
    ]);
    return { ...shell, cartSummary };
  },
  // The root's match stays the same from page to page, so the router would not run its loader again: every navigation
  // reloads it (in the background, the new page does not wait), a preload (hover) does not.
  shouldReload: ({ preload }) => !preload,
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: documentTitle(match.context.i18n) },
    ],
    links: [
      { rel: 'stylesheet', href: globalCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
    // The shopper's accessibility settings, applied to <html> before the first paint (src/accessibility).
    scripts: [{ children: APPLY_STORED_PREFERENCES_SCRIPT }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
});

/**
 * The HTML document. `lang` is the store's language; `data-store` and `data-base-url` tell the browser which store it
 * is in and where that store lives.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { store, i18n, baseUrl, recaptchaSiteKey, messagesScript } = Route.useRouteContext();
  // The language's messages load beside the entry, not after it (React writes the preload into the head).
  if (messagesScript) preloadModule(messagesScript, { as: 'script' });
  return (
    <I18nProvider i18n={i18n}>
      {/* The head's script may add the accessibility settings' data- attributes before hydration. */}
      <html
        lang={store.language}
        data-store={store.code}
        data-base-url={baseUrl}
        data-recaptcha-site-key={recaptchaSiteKey ?? undefined}
        suppressHydrationWarning
      >
        <head>
          <HeadContent />
        </head>
        <body>
          {children}
          <Scripts />
        </body>
      </html>
    </I18nProvider>
  );
}

/**
 * Around every page: the route progress bar, the page in its layout, the online status, and the page-level behaviour
 * of spec §4 and §9 (failed-chunk reload, idle link prefetch, consent and tracking with the third-party loader, debug
 * mode).
 */
function RootLayout() {
  const { store, segment, baseUrl, session, tracking } = Route.useRouteContext();
  const shell = Route.useLoaderData();
  // The browser's first render hands the server's session to the store, before the header reads it.
  seedSession(session);
  const { pathname } = useLocation();
  const ownLayout = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout === 'own' });
  // The header highlights the page's own segment (a men's product, category or look-book) over the segment rules'.
  const pageSegment = useMatches({ select: (matches) => ownSegmentOf(matches.at(-1)?.loaderData) });
  // The catch-all and brand pages load the shell's parts themselves (the root's are then null).
  const pageShell = useMatches({ select: (matches) => pageShellOf(matches.at(-1)) });
  // While the root reloads after a navigation away from such a page, the layout the browser kept stands in.
  const layout = pageShell.layout ?? shell.layout ?? rememberedLayout() ?? null;
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  rememberLayout(layout);
  useChunkErrorReload();
  useIdleLinkPrefetch();
  useFocusOnNavigation();
  useTracking(tracking, store);
  useMarkHydrated();
  return (
    <DebugModeProvider>
      <RouteProgressBar pending={pending} />
      {ownLayout ? (
        <PageOutlet />
      ) : (
        <DefaultLayout
          store={store}
          shell={{ layout, storeSwitch: pageShell.storeSwitch ?? shell.storeSwitch }}
          segment={pageSegment ?? segment}
          pathname={pathname}
          baseUrl={baseUrl}
          miniCart={<HeaderMiniCart summary={shell.cartSummary} />}
          cookieMessage={<CookieMessageHost rendered={tracking} language={store.language} />}
        >
          <PageOutlet />
        </DefaultLayout>
      )}
      <CartFlowHost />
      <InstoreModeHost />
      <Toasts />
      {/* After the page: its live region must not be the first status a page's own checks find. */}
      <OnlineStatus />
    </DebugModeProvider>
  );
}

/**
 * `<html data-hydrated>` once the page has hydrated: the moment it answers the shopper's input. The bench counts the
 * JavaScript fetched before it (first-load JavaScript), browser journeys can wait for it. Then the parts hydrated
 * later (the footer: src/lib/hydrate-later.tsx) load their code.
 */
const HYDRATED_MARK = 'shop:hydrated';

function useMarkHydrated() {
  useEffect(() => {
    // The moment, for the bench: scripts asked for before it are the page's first-load JavaScript.
    performance.mark(HYDRATED_MARK);
    document.documentElement.dataset.hydrated = '';
    startLaterParts();
  }, []);
}

/** The page, told what the root owns and content blocks need: third-party readiness and debug mode. */
function PageOutlet() {
  return (
    <ContentRuntimeProvider thirdPartyReady={useThirdPartyReady()} debug={useDebugMode()}>
      <Outlet />
    </ContentRuntimeProvider>
  );
}
