// The server's plain anchor for a shop link (src/components/server-anchor.ts) is the very anchor the router's Link
// renders on the server: same attributes in the same order, same active state.
import type { LinkProps } from '@shop/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverAnchorProps } from '../src/components/server-anchor';
import { parseSearch, stringifySearch } from '../src/lib/search-params';

type Props = Omit<LinkProps, 'href'>;

/** The HTML of `link` rendered by a server router on `location`, as the shop's router is set up. */
async function renderedOn(location: string, link: () => React.ReactNode) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = (path: string) => createRoute({ getParentRoute: () => rootRoute, path, component: link });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/'), page('/products/'), page('$')]),
    history: createMemoryHistory({ initialEntries: [location] }),
    trailingSlash: 'preserve',
    parseSearch,
    stringifySearch,
    isServer: true,
  });
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  return { html, location: router.stores.location.get() };
}

const PROPS: Props[] = [
  {},
  { className: 'tile' },
  { className: '' },
  { className: 'tile', children: 'Loafer', 'aria-label': 'Loafer, € 89' },
  { title: 'x', type: 'text/html', target: '_self', style: { color: 'red' }, rel: 'nofollow' },
  { children: 'Home', onClick: () => {} },
];

const CASES: [location: string, href: string][] = [
  ['/', '/'],
  ['/', '/dames/schoenen'],
  ['/dames/schoenen', '/dames/schoenen'],
  ['/dames/schoenen', '/dames/schoenen/'],
  ['/dames/schoenen/', '/dames/schoenen'],
  ['/dames/schoenen/loafers', '/dames/schoenen'],
  ['/dames/schoenen/loafers', '/dames/schoen'],
  ['/dames/schoenen/loafers', '/dames'],
  ['/dames/schoenen?brand=a&sort=new', '/dames/schoenen'],
  ['/dames/schoenen', '/'],
  ['/products/', '/products/'],
  ['/products/?page=2', '/products/'],
  ['/heren-home', '/heren-home/'],
  ['/montagne-douce-oona-leren-loafer-cognac-20831-110', '/montagne-douce-oona-leren-loafer-cognac-20831-110'],
  ['/a', '/a_b~c-d.e/f'],
];

describe('serverAnchorProps', () => {
  it.each(CASES)('on %s, a link to %s is the router Link’s anchor, whatever its props', async (location, href) => {
    for (const props of PROPS) {
      const routerLink = await renderedOn(location, () => <Link to={href as '/'} {...props} />);
      const anchor = serverAnchorProps(href, props, routerLink.location);
      expect(anchor).not.toBeNull();
      const plain = await renderedOn(location, () => <a {...anchor} />);
      expect(plain.html).toBe(routerLink.html);
    }
  });

  it('marks the link to the current page and the pages above it active, as the router does', async () => {
    const { html } = await renderedOn('/dames/schoenen/loafers', () => (
      <>
        <a
          {...serverAnchorProps(
            '/dames/schoenen',
            { className: 'crumb' },
            { pathname: '/dames/schoenen/loafers', search: {} },
          )}
        />
        <a {...serverAnchorProps('/dames/kleding', {}, { pathname: '/dames/schoenen/loafers', search: {} })} />
      </>
    ));
    expect(html).toContain('class="crumb active" href="/dames/schoenen" data-status="active" aria-current="page"');
    expect(html).toContain('<a href="/dames/kleding">');
  });

  it.each([
    'dames',
    '//evil.example/x',
    '/dames//schoenen',
    '/dames/./schoenen',
    '/dames/../heren',
    '/search/?q=boot',
    '/faq#returns',
    '/products/$sku',
    '/caf%C3%A9',
    '/café',
    'https://jobs.shop.example/',
    '',
  ])('leaves %j to the router', (href) => {
    expect(serverAnchorProps(href, {}, { pathname: '/', search: {} })).toBeNull();
  });
});
