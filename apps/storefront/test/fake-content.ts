import { PRODUCTS, productObject } from './fake-catalog';

/**
 * The fake gateway's content (test/fake-gateway.ts): a home page with a hero and the newest products, a customer service
 * page at /klantenservice/, the 404 document.
 */

const CONTENT_TEXTS: Record<string, { home: string; notFound: string; notFoundText: string }> = {
  nl: { home: 'Nieuw dit seizoen', notFound: 'Pagina niet gevonden', notFoundText: 'Deze pagina bestaat niet (meer).' },
  en: { home: 'New this season', notFound: 'Page not found', notFoundText: 'This page does not exist (any more).' },
  de: {
    home: 'Neu in dieser Saison',
    notFound: 'Seite nicht gefunden',
    notFoundText: 'Diese Seite gibt es nicht (mehr).',
  },
  fr: {
    home: 'Nouveautés de la saison',
    notFound: 'Page introuvable',
    notFoundText: "Cette page n'existe pas (plus).",
  },
};
const languageOfStore = (store: string) => (store === 'en' ? 'en' : store.slice(0, 2));
const contentTexts = (store: string) =>
  CONTENT_TEXTS[languageOfStore(store)] ?? (CONTENT_TEXTS.nl as (typeof CONTENT_TEXTS)['nl']);

const slice = (typename: string, id: string, fields: Record<string, unknown>) => ({
  __typename: typename,
  id,
  sliceType: id,
  variation: 'default',
  ...fields,
});

export type FakePageUid = 'home' | '404' | 'klantenservice';

/** The content page at a path ('/' is the home page), if any. */
export function contentPageAt(path: string): FakePageUid | null {
  const uid = path.replace(/^\/+|\/+$/g, '');
  if (uid === '') return 'home';
  return uid === 'klantenservice' ? uid : null;
}

export function contentPageObject(store: string, uid: FakePageUid) {
  const texts = contentTexts(store);
  const home = uid === 'home';
  const title = { home: texts.home, '404': texts.notFound, klantenservice: 'Klantenservice' }[uid];
  const path = home ? '/' : `/${uid}/`;
  return {
    id: `${store}-${uid}`,
    uid,
    path,
    title,
    metaTitle: title,
    metaDescription: null,
    metaRobots: uid === '404' ? 'noindex,nofollow' : 'index,follow',
    canonicalUrl: `http://${store}.localhost:3000${path}`,
    isHome: home,
    segment: 'FOR_HER',
    showBreadcrumbs: !home,
    breadcrumbs: [{ label: title, path }],
    alternates: [],
    blocks: home
      ? [
          slice('HeroBlock', 'hero', {
            title,
            description: '',
            image: null,
            video: null,
            videoMobile: null,
            position: 'CENTRE',
            color: null,
            segmentSwitch: false,
            buttonText: null,
            buttonLink: null,
            buttonStyle: 'DEFAULT',
            columnWidth: 'FULL_WIDTH',
          }),
          slice('ProductsBlock', 'products', {
            title: '',
            layout: 'GRID',
            columns: 3,
            columnWidth: 'FULL_WIDTH',
            buttonText: null,
            buttonLink: null,
            buttonStyle: 'DEFAULT',
            products: PRODUCTS.slice(0, 6).map((product) => productObject(product, store)),
          }),
          slice('NewsletterSubscriptionBlock', 'newsletter', {
            title: 'Nieuwsbrief',
            description: '<p>Blijf op de hoogte.</p>',
            buttonText: null,
          }),
        ]
      : [
          slice('RichtextBlock', 'richtext', {
            richtext: `<p>${uid === '404' ? texts.notFoundText : 'Hoe kunnen we helpen?'}</p>`,
            columnWidth: 'FULL_WIDTH',
            items: [],
          }),
        ],
    children: () => ({ page: 1, hasMore: false, totalResultsSize: 0, pageSize: 5, totalPages: 0, pages: [] }),
  };
}

export const EMPTY_LAYOUT = {
  promoBanners: [],
  forHerNavigation: [],
  forHimNavigation: [],
  navigation: () => [],
  headerUsps: [],
  headerLinks: [],
  footerNavigation: [],
  legalLinks: [],
  socialIcons: [],
  paymentIcons: [],
  jobs: null,
  reviewStats: null,
  customerService: { hours: 'Mon-Fri 9-17', phone: '+31 20 000 0000', email: 'service@shop.example' },
};

/** The content of every product page, in the store's language (English in the en store, else Dutch). */
export function productPageContent(store: string) {
  return store === 'en'
    ? {
        usps: [{ label: 'Free delivery', description: 'from £50', link: null }],
        deliveryReturns: { title: 'Delivery and returns', richtext: '<p>Delivered in 1 to 3 days</p>' },
      }
    : {
        usps: [{ label: 'Gratis verzending', description: 'vanaf € 50', link: null }],
        deliveryReturns: { title: 'Levering en retour', richtext: '<p>Geleverd in 1 tot 3 dagen</p>' },
      };
}
