import type { Localized } from '@shop/catalog';
import { LANGUAGES, TRANSLATED_PATHS } from '@shop/i18n';
import type { DemoOutline } from '../world';
import { slugify } from '../world';
import { documentId, type PageRef, resetSliceIds, t, Writer } from './build';
import { layoutData } from './layout';
import {
  type Assets,
  blogPostSlices,
  blogSlices,
  cookieSlices,
  customerServiceSlices,
  customerSlices,
  faqSlices,
  homeSlices,
  lookbookSlices,
  menHomeSlices,
  notFoundSlices,
  privacySlices,
} from './pages';
import { CONTENT_LANGS, type ContentDocument } from './types';

export * from './types';

const DAY = 86_400_000;
const same = (value: string): Localized => ({ en: value, nl: value, de: value, fr: value });
/** The shop's name in each language, as the storefront's catalogs have it (editors end meta titles with it). */
const SHOP_NAME = t('Shoes & Fashion', 'Schoenen & Mode', 'Schuhe & Mode', 'Chaussures & Mode');

/** Looks per lookbook: more than one load of 18 (spec §9), so paging is visible. */
export const DEMO_LOOK_COUNTS = { 'for-her': 24, 'for-him': 22 } as const;

const BLOG_POSTS: { uid: Localized; title: Localized }[] = [
  {
    uid: t('caring-for-leather', 'leer-verzorgen', 'lederpflege', 'entretenir-le-cuir'),
    title: t('Caring for leather', 'Leer verzorgen', 'Lederpflege', 'Entretenir le cuir'),
  },
  {
    uid: t(
      'the-perfect-chelsea-boot',
      'de-perfecte-chelsea-boot',
      'der-perfekte-chelsea-boot',
      'la-chelsea-boot-parfaite',
    ),
    title: t(
      'The perfect Chelsea boot',
      'De perfecte Chelsea boot',
      'Der perfekte Chelsea-Boot',
      'La Chelsea boot parfaite',
    ),
  },
  {
    uid: t('sneakers-at-the-office', 'sneakers-op-kantoor', 'sneaker-im-buero', 'baskets-au-bureau'),
    title: t('Sneakers at the office', 'Sneakers op kantoor', 'Sneaker im Büro', 'Des baskets au bureau'),
  },
  {
    uid: t('finding-your-size', 'je-maat-vinden', 'die-richtige-groesse', 'trouver-sa-pointure'),
    title: t('Finding your size', 'Je maat vinden', 'Die richtige Größe finden', 'Trouver sa pointure'),
  },
  {
    uid: t('a-bag-for-every-day', 'een-tas-voor-elke-dag', 'eine-tasche-fuer-jeden-tag', 'un-sac-pour-chaque-jour'),
    title: t('A bag for every day', 'Een tas voor elke dag', 'Eine Tasche für jeden Tag', 'Un sac pour chaque jour'),
  },
  {
    uid: t('summer-sandals', 'zomersandalen', 'sommersandalen', 'sandales-d-ete'),
    title: t('Summer sandals', 'Zomersandalen', 'Sommersandalen', 'Sandales d’été'),
  },
  {
    uid: t('socks-matter', 'sokken-doen-ertoe', 'socken-sind-wichtig', 'les-chaussettes-comptent'),
    title: t('Socks matter', 'Sokken doen ertoe', 'Socken sind wichtig', 'Les chaussettes comptent'),
  },
];

const LOOK_THEMES: Localized[] = [
  t('City weekend', 'Weekend in de stad', 'Wochenende in der Stadt', 'Week-end en ville'),
  t('Office ready', 'Klaar voor kantoor', 'Bereit fürs Büro', 'Prêt pour le bureau'),
  t('Rainy day', 'Regenachtige dag', 'Regentag', 'Jour de pluie'),
  t('Date night', 'Avondje uit', 'Date Night', 'Soirée en amoureux'),
  t('Country walk', 'Wandeling buiten', 'Spaziergang im Grünen', 'Balade à la campagne'),
  t('Holiday', 'Vakantie', 'Urlaub', 'Vacances'),
];

interface DocumentSpec {
  type: string;
  key: string;
  uid: Localized | null;
  tags: string[];
  /** Days before the world's reference date it was first published. */
  age: number;
  data: (w: Writer) => Record<string, unknown>;
}

export interface DemoContentOptions {
  /** Same as the world's: promo banner windows count from it. */
  referenceDate?: Date | string;
}

/**
 * The demo content: Prismic-shaped documents in en-gb, nl-nl, de-de and fr-fr (one per language; store-specific
 * values such as the customer service phone per store live inside the language's document). Deterministic for a
 * world: promo banner windows count from the world's reference date. Takes the world or its outline
 * (`generateDemoOutline`): the same content either way.
 */
export function generateDemoContent(world: DemoOutline, options: DemoContentOptions = {}): ContentDocument[] {
  resetSliceIds();
  const reference = new Date(options.referenceDate ?? world.referenceDate);
  const { categories, products } = world.catalog;

  const urls = new Map<string, Localized>();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const urlOf = (id: string): Localized => {
    const known = urls.get(id);
    if (known) return known;
    const category = byId.get(id)!;
    const parent = category.parentId ? urlOf(category.parentId) : null;
    const url = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        parent ? `${parent[language]}/${category.urlSegment[language]}` : category.urlSegment[language],
      ]),
    ) as Localized;
    urls.set(id, url);
    return url;
  };
  for (const category of categories) urlOf(category.id);

  const released = products.filter(
    (product) => !product.comingSoonDate || new Date(product.comingSoonDate) <= reference,
  );
  const bySegment = (segment: 'for-her' | 'for-him') => released.filter((product) => product.segment === segment);
  const spread = <T>(list: T[], count: number) =>
    Array.from(
      { length: Math.min(count, list.length) },
      (_, index) => list[Math.floor((index * list.length) / count)]!,
    );
  const assets: Assets = {
    skus: {
      'for-her': spread(bySegment('for-her'), 40).map((product) => product.sku),
      'for-him': spread(bySegment('for-him'), 40).map((product) => product.sku),
    },
    images: {
      'for-her': spread(bySegment('for-her'), 16).map((product) => product.images[0]!),
      'for-him': spread(bySegment('for-him'), 16).map((product) => product.images[0]!),
    },
    looks: {
      'for-her': Array.from({ length: DEMO_LOOK_COUNTS['for-her'] }, (_, index) => lookKey('for-her', index)),
      'for-him': Array.from({ length: DEMO_LOOK_COUNTS['for-him'] }, (_, index) => lookKey('for-him', index)),
    },
  };

  const page = (
    key: string,
    uid: Localized,
    title: Localized,
    slices: (w: Writer) => unknown[],
    extra: {
      tags?: string[];
      age?: number;
      parent?: string;
      segment?: string;
      robots?: string;
      description?: Localized;
    } = {},
  ): DocumentSpec => ({
    type: 'cms_page',
    key,
    uid,
    tags: extra.tags ?? [],
    age: extra.age ?? 200,
    data: (w) => ({
      title: w.tr(title),
      page_title: w.tr(title),
      // As editors write it: the page's SEO title ending in the shop's name (the storefront adds that name once).
      meta_title: extra.robots ? '' : `${w.tr(title)} | ${w.tr(SHOP_NAME)}`,
      meta_description: extra.description ? w.tr(extra.description) : '',
      meta_robots: extra.robots ?? '',
      segment: extra.segment ?? 'for-her',
      parent_page: extra.parent ? w.page(extra.parent) : { link_type: 'Any' },
      description: extra.description ? w.tr(extra.description) : '',
      image: {},
      slices: slices(w),
    }),
  });

  const specs: DocumentSpec[] = [
    {
      type: 'layout',
      key: 'layout',
      uid: null,
      tags: [],
      age: 400,
      data: (w) => layoutData(w, reference, categories, assets.images),
    },
    page(
      'home',
      same('home'),
      t(
        'Shoes and fashion for her',
        'Schoenen en mode voor haar',
        'Schuhe und Mode für sie',
        'Chaussures et mode pour elle',
      ),
      (w) => homeSlices(w, assets),
      {
        tags: ['for-her'],
        description: t(
          'Shoes, bags and fashion for women.',
          'Schoenen, tassen en mode voor dames.',
          'Schuhe, Taschen und Mode für Damen.',
          'Chaussures, sacs et mode pour femmes.',
        ),
      },
    ),
    page(
      'men-home',
      { ...TRANSLATED_PATHS.menHome },
      t(
        'Shoes and fashion for him',
        'Schoenen en mode voor hem',
        'Schuhe und Mode für ihn',
        'Chaussures et mode pour lui',
      ),
      (w) => menHomeSlices(w, assets),
      { tags: ['for-him'], segment: 'for-him' },
    ),
    page(
      'lookbook',
      { ...TRANSLATED_PATHS.lookbook },
      t('Lookbook', 'Lookbook', 'Lookbook', 'Lookbook'),
      (w) => lookbookSlices(w, assets, 'for-her'),
      { tags: ['for-her'] },
    ),
    page(
      'lookbook-for-him',
      { ...TRANSLATED_PATHS.lookbookForHim },
      t('Lookbook for him', 'Lookbook voor hem', 'Lookbook für ihn', 'Lookbook pour lui'),
      (w) => lookbookSlices(w, assets, 'for-him'),
      { tags: ['for-him'], segment: 'for-him' },
    ),
    page(
      'blog',
      same('blog'),
      t('The journal', 'Het journaal', 'Das Journal', 'Le journal'),
      (w) => blogSlices(w, assets),
      {
        description: t(
          'Stories about shoes and style.',
          'Verhalen over schoenen en stijl.',
          'Geschichten über Schuhe und Stil.',
          'Histoires de chaussures et de style.',
        ),
      },
    ),
    ...BLOG_POSTS.map((post, index) =>
      page(`blog-post-${index + 1}`, post.uid, post.title, (w) => blogPostSlices(w, assets, index, post.title), {
        tags: ['blog'],
        age: 120 - index * 14,
        parent: 'blog',
        segment: index % 2 ? 'for-him' : 'for-her',
        description: post.title,
      }),
    ),
    page(
      'faq',
      t('faq', 'veelgestelde-vragen', 'haeufige-fragen', 'questions-frequentes'),
      t('Frequently asked questions', 'Veelgestelde vragen', 'Häufige Fragen', 'Questions fréquentes'),
      faqSlices,
      { parent: 'customer-service' },
    ),
    page(
      'customer-service',
      { ...TRANSLATED_PATHS.customerService },
      t('Customer service', 'Klantenservice', 'Kundenservice', 'Service client'),
      customerServiceSlices,
    ),
    page(
      'cookie-settings',
      { ...TRANSLATED_PATHS.cookies },
      t('Cookie settings', 'Cookie-instellingen', 'Cookie-Einstellungen', 'Paramètres des cookies'),
      cookieSlices,
      { robots: 'noindex,follow' },
    ),
    page(
      'privacy-policy',
      { ...TRANSLATED_PATHS.privacyPolicy },
      t('Privacy policy', 'Privacybeleid', 'Datenschutzerklärung', 'Politique de confidentialité'),
      privacySlices,
    ),
    // The account content page, shown on /customer/ (spec commerce §2); the account's own route serves it, so it is
    // kept out of search engines and the sitemap.
    page('customer', same('customer'), t('My account', 'Mijn account', 'Mein Konto', 'Mon compte'), customerSlices, {
      robots: 'noindex,nofollow',
    }),
    page(
      '404',
      same('404'),
      t('Page not found', 'Pagina niet gevonden', 'Seite nicht gefunden', 'Page introuvable'),
      (w) => notFoundSlices(w, assets),
      { robots: 'noindex,nofollow' },
    ),
    ...(['checkout-header', 'cart', 'pdp'] as const).map((uid) => uspsSpec(uid)),
    {
      type: 'icons',
      key: 'payment-methods',
      uid: same('payment-methods'),
      tags: [],
      age: 300,
      data: (w) => ({
        title: w.tr(t('Pay safely', 'Veilig betalen', 'Sicher bezahlen', 'Paiement sécurisé')),
        icons: layoutData(w, reference, categories, assets.images).payment_icons,
      }),
    },
    {
      type: 'product_info',
      key: 'delivery-returns',
      uid: same('delivery-returns'),
      tags: [],
      age: 300,
      data: (w) => ({
        title: w.tr(t('Delivery and returns', 'Bezorging en retour', 'Lieferung und Rückgabe', 'Livraison et retours')),
        richtext: [
          ...w.bullets([
            t(
              'Delivered in 1 to 3 days',
              'Binnen 1 tot 3 dagen bezorgd',
              'In 1 bis 3 Tagen geliefert',
              'Livré en 1 à 3 jours',
            ),
            t(
              'Free returns within 14 days after purchase',
              'Gratis retourneren binnen 14 dagen na aankoop',
              'Kostenlose Rücksendung innerhalb von 14 Tagen nach dem Kauf',
              'Retours gratuits sous 14 jours après l’achat',
            ),
          ]),
        ],
        slices: [],
      }),
    },
    ...(['for-her', 'for-him'] as const).flatMap((segment) =>
      assets.looks[segment].map((key, index) => lookSpec(key, segment, index, assets, released)),
    ),
  ];

  const refs = new Map<string, PageRef>(
    specs
      .filter((spec) => spec.uid)
      .map((spec) => [spec.key, { type: spec.type, key: spec.key, uid: spec.uid!, tags: spec.tags }]),
  );

  const documents: ContentDocument[] = [];
  for (const spec of specs) {
    for (const language of LANGUAGES) {
      const lang = CONTENT_LANGS[language];
      const writer = new Writer(language, lang, refs, urls);
      const published = new Date(reference.getTime() - spec.age * DAY);
      const id = documentId(spec.type, spec.key, lang);
      documents.push({
        id,
        uid: spec.uid ? spec.uid[language] : null,
        url: null,
        type: spec.type,
        href: `local://documents/${id}`,
        tags: spec.tags,
        first_publication_date: published.toISOString(),
        last_publication_date: new Date(published.getTime() + 3 * DAY).toISOString(),
        slugs: spec.uid ? [spec.uid[language]] : [],
        linked_documents: [],
        lang,
        alternate_languages: LANGUAGES.filter((other) => other !== language).map((other) => ({
          id: documentId(spec.type, spec.key, CONTENT_LANGS[other]),
          ...(spec.uid ? { uid: spec.uid[other] } : {}),
          type: spec.type,
          lang: CONTENT_LANGS[other],
        })),
        data: spec.data(writer),
      });
    }
  }
  return documents;
}

function lookKey(segment: 'for-her' | 'for-him', index: number): string {
  return `${segment === 'for-her' ? 'her' : 'him'}-look-${String(index + 1).padStart(2, '0')}`;
}

function uspsSpec(uid: 'checkout-header' | 'cart' | 'pdp'): DocumentSpec {
  return {
    type: 'usps',
    key: `usps-${uid}`,
    uid: same(uid),
    tags: [],
    age: 300,
    data: (w) => ({
      title: w.tr(t('Our promises', 'Onze beloftes', 'Unsere Versprechen', 'Nos engagements')),
      usps: [
        {
          label: w.tr(
            t(
              'Free delivery from £60',
              'Gratis bezorging vanaf € 50',
              'Kostenloser Versand ab 50 €',
              'Livraison gratuite dès 50 €',
            ),
          ),
          link: { link_type: 'Any' },
          icon: 'truck',
          description: '',
        },
        {
          label: w.tr(
            t(
              'Free returns within 14 days',
              'Gratis retourneren binnen 14 dagen',
              'Kostenlose Rücksendung in 14 Tagen',
              'Retours gratuits sous 14 jours',
            ),
          ),
          link: { link_type: 'Any' },
          icon: 'return',
          description: '',
        },
        ...(uid === 'checkout-header'
          ? [
              {
                label: w.tr(t('Secure payment', 'Veilig betalen', 'Sichere Zahlung', 'Paiement sécurisé')),
                link: { link_type: 'Any' },
                icon: 'lock',
                description: '',
              },
            ]
          : [
              {
                label: w.tr(
                  t('Collect club points', 'Spaar clubpunten', 'Clubpunkte sammeln', 'Cumulez des points club'),
                ),
                link: { link_type: 'Any' },
                icon: 'star',
                description: w.tr(t('1 point per euro', '1 punt per euro', '1 Punkt pro Euro', '1 point par euro')),
              },
            ]),
      ],
    }),
  };
}

function lookSpec(
  key: string,
  segment: 'for-her' | 'for-him',
  index: number,
  assets: Assets,
  released: DemoOutline['catalog']['products'],
): DocumentSpec {
  const theme = LOOK_THEMES[index % LOOK_THEMES.length]!;
  const number = Math.floor(index / LOOK_THEMES.length) + 1;
  const pool = released.filter((product) => product.segment === segment);
  const count = 2 + (index % 3);
  const skus = Array.from({ length: count }, (_, offset) => pool[(index * 7 + offset * 31) % pool.length]!.sku);
  return {
    type: 'look',
    key,
    uid: same(key),
    tags: [segment],
    age: 60 + index,
    data: (w) => ({
      url_key: slugify(`${w.tr(theme)} ${number}`),
      label: `${w.tr(theme)} ${number}`,
      parent_page: w.page(segment === 'for-her' ? 'lookbook' : 'lookbook-for-him'),
      position: index + 1,
      images: [
        {
          image: w.image(assets.images[segment][index % assets.images[segment].length]!, theme, 384, 560),
          video:
            index % 5 === 4 ? w.video(segment === 'for-her' ? 'look-for-her' : 'look-for-him') : { link_type: 'Any' },
        },
      ],
      products: skus.map((sku) => ({ sku })),
    }),
  };
}
