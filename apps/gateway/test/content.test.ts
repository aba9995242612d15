import {
  type ContentSource,
  LocalContentSource,
  PrismicContentSource,
  type QueryOptions,
  type ReadOptions,
} from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { DEMO_LOOK_COUNTS, generateDemoContent } from '@shop/demo-data';
import { visiblePromoBanners } from '@shop/domain';
import { TRANSLATED_PATHS } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayFetch } from '../../../packages/content/test/replay';
import { loadConfig } from '../src/config';
import { type GatewayClient, startGateway } from './harness';
import { productOf, world } from './world';

const documents = generateDemoContent(world);
const STORES = [
  { store: 'nl-nl', language: 'nl', lang: 'nl-nl' },
  { store: 'en', language: 'en', lang: 'en-gb' },
  { store: 'de-de', language: 'de', lang: 'de-de' },
  { store: 'fr-fr', language: 'fr', lang: 'fr-fr' },
] as const;

const BLOCK_TYPES = [
  'AttentionBlock',
  'BrandingBlock',
  'ButtonBlock',
  'CategorySliderBlock',
  'CookieSettingsBlock',
  'CustomerServiceContactBlock',
  'DrieluikBlock',
  'FaqBlock',
  'FlocklerBlock',
  'HeroBlock',
  'ImageTitleBlock',
  'ImagesBlock',
  'NewsletterSubscriptionBlock',
  'ProductsBlock',
  'RichtextBlock',
  'RichtextWithBlock',
  'RotatingProductPicksBlock',
  'ShopTheLookSliderBlock',
  'SliderBlock',
  'SqueezelyBlock',
  'TimelineSliderBlock',
  'UspsBlock',
  'VideosBlock',
];

const IMAGE = 'url alt width height mobile { url width height }';
const LINK = 'url external target opensChat';
const VIDEO = 'url width height poster';
const BUTTON = `buttonText buttonLink { ${LINK} } buttonStyle`;
/** Every field of every block type: a page answering this without errors resolves all its blocks. */
const BLOCK_FIELDS = `
  __typename
  ... on ContentSlice { id sliceType variation }
  ... on AttentionBlock { title richtext ${BUTTON} backgroundColor columnWidth }
  ... on BrandingBlock { title description image { ${IMAGE} } link { ${LINK} } buttonText buttonStyle columnWidth }
  ... on ButtonBlock { ${BUTTON} }
  ... on CategorySliderBlock { title items { label image { ${IMAGE} } link { ${LINK} } } }
  ... on CookieSettingsBlock { title acceptTitle acceptDescription denyTitle denyDescription }
  ... on CustomerServiceContactBlock { title description items { icon title text link { ${LINK} } buttonText } }
  ... on DrieluikBlock { title items { title image { ${IMAGE} } video { ${VIDEO} } link { ${LINK} } } }
  ... on FaqBlock { title categories items { category question answer answerText } }
  ... on FlocklerBlock { title flocklerId uuid }
  ... on HeroBlock { title description image { ${IMAGE} } video { ${VIDEO} } videoMobile { ${VIDEO} } position color segmentSwitch ${BUTTON} columnWidth }
  ... on ImageTitleBlock { title image { ${IMAGE} } link { ${LINK} } columnWidth }
  ... on ImagesBlock { columns columnWidth items { title image { ${IMAGE} } link { ${LINK} } } }
  ... on NewsletterSubscriptionBlock { title description buttonText }
  ... on ProductsBlock { title layout columns columnWidth ${BUTTON} products { sku name url price { formatted } } }
  ... on RichtextBlock { richtext columnWidth items { content leftButtonTekst leftButtonLink { ${LINK} } rightButtonTekst rightButtonLink { ${LINK} } } }
  ... on RichtextWithBlock { title richtext richtext2 mirror alignment media image { ${IMAGE} } video { ${VIDEO} } product { sku name } ${BUTTON} }
  ... on RotatingProductPicksBlock { title items { label product { sku name } } }
  ... on ShopTheLookSliderBlock { title ${BUTTON} looks { uid label path image { ${IMAGE} } products { sku name } } }
  ... on SliderBlock { title itemsToShow itemsToSlide autoPlay centerMode infiniteScroll navigation pagination progress items { title image { ${IMAGE} } link { ${LINK} } } }
  ... on SqueezelyBlock { title squeezelyId }
  ... on TimelineSliderBlock { title items { year label image { ${IMAGE} } link { ${LINK} } } }
  ... on UspsBlock { title items { label link { ${LINK} } icon iconInline description } }
  ... on VideosBlock { columns columnWidth items { title video { ${VIDEO} } videoMobile { ${VIDEO} } } }
`;

type Block = Record<string, unknown> & { __typename: string };
interface PageAnswer {
  uid: string;
  path: string;
  title: string;
  blocks: Block[];
}

const docOf = (type: string, uid: string | null, lang: string) =>
  documents.find((document) => document.type === type && document.uid === uid && document.lang === lang)!;

/** A source that answers like another one but records every read (to see preview refs pass through). */
class RecordingSource implements ContentSource {
  readonly reads: (ReadOptions & { call: string })[] = [];
  constructor(private readonly inner: ContentSource) {}
  getByUID(type: string, uid: string, options: ReadOptions) {
    this.reads.push({ call: `getByUID ${type} ${uid}`, ...options });
    return this.inner.getByUID(type, uid, options);
  }
  getSingle(type: string, options: ReadOptions) {
    this.reads.push({ call: `getSingle ${type}`, ...options });
    return this.inner.getSingle(type, options);
  }
  getByIDs(ids: readonly string[], options: ReadOptions) {
    return this.inner.getByIDs(ids, options);
  }
  getByUIDs(type: string, uids: readonly string[], options: ReadOptions) {
    return this.inner.getByUIDs(type, uids, options);
  }
  query(options: QueryOptions) {
    return this.inner.query(options);
  }
}

/** A content service that is down. */
const failing: ContentSource = {
  getByUID: () => Promise.reject(new Error('content service down')),
  getSingle: () => Promise.reject(new Error('content service down')),
  getByIDs: () => Promise.reject(new Error('content service down')),
  getByUIDs: () => Promise.reject(new Error('content service down')),
  query: () => Promise.reject(new Error('content service down')),
};

describeEachDatabase('content through the gateway', (getDb) => {
  let client: GatewayClient;
  const recording = new RecordingSource(new LocalContentSource(documents));

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: recording } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  describe('the layout', () => {
    it('shows only promo banners with text inside their window, at most 4', async () => {
      const { body } = await client.post<{
        layout: { promoBanners: { text: string; actionFrom: string | null; actionTo: string | null }[] };
      }>('{ layout { promoBanners { text actionFrom actionTo color backgroundColor } } }');
      expect(body.errors).toBeUndefined();
      const banners = body.data!.layout.promoBanners;
      const all = docOf('layout', null, 'nl-nl').data.promo_banner as {
        text: string;
        action_from: string | null;
        action_to: string | null;
      }[];
      const now = Date.now();
      // The demo layout has more running banners than 4, and expired, future and empty ones.
      expect(visiblePromoBanners(all, new Date(), 100).length).toBeGreaterThan(4);
      expect(banners).toHaveLength(4);
      expect(banners.map((banner) => banner.text)).toEqual(visiblePromoBanners(all, new Date()).map((b) => b.text));
      for (const banner of banners) {
        expect(banner.text).not.toBe('');
        if (banner.actionFrom) expect(Date.parse(banner.actionFrom)).toBeLessThanOrEqual(now);
        if (banner.actionTo) expect(Date.parse(banner.actionTo)).toBeGreaterThanOrEqual(now - 60_000);
      }
      const expired = all.find((banner) => banner.action_to && Date.parse(banner.action_to) < now)!;
      const future = all.find((banner) => banner.action_from && Date.parse(banner.action_from) > now)!;
      expect(banners.map((banner) => banner.text)).not.toContain(expired.text);
      expect(banners.map((banner) => banner.text)).not.toContain(future.text);
      expect(banners.some((banner) => banner.actionTo)).toBe(true);
    });

    it('answers navigation for her and him with links to real categories, and the footer parts', async () => {
      const { body } = await client.post<{
        layout: Record<string, unknown> & {
          forHerNavigation: {
            title: string;
            link: { url: string };
            showMenu: boolean;
            lists: { title: string; items: { label: string; link: { url: string }; image: unknown }[] }[];
          }[];
          forHimNavigation: { title: string; link: { url: string } }[];
          men: { title: string }[];
          reviewStats: { averageRating: number; starsPercentage: number; viewReviewUrl: string };
          legalLinks: { label: string; kind: string }[];
        };
      }>(
        `{ layout {
            forHerNavigation { title link { url external } showMenu showSubmenu uid color lists { title items { label link { url } image { url } } } }
            forHimNavigation { title link { url } }
            men: navigation(segment: FOR_HIM) { title }
            headerUsps { label link { url } }
            headerLinks { label link { url } icon }
            footerNavigation { title links { label link { url external opensChat } } }
            legalLinks { label kind link { url } }
            socialIcons { icon label link { url external } }
            paymentIcons { icon label }
            jobs { title text buttonText link { url external } image { url } }
            reviewStats { averageRating viewReviewUrl starsPercentage }
            customerService { hours phone email }
        } }`,
        { store: 'de-de' },
      );
      expect(body.errors).toBeUndefined();
      const layout = body.data!.layout;
      const categoryUrls = new Set<string>();
      const byId = new Map(world.catalog.categories.map((category) => [category.id, category]));
      for (const category of world.catalog.categories) {
        const parts: string[] = [];
        for (
          let current: typeof category | undefined = category;
          current;
          current = current.parentId ? byId.get(current.parentId) : undefined
        ) {
          parts.unshift(current.urlSegment.de);
        }
        categoryUrls.add(`/${parts.join('/')}`);
      }
      expect(layout.forHerNavigation.length).toBeGreaterThan(3);
      const links = layout.forHerNavigation.flatMap((item) => [
        item.link.url,
        ...item.lists.flatMap((list) => list.items.map((entry) => entry.link.url)),
      ]);
      for (const url of links) expect(categoryUrls).toContain(url);
      expect(links).toContain('/damen/schuhe/sneaker');
      expect(
        layout.forHerNavigation.some((item) => item.lists.some((list) => list.items.some((entry) => entry.image))),
      ).toBe(true);
      expect(layout.forHimNavigation[0]?.link.url.startsWith('/herren')).toBe(true);
      expect(layout.men.map((item) => item.title)).toEqual(layout.forHimNavigation.map((item) => item.title));
      expect(layout.reviewStats).toMatchObject({ averageRating: 8.6, starsPercentage: 80 });
      expect(layout.legalLinks.map(({ label, kind }) => [label, kind])).toEqual(
        expect.arrayContaining([
          ['Impressum', 'IMPRINT'],
          ['AGB', 'TERMS'],
        ]),
      );
      expect(layout).toMatchObject({ customerService: { phone: '+49 30 123 456 78' } });
    });

    it.each(STORES)('marks every legal link of $store with its kind', async ({ store, language }) => {
      const { body } = await client.post<{
        layout: { legalLinks: { label: string; kind: string; link: { url: string } }[] };
      }>('{ layout { legalLinks { label kind link { url } } } }', { store });
      expect(body.errors).toBeUndefined();
      const kinds = body.data!.layout.legalLinks.map((link) => [link.kind, link.link.url]);
      const expected = [
        ['PRIVACY', `/${TRANSLATED_PATHS.privacyPolicy[language]}/`],
        ['COOKIES', `/${TRANSLATED_PATHS.cookies[language]}/`],
        // Impressum and AGB only in German: the checkout finds them by kind, whatever their label.
        ...(language === 'de'
          ? [
              ['IMPRINT', '/kundenservice/'],
              ['TERMS', '/kundenservice/'],
            ]
          : []),
      ];
      expect(kinds).toEqual(expected);
    });

    it('gives the checkout layout its usps, payment icons and the store’s own contact', async () => {
      const { body } = await client.post<{
        checkoutLayout: {
          headerUsps: { label: string }[];
          cartUsps: unknown[];
          paymentIcons: { icon: string }[];
          customerService: { email: string };
        };
      }>(
        '{ checkoutLayout { headerUsps { label } cartUsps { label } paymentIcons { icon label } customerService { hours phone email } } }',
        { store: 'nl-be' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.checkoutLayout.headerUsps.map((usp) => usp.label)).toContain('Veilig betalen');
      expect(body.data?.checkoutLayout.cartUsps.length).toBeGreaterThan(0);
      expect(body.data?.checkoutLayout.paymentIcons.map((icon) => icon.icon)).toContain('bancontact');
      expect(body.data?.checkoutLayout.customerService.email).toBe('klantenservice.be@shop.example');
    });
  });

  describe('pages and their blocks', () => {
    const pagesQuery = (cookiePath: string) => `{
      contentPages { uid path title blocks { ${BLOCK_FIELDS} } }
      cookies: contentPageByPath(path: "${cookiePath}") { uid path title blocks { ${BLOCK_FIELDS} } }
      errorPage { uid path title blocks { ${BLOCK_FIELDS} } }
    }`;

    it.each(STORES)('resolves every block type with all its fields in $store', async ({ store, language }) => {
      const { body } = await client.post<{ contentPages: PageAnswer[]; cookies: PageAnswer; errorPage: PageAnswer }>(
        pagesQuery(`/${TRANSLATED_PATHS.cookies[language]}/`),
        { store },
      );
      expect(body.errors).toBeUndefined();
      const pages = [...body.data!.contentPages, body.data!.cookies, body.data!.errorPage];
      const seen = new Set(pages.flatMap((page) => page.blocks.map((block) => block.__typename)));
      expect([...seen].sort()).toEqual(BLOCK_TYPES);
      // Texts are the language's own.
      const home = pages.find((page) => page.uid === 'home')!;
      expect(home.title).toBe(docOf('cms_page', 'home', STORES.find((s) => s.store === store)!.lang).data.title);
    });

    it('covers the options of the blocks: nine hero positions, four button styles, widths, columns', async () => {
      const { body } = await client.post<{ contentPages: PageAnswer[]; errorPage: PageAnswer }>(
        `{ contentPages { blocks { ${BLOCK_FIELDS} } } errorPage { blocks { ${BLOCK_FIELDS} } } }`,
        { store: 'en' },
      );
      const blocks = [...body.data!.contentPages, body.data!.errorPage].flatMap((page) => page.blocks);
      const of = (type: string) => blocks.filter((block) => block.__typename === type);
      expect(new Set(of('HeroBlock').map((block) => block.position)).size).toBe(9);
      expect(of('HeroBlock').some((block) => block.segmentSwitch)).toBe(true);
      expect(new Set(blocks.map((block) => block.buttonStyle).filter(Boolean))).toEqual(
        new Set(['LINK', 'CALL_TO_ACTION', 'SHOP_FLOW', 'DEFAULT']),
      );
      expect(new Set(blocks.map((block) => block.columnWidth).filter(Boolean))).toEqual(
        new Set(['FULL_WIDTH', 'LARGE', 'MEDIUM', 'SMALL']),
      );
      expect(new Set(of('ProductsBlock').map((block) => block.columns))).toEqual(new Set([1, 2, 3, 4]));
      expect(new Set(of('ProductsBlock').map((block) => block.layout))).toEqual(new Set(['DEFAULT', 'GRID']));
      expect(new Set(of('ImagesBlock').map((block) => block.columns))).toEqual(new Set([1, 2, 3]));
      expect(new Set(of('RichtextWithBlock').map((block) => block.media))).toEqual(
        new Set(['IMAGE', 'VIDEO', 'PRODUCT']),
      );
      expect(new Set(of('RichtextWithBlock').map((block) => block.alignment))).toEqual(new Set(['TOP', 'BOTTOM']));
      expect(of('RichtextBlock').some((block) => block.variation === 'halfWithButtons')).toBe(true);
      expect(new Set(of('UspsBlock').map((block) => block.variation))).toEqual(new Set(['shoutOut', 'rotating']));
      const contact = of('CustomerServiceContactBlock')[0] as unknown as {
        items: { icon: string; link: { url: string; opensChat: boolean } }[];
      };
      expect(contact.items.map((item) => item.icon)).toEqual(['chat', 'email', 'phone']);
      expect(contact.items[0]?.link).toMatchObject({ url: '/customer-service/#chat', opensChat: true });
      const faq = of('FaqBlock')[0] as unknown as { categories: string[] };
      expect(faq.categories).toEqual(['Orders', 'Returns', 'Payment']);
    });

    it('gives every video of the demo pages a poster: the image beside it, or the still of a videos item', async () => {
      const { body } = await client.post<{ contentPages: PageAnswer[] }>(
        `{ contentPages { uid blocks { ${BLOCK_FIELDS} } } }`,
        { store: 'de-de' },
      );
      expect(body.errors).toBeUndefined();
      type Video = { url: string; poster: string | null };
      const blocks = body.data!.contentPages.flatMap((page) => page.blocks);
      const videos: { type: string; video: Video; image?: { url: string } | null }[] = [];
      for (const block of blocks) {
        const { video, videoMobile, image, items } = block as {
          video?: Video | null;
          videoMobile?: Video | null;
          image?: { url: string } | null;
          items?: { video?: Video | null; videoMobile?: Video | null; image?: { url: string } | null }[];
        };
        for (const entry of [video, videoMobile])
          if (entry) videos.push({ type: block.__typename, video: entry, image });
        for (const item of Array.isArray(items) ? items : []) {
          for (const entry of [item.video, item.videoMobile]) {
            if (entry) videos.push({ type: block.__typename, video: entry, image: item.image });
          }
        }
      }
      expect(new Set(videos.map((entry) => entry.type))).toEqual(
        new Set(['HeroBlock', 'DrieluikBlock', 'RichtextWithBlock', 'VideosBlock']),
      );
      expect(videos.filter((entry) => !entry.video.poster)).toEqual([]);
      // Blocks with an image of their own show it as the poster.
      for (const entry of videos.filter((candidate) => candidate.type !== 'VideosBlock')) {
        expect(entry.video.poster).toBe(entry.image?.url);
      }
      const drieluik = videos.find((entry) => entry.type === 'DrieluikBlock')!;
      expect(drieluik.video).toMatchObject({
        url: '/videos/drieluik-men.mp4',
        poster: expect.stringMatching(/^\/images\//),
      });
      expect(videos.find((entry) => entry.type === 'VideosBlock')?.video.poster).toMatch(
        /^\/videos\/journal-wide-\d\.jpg$/,
      );
    });

    it('serves the account content page (uid customer) in every language, its editor widths as classes', async () => {
      for (const { store } of STORES) {
        const { body } = await client.post<{
          contentPage: { metaRobots: string; blocks: { __typename: string; columnWidth: string }[] } | null;
        }>(`{ contentPage(uid: "customer") { metaRobots blocks { __typename ${BLOCK_FIELDS} } } }`, { store });
        const page = body.data?.contentPage;
        expect(page, store).not.toBeNull();
        expect(page?.metaRobots).toBe('noindex,nofollow');
        // The demo writes `Full width` and `Medium` as an editor types them (spec commerce §2 width class rule).
        expect(page?.blocks.map((block) => [block.__typename, block.columnWidth])).toEqual([
          ['AttentionBlock', 'FULL_WIDTH'],
          ['RichtextBlock', 'MEDIUM'],
        ]);
      }
    });

    it('resolves the products of a products block from the catalog, in the store’s language and currency', async () => {
      const { body } = await client.post<{ contentPage: PageAnswer }>(
        `{ contentPage(uid: "home") { blocks { ${BLOCK_FIELDS} } } }`,
        { store: 'de-de' },
      );
      expect(body.errors).toBeUndefined();
      const block = body.data!.contentPage.blocks.find((entry) => entry.__typename === 'ProductsBlock') as unknown as {
        products: { sku: string; name: string; url: string; price: { formatted: string } }[];
      };
      expect(block.products).toHaveLength(8);
      for (const product of block.products) {
        expect(product.name).toBe(productOf(product.sku).name.de);
        expect(product.price.formatted).toMatch(/€/);
      }
      const { body: english } = await client.post<{ contentPage: PageAnswer }>(
        `{ contentPage(uid: "home") { blocks { ... on ProductsBlock { products { sku name price { formatted } } } } } }`,
        { store: 'en' },
      );
      const products = (
        english.data!.contentPage.blocks.find((entry) => 'products' in entry) as unknown as {
          products: { sku: string; name: string; price: { formatted: string } }[];
        }
      ).products;
      expect(products[0]?.name).toBe(productOf(products[0]!.sku).name.en);
      expect(products[0]?.price.formatted).toMatch(/^£/);
    });

    it('renders rich text as HTML with links to shop paths', async () => {
      const { body } = await client.post<{ contentPageByPath: PageAnswer }>(
        `{ contentPageByPath(path: "/privacy-policy/") { blocks { ... on RichtextBlock { richtext } } } }`,
        { store: 'nl-nl' },
      );
      const html = body.data!.contentPageByPath.blocks[0]!.richtext as string;
      expect(html).toContain('<h2>Privacybeleid</h2>');
      expect(html).toContain('<li>');
      expect(html).toContain('<a href="/cookie-settings/">cookie-instellingen</a>');
    });

    it('answers page heads, breadcrumbs and the blog lists 5 per load', async () => {
      const { body } = await client.post<{
        blog: {
          title: string;
          metaTitle: string;
          metaRobots: string;
          canonicalUrl: string;
          showBreadcrumbs: boolean;
          children: { totalResultsSize: number; hasMore: boolean; pages: { uid: string; path: string }[] };
          more: { pages: { uid: string }[]; hasMore: boolean };
        };
        post: {
          breadcrumbs: { label: string; path: string }[];
          previous: { pages: { uid: string }[] };
          next: { pages: { uid: string }[] };
        };
        home: { isHome: boolean; showBreadcrumbs: boolean; path: string };
        men: { showBreadcrumbs: boolean; segment: string };
        missing: unknown;
      }>(
        `{
          blog: contentPageByPath(path: "/blog/") {
            title metaTitle metaRobots canonicalUrl showBreadcrumbs
            children { totalResultsSize hasMore pages { uid path } }
            more: children(page: 2) { hasMore pages { uid } }
          }
          post: contentPage(uid: "sneakers-op-kantoor") {
            breadcrumbs { label path }
            previous { pages { uid } }
            next { pages { uid } }
          }
          home: contentPageByPath(path: "/") { isHome showBreadcrumbs path }
          men: contentPageByPath(path: "heren-home") { showBreadcrumbs segment }
          missing: contentPageByPath(path: "/bestaat-niet/") { uid }
        }`,
      );
      expect(body.errors).toBeUndefined();
      const { blog, post, home, men } = body.data!;
      expect(blog).toMatchObject({
        title: 'Het journaal',
        metaTitle: 'Het journaal | Schoenen & Mode',
        metaRobots: 'index,follow',
        canonicalUrl: 'http://localhost:3000/blog/',
        showBreadcrumbs: true,
      });
      expect(blog.children).toMatchObject({ totalResultsSize: 7, hasMore: true });
      expect(blog.children.pages).toHaveLength(5);
      expect(blog.children.pages[0]?.uid).toBe('sokken-doen-ertoe');
      expect(blog.more).toMatchObject({ hasMore: false });
      expect(blog.more.pages).toHaveLength(2);
      expect(post.breadcrumbs).toEqual([
        { label: 'Het journaal', path: '/blog/' },
        { label: 'Sneakers op kantoor', path: '/sneakers-op-kantoor/' },
      ]);
      expect(post.previous.pages.map((page) => page.uid)).toEqual(['de-perfecte-chelsea-boot', 'leer-verzorgen']);
      expect(post.next.pages.map((page) => page.uid)).toEqual([
        'je-maat-vinden',
        'een-tas-voor-elke-dag',
        'zomersandalen',
        'sokken-doen-ertoe',
      ]);
      expect(home).toEqual({ isHome: true, showBreadcrumbs: false, path: '/' });
      expect(men).toEqual({ showBreadcrumbs: false, segment: 'FOR_HIM' });
      expect(body.data?.missing).toBeNull();
    });

    it('passes a preview ref through to the content source', async () => {
      recording.reads.length = 0;
      await client.post(
        '{ contentPage(uid: "home", previewRef: "ZxPREVIEW~token") { uid } errorPage(previewRef: "ZxPREVIEW~token") { uid } }',
      );
      expect(recording.reads).toEqual(
        expect.arrayContaining([
          { call: 'getByUID cms_page home', lang: 'nl-nl', ref: 'ZxPREVIEW~token' },
          { call: 'getByUID cms_page 404', lang: 'nl-nl', ref: 'ZxPREVIEW~token' },
        ]),
      );
    });
  });

  describe('the error page', () => {
    it.each([
      ['en', 'Page not found'],
      ['nl-nl', 'Pagina niet gevonden'],
      ['de-at', 'Seite nicht gefunden'],
      ['fr-be', 'Page introuvable'],
    ])('is the page with uid 404 in %s', async (store, title) => {
      const { body } = await client.post<{
        errorPage: { uid: string; title: string; metaRobots: string; blocks: unknown[] };
      }>('{ errorPage { uid title metaRobots blocks { __typename } } }', { store });
      expect(body.errors).toBeUndefined();
      expect(body.data?.errorPage).toMatchObject({ uid: '404', title, metaRobots: 'noindex,nofollow' });
      expect(body.data?.errorPage.blocks.length).toBeGreaterThan(0);
    });
  });

  describe('look-books', () => {
    interface LooksAnswer {
      looks: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: {
          uid: string;
          label: string;
          path: string;
          image: { url: string; width: number } | null;
          products: { sku: string; name: string }[];
        }[];
      };
    }
    const looksQuery = `query ($parent: String!, $after: String) {
      looks(parentPageUid: $parent, after: $after) {
        totalCount pageInfo { hasNextPage endCursor }
        nodes { uid label path image { url width height } products { sku name } }
      }
    }`;

    it.each([
      ['nl-nl', 'lookbook', DEMO_LOOK_COUNTS['for-her']],
      ['de-de', TRANSLATED_PATHS.lookbookForHim.de, DEMO_LOOK_COUNTS['for-him']],
    ])('loads the looks of %s %s 18 at a time', async (store, parent, total) => {
      const first = await client.post<LooksAnswer>(looksQuery, { store, variables: { parent } });
      expect(first.body.errors).toBeUndefined();
      const page1 = first.body.data!.looks;
      expect(page1.totalCount).toBe(total);
      expect(page1.nodes).toHaveLength(18);
      expect(page1.pageInfo.hasNextPage).toBe(true);
      const look = page1.nodes[0]!;
      expect(look.path).toMatch(new RegExp(`^/${parent}/[a-z0-9-]+-1/$`));
      expect(look.image?.width).toBe(384);
      expect(look.products.length).toBeGreaterThanOrEqual(2);
      for (const product of look.products)
        expect(product.name).toBe(productOf(product.sku).name[store === 'nl-nl' ? 'nl' : 'de']);

      const second = await client.post<LooksAnswer>(looksQuery, {
        store,
        variables: { parent, after: page1.pageInfo.endCursor },
      });
      const page2 = second.body.data!.looks;
      expect(page2.nodes).toHaveLength(total - 18);
      expect(page2.pageInfo.hasNextPage).toBe(false);
      expect(page2.totalCount).toBe(total);
      const uids = [...page1.nodes, ...page2.nodes].map((entry) => entry.uid);
      expect(new Set(uids).size).toBe(total);
    });

    it('finds looks by uid (the look-book wishlist) and by path', async () => {
      const { body } = await client.post<{
        looksByUids: { uid: string; parentPage: { uid: string } }[];
        look: { uid: string; label: string } | null;
      }>(
        `{ looksByUids(uids: ["her-look-03", "nope", "him-look-01"]) { uid parentPage { uid } }
           look(parentPageUid: "lookbook", urlKey: "weekend-in-de-stad-1") { uid label } }`,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.looksByUids).toEqual([
        { uid: 'her-look-03', parentPage: { uid: 'lookbook' } },
        { uid: 'him-look-01', parentPage: { uid: 'lookbook-for-him' } },
      ]);
      expect(body.data?.look).toEqual({ uid: 'her-look-01', label: 'Weekend in de stad 1' });
    });

    it('refuses more than 100 looks per load', async () => {
      const { body } = await client.post('{ looks(parentPageUid: "lookbook", first: 500) { totalCount } }');
      expect(body.errors?.[0]).toMatchObject({
        message: 'Vraag om 1 tot 100 items per pagina.',
        extensions: { code: 'BAD_USER_INPUT', field: 'first' },
      });
    });
  });

  describe('the product page content', () => {
    it('answers the pdp usps and delivery-returns', async () => {
      const { body } = await client.post<{
        productPageContent: { usps: { label: string }[]; deliveryReturns: { title: string; richtext: string } };
      }>('{ productPageContent { usps { label description } deliveryReturns { title richtext } } }', {
        store: 'fr-fr',
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.productPageContent.usps.length).toBeGreaterThan(1);
      expect(body.data?.productPageContent.deliveryReturns.title).toBe('Livraison et retours');
      expect(body.data?.productPageContent.deliveryReturns.richtext).toContain('<li>Livré en 1 à 3 jours</li>');
    });

    it('answers the looks a product appears in, in look-book order, in the store’s language', async () => {
      const look = documents.find((document) => document.type === 'look' && document.uid === 'him-look-02')!;
      const sku = (look.data.products as { sku: string }[])[0]!.sku;
      const showing = documents
        .filter(
          (document) =>
            document.type === 'look' &&
            document.lang === look.lang &&
            (document.data.products as { sku: string }[]).some((item) => item.sku === sku),
        )
        .sort((a, b) => Number(a.data.position) - Number(b.data.position))
        .map((document) => document.uid);
      type Looks = { productLooks: { uid: string; label: string; path: string; products: { sku: string }[] }[] };
      const query = 'query ($sku: ID!) { productLooks(sku: $sku) { uid label path products { sku } } }';
      for (const store of ['nl-be', 'de-de']) {
        const { body } = await client.post<Looks>(query, { store, variables: { sku } });
        expect(body.errors).toBeUndefined();
        expect(body.data!.productLooks.map((entry) => entry.uid)).toEqual(showing.slice(0, 8));
        for (const entry of body.data!.productLooks) expect(entry.products.map((item) => item.sku)).toContain(sku);
      }
      const german = (await client.post<Looks>(query, { store: 'de-de', variables: { sku } })).body.data!;
      expect(german.productLooks[0]!.path).toMatch(/^\/lookbook-fuer-ihn\//);
      const none = await client.post<Looks>(query, { variables: { sku: 'no-such-sku' } });
      expect(none.body.data!.productLooks).toEqual([]);
    });
  });

  describe('the store switch', () => {
    it('gives the page’s URL in every store, from its translations', async () => {
      const { body } = await client.post<{
        storeSwitch: { storeCode: string; path: string; url: string; translated: boolean; current: boolean }[];
      }>('{ storeSwitch(path: "/klantenservice/") { storeCode storeName language path url translated current } }');
      expect(body.errors).toBeUndefined();
      const byStore = Object.fromEntries(body.data!.storeSwitch.map((entry) => [entry.storeCode, entry]));
      expect(Object.keys(byStore)).toHaveLength(9);
      expect(byStore['nl-nl']).toMatchObject({
        path: '/klantenservice/',
        url: 'http://localhost:3000/klantenservice/',
        current: true,
      });
      expect(byStore['nl-be']).toMatchObject({
        path: '/klantenservice/',
        url: 'http://nl-be.localhost:3000/klantenservice/',
        current: false,
      });
      expect(byStore.en).toMatchObject({ url: 'http://en.localhost:3000/customer-service/', translated: true });
      expect(byStore['de-at']).toMatchObject({ url: 'http://de-at.localhost:3000/kundenservice/' });
      expect(byStore['fr-lu']).toMatchObject({ url: 'http://fr-lu.localhost:3000/service-client/' });

      const { body: cookies } = await client.post<{
        contentPageByPath: { alternates: { storeCode: string; path: string }[] };
      }>('{ contentPageByPath(path: "/cookie-einstellungen/") { alternates { storeCode path } } }', { store: 'de-de' });
      const paths = Object.fromEntries(
        cookies.data?.contentPageByPath.alternates.map((entry) => [entry.storeCode, entry.path]) ?? [],
      );
      expect(paths).toMatchObject({
        'fr-fr': '/parametres-cookies/',
        'nl-nl': '/cookie-settings/',
        'de-de': '/cookie-einstellungen/',
      });

      const { body: unknown } = await client.post<{ storeSwitch: { path: string; translated: boolean }[] }>(
        '{ storeSwitch(path: "/bestaat-niet/") { path translated } }',
      );
      expect(unknown.data?.storeSwitch.every((entry) => entry.path === '/' && !entry.translated)).toBe(true);
    });

    it('keeps a shopper on a category or product page: its path in each store’s language', async () => {
      type Tree = { categoryTree: { id: string; url: string; children: { id: string; url: string }[] }[] };
      const treeQuery = '{ categoryTree(segment: FOR_HER) { id url children { id url } } }';
      const dutch = (await client.post<Tree>(treeQuery, { store: 'nl-be' })).body.data!.categoryTree;
      const french = (await client.post<Tree>(treeQuery, { store: 'fr-be' })).body.data!.categoryTree;
      const category = dutch[0]!.children[0]!;
      const frenchCategory = french.flatMap((root) => root.children).find((child) => child.id === category.id)!;
      expect(frenchCategory.url).not.toBe(category.url);

      const switchOf = async (path: string, store: string) =>
        Object.fromEntries(
          (
            await client.post<{ storeSwitch: { storeCode: string; path: string; translated: boolean }[] }>(
              'query ($path: String!) { storeSwitch(path: $path) { storeCode path translated } }',
              { store, variables: { path } },
            )
          ).body.data!.storeSwitch.map((entry) => [entry.storeCode, entry]),
        );
      const categorySwitch = await switchOf(`/${category.url}`, 'nl-be');
      expect(categorySwitch['nl-be']).toMatchObject({ path: `/${category.url}`, translated: true });
      expect(categorySwitch['fr-be']).toMatchObject({ path: `/${frenchCategory.url}`, translated: true });

      const sku = world.catalog.products[0]!.sku;
      type Products = { productsBySkus: { url: string }[] };
      const productsQuery = `{ productsBySkus(skus: ["${sku}"]) { url } }`;
      const english = (await client.post<Products>(productsQuery, { store: 'en' })).body.data!.productsBySkus[0]!;
      const german = (await client.post<Products>(productsQuery, { store: 'de-de' })).body.data!.productsBySkus[0]!;
      const productSwitch = await switchOf(`/${english.url}`, 'en');
      expect(productSwitch['de-de']).toMatchObject({ path: `/${german.url}`, translated: true });
      expect(productSwitch.en).toMatchObject({ path: `/${english.url}` });

      // The product list and the store pages are at the same path in every store.
      for (const [path, expected] of [
        ['/products/', '/products/'],
        ['/winkels', '/winkels/'],
        ['/winkels/ams-01/', '/winkels/ams-01/'],
      ] as const) {
        const shared = await switchOf(path, 'fr-be');
        expect(Object.keys(shared)).toHaveLength(9);
        for (const entry of Object.values(shared)) expect(entry).toMatchObject({ path: expected, translated: true });
      }
    });
  });

  describe('the sitemap list', () => {
    it('lists the indexable content pages of the language', async () => {
      const { body } = await client.post<{ contentPages: { uid: string; path: string }[] }>(
        '{ contentPages { uid path } }',
        { store: 'en' },
      );
      const uids = body.data!.contentPages.map((page) => page.uid);
      expect(uids).toEqual(
        expect.arrayContaining(['home', 'men-home', 'blog', 'customer-service', 'privacy-policy', 'lookbook-for-him']),
      );
      expect(uids).not.toContain('404');
      expect(uids).not.toContain('cookie-settings');
    });
  });
});

describeEachDatabase('content referring to products the catalog no longer has', (getDb) => {
  let client: GatewayClient;
  const stale = structuredClone(documents);
  const home = stale.find(
    (document) => document.type === 'cms_page' && document.uid === 'home' && document.lang === 'nl-nl',
  )!;
  const productsSlice = (home.data.slices as { slice_type: string; items: { sku: string }[] }[]).find(
    (slice) => slice.slice_type === 'products',
  )!;
  const kept = productsSlice.items.map((item) => item.sku);
  productsSlice.items.splice(1, 0, { sku: '99999.999' });
  const look = stale.find((document) => document.uid === 'her-look-01' && document.lang === 'nl-nl')!;
  (look.data.products as { sku: string }[]).push({ sku: '99999.998' });

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: new LocalContentSource(stale) } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('leaves the unknown products out instead of failing the page', async () => {
    const { body } = await client.post<{
      contentPage: { blocks: { products?: { sku: string; name: string }[] }[] };
      looksByUids: { products: { sku: string; name: string }[] }[];
    }>(
      `{ contentPage(uid: "home") { blocks { ... on ProductsBlock { products { sku name } } } }
         looksByUids(uids: ["her-look-01"]) { products { sku name } } }`,
    );
    expect(body.errors).toBeUndefined();
    const products = body.data!.contentPage.blocks.find((block) => block.products)!.products!;
    expect(products.map((product) => product.sku)).toEqual(kept);
    expect(body.data!.looksByUids[0]!.products.map((product) => product.sku)).not.toContain('99999.998');
    expect(body.data!.looksByUids[0]!.products.length).toBeGreaterThanOrEqual(2);
  });
});

describeEachDatabase('content when the content service fails', (getDb) => {
  let client: GatewayClient;
  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: failing } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('gives empty product page content, not an error (spec §7)', async () => {
    const { body } = await client.post<{ productPageContent: unknown }>(
      '{ productPageContent { usps { label } deliveryReturns { title } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.productPageContent).toEqual({ usps: [], deliveryReturns: null });
  });

  it('reports other content failures as masked errors', async () => {
    const { body } = await client.post('{ errorPage { uid } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describeEachDatabase('content from Prismic (recorded Document API answers)', (getDb) => {
  let client: GatewayClient;
  const replay = replayFetch();
  beforeAll(async () => {
    const content = new PrismicContentSource({
      repository: 'shop-demo',
      accessToken: 'TOKEN',
      fetch: replay.fetch as never,
    });
    client = await startGateway(getDb(), { upstreams: { content } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  it('answers a page from the Prismic source, with its store alternates', async () => {
    const { body } = await client.post<{
      contentPage: {
        title: string;
        path: string;
        blocks: unknown[];
        alternates: { storeCode: string; path: string }[];
      };
    }>(
      `{ contentPage(uid: "klantenservice") { title path blocks { ... on ButtonBlock { buttonText buttonLink { url external } buttonStyle } } alternates { storeCode path } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.contentPage).toMatchObject({
      title: 'Klantenservice',
      path: '/klantenservice/',
      blocks: [
        { buttonText: 'Vind een winkel', buttonLink: { url: '/winkels/', external: false }, buttonStyle: 'DEFAULT' },
      ],
    });
    expect(body.data?.contentPage.alternates).toContainEqual({ storeCode: 'fr-be', path: '/service-client/' });
    expect(replay.requested.every((url) => url.startsWith('https://shop-demo.cdn.prismic.io/api/v2'))).toBe(true);
  });

  it('answers the kind of each legal link from its select field, OTHER when it has none or an unknown one', async () => {
    const { body } = await client.post<{ layout: { legalLinks: { label: string; kind: string }[] } }>(
      '{ layout { legalLinks { label kind } } }',
      { store: 'de-de' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.layout.legalLinks).toEqual([
      { label: 'Datenschutz', kind: 'PRIVACY' },
      { label: 'Rechtliche Hinweise', kind: 'IMPRINT' },
      { label: 'Allgemeine Geschäftsbedingungen', kind: 'TERMS' },
      { label: 'Barrierefreiheit', kind: 'OTHER' },
      { label: 'Widerruf', kind: 'OTHER' },
      { label: 'Cookies', kind: 'OTHER' },
    ]);
  });
});

describe('the content source configuration', () => {
  it('uses the embedded demo content unless a Prismic repository is configured', () => {
    expect(loadConfig({}).content).toEqual({ source: 'local' });
    expect(loadConfig({ PRISMIC_REPOSITORY: '' }).content).toEqual({ source: 'local' });
    expect(loadConfig({ PRISMIC_REPOSITORY: 'shop-demo' }).content).toEqual({
      source: 'prismic',
      repository: 'shop-demo',
      accessToken: undefined,
    });
    expect(loadConfig({ PRISMIC_REPOSITORY: 'shop-demo', PRISMIC_ACCESS_TOKEN: 'secret' }).content).toMatchObject({
      accessToken: 'secret',
    });
  });
});
