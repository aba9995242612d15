import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { TRANSLATED_PATHS } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docOf, documents, RecordingSource, STORES } from './content-world';
import { type GatewayClient, startGateway } from './harness';
import { productOf } from './world';

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

describeEachDatabase('content pages through the gateway', (getDb) => {
  let client: GatewayClient;
  const recording = new RecordingSource(new LocalContentSource(documents));

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: recording } });
  });
  afterAll(async () => {
    await client?.gateway.close();
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
});
