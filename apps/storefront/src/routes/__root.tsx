import { I18nProvider } from '@lingui/react';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DefaultLayout } from '../components/DefaultLayout';
import type { RouterContext } from '../router';
import { documentTitle } from '../shop';
import globalCss from '../styles/global.css?url';

export const Route = createRootRouteWithContext<RouterContext>()({
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
  }),
  shellComponent: RootDocument,
  component: RootLayout,
});

/**
 * The HTML document. `lang` is the store's language; `data-store` and `data-base-url` tell the browser which store it
 * is in and where that store lives.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { store, i18n, baseUrl } = Route.useRouteContext();
  return (
    <I18nProvider i18n={i18n}>
      <html lang={store.language} data-store={store.code} data-base-url={baseUrl}>
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

function RootLayout() {
  const { store } = Route.useRouteContext();
  return (
    <DefaultLayout store={store}>
      <Outlet />
    </DefaultLayout>
  );
}
