import { isKnownBlock } from '@shop/ui/blocks';
import { describe, expect, it } from 'vitest';
import type { ContentBlockFieldsFragment } from '../src/content/blocks.generated';
import { type BlockMappingContext, mapBlock, mapBlocks, mapHeroPosition } from '../src/content/map-blocks';
import { htmlAsText, parseSimulatorState, safeUrl } from '../src/content/simulator';
import type { ProductTileFragment } from '../src/listing/product-tile.generated';

const context: BlockMappingContext = { segmentLinks: { forHer: '/', forHim: '/men-home/', current: 'for-her' } };

const image = { url: '/images/a.jpg', alt: 'A', width: 800, height: 600, mobile: null };
const link = (url: string, external = false) => ({ url, external, opensChat: url.endsWith('#chat') });
const video = { url: '/videos/a.mp4', width: null, height: null, poster: '/videos/a.jpg' };
const product: ProductTileFragment = {
  sku: '100.1',
  name: 'Chelsea boot',
  url: 'chelsea-boot-100-1',
  brand: { name: 'Noordkaap' },
  price: { formatted: '€ 99,95' },
  regularPrice: { formatted: '€ 129,95' },
  labels: [],
  image: { url: '/images/p.jpg', srcset: '/images/p.jpg 498w', alt: 'Chelsea boot' },
  hoverImage: null,
  colorRelations: [{ sku: '100.1', url: 'chelsea-boot-100-1', color: 'Black', colorHex: '#000000' }],
  variants: [
    { sku: '100.1.38', size: '38', orderable: true },
    { sku: '100.1.39', size: '39', orderable: false },
  ],
};
/** A product SKU the catalog does not know: its catalog fields are empty. */
const unknownProduct = { ...product, sku: 'gone', url: '' };

const slice = (typename: string, fields: Record<string, unknown>, sliceType = '', variation = 'default') =>
  ({
    __typename: typename,
    id: `${typename}-1`,
    sliceType,
    variation,
    ...fields,
  }) as unknown as ContentBlockFieldsFragment;

const button = { buttonText: 'Shop now', buttonLink: link('/dames/'), buttonStyle: 'CALL_TO_ACTION' };

/** One block of each of the 23 types, as the gateway answers blocks.graphql. */
const ALL_BLOCKS = [
  slice('AttentionBlock', { title: 'Sale', richtext: '<p>Now</p>', ...button, columnWidth: 'MEDIUM' }),
  slice('BrandingBlock', {
    title: 'Brand',
    description: '<p>Ours</p>',
    image,
    link: link('/brands/noordkaap'),
    buttonText: 'Discover',
    buttonStyle: 'LINK',
    columnWidth: 'FULL_WIDTH',
  }),
  slice('ButtonBlock', button),
  slice('CategorySliderBlock', {
    title: 'Categories',
    items: [
      { label: 'Boots', image, link: link('/dames/boots') },
      { label: 'No link', image, link: null },
    ],
  }),
  slice('CookieSettingsBlock', {
    title: 'Your choice',
    acceptTitle: 'Recommended',
    acceptDescription: '<p>All</p>',
    denyTitle: 'Necessary only',
    denyDescription: '<p>Few</p>',
  }),
  slice('CustomerServiceContactBlock', {
    title: 'Contact',
    description: '<p>Ask us</p>',
    items: [
      { icon: 'chat', title: 'Chat', text: '<p>Chat</p>', link: link('/customer-service/#chat'), buttonText: 'Start' },
      { icon: 'fax', title: 'Fax', text: '', link: null, buttonText: '' },
    ],
  }),
  slice('DrieluikBlock', { title: 'Three', items: [{ title: 'One', image, video: null, link: null }] }),
  slice('FaqBlock', {
    title: 'FAQ',
    items: [{ category: 'Orders', question: 'When?', answer: '<p>Soon</p>' }],
  }),
  slice('FlocklerBlock', { title: 'Social', flocklerId: '123', uuid: 'abc' }),
  slice('HeroBlock', {
    title: 'Hero',
    description: '<p>New</p>',
    image,
    video: null,
    videoMobile: null,
    position: 'LEFT_BOTTOM',
    color: '#ffffff',
    segmentSwitch: true,
    ...button,
    columnWidth: 'FULL_WIDTH',
  }),
  slice('ImageTitleBlock', { title: 'Title', image, link: link('/blog/'), columnWidth: 'SMALL' }),
  slice('ImagesBlock', { columns: 7, columnWidth: 'LARGE', items: [{ title: 'Image', image, link: null }] }),
  slice('NewsletterSubscriptionBlock', { title: 'News', description: '<p>Subscribe</p>', buttonText: 'Go' }),
  slice(
    'ProductsBlock',
    {
      title: 'New',
      layout: 'GRID',
      columns: 3,
      columnWidth: 'FULL_WIDTH',
      buttonText: null,
      buttonLink: null,
      buttonStyle: 'DEFAULT',
      products: [product, unknownProduct],
    },
    'products',
    'grid',
  ),
  slice(
    'RichtextBlock',
    {
      richtext: '<p>Text</p>',
      columnWidth: 'FULL_WIDTH',
      items: [
        {
          content: '<p>Half</p>',
          leftButtonTekst: 'Left',
          leftButtonLink: link('/a/'),
          rightButtonTekst: null,
          rightButtonLink: null,
        },
      ],
    },
    'richtext',
    'halfWithButtons',
  ),
  slice('RichtextWithBlock', {
    title: 'With',
    richtext: '<p>A</p>',
    richtext2: '',
    mirror: true,
    alignment: 'BOTTOM',
    media: 'PRODUCT',
    image: null,
    video: null,
    product,
    ...button,
  }),
  slice('RotatingProductPicksBlock', { title: 'Picks', items: [{ label: 'Pick', product }] }, 'rotating_shoe_picks'),
  slice('ShopTheLookSliderBlock', {
    title: 'Shop the look',
    buttonText: 'View all looks',
    buttonLink: link('/lookbook/'),
    buttonStyle: 'LINK',
    looks: [
      { uid: 'look-1', label: 'Look 1', path: '/lookbook/look-1/', image },
      { uid: 'look-2', label: 'No image', path: '/lookbook/look-2/', image: null },
    ],
  }),
  slice('SliderBlock', {
    title: 'Slider',
    itemsToShow: 2.5,
    itemsToSlide: 1,
    autoPlay: true,
    centerMode: false,
    infiniteScroll: true,
    navigation: true,
    pagination: false,
    progress: false,
    items: [{ title: 'Slide', image, link: link('https://example.com', true) }],
  }),
  slice('SqueezelyBlock', { title: 'For you', squeezelyId: 'sq-1' }),
  slice('TimelineSliderBlock', { title: 'Story', items: [{ year: '1950', label: 'Start', image, link: null }] }),
  slice(
    'UspsBlock',
    { title: 'Why', items: [{ label: 'Free returns', link: null, iconInline: '<svg></svg>', description: null }] },
    'usps',
    'shoutOut',
  ),
  slice('VideosBlock', {
    columns: 2,
    columnWidth: 'MEDIUM',
    items: [{ title: 'Video', video, videoMobile: { url: '/videos/m.mp4', width: 400, height: 700, poster: null } }],
  }),
];

describe('GraphQL content blocks → @shop/ui block props', () => {
  it('maps each of the 23 block types onto a block the ui renders', () => {
    const blocks = mapBlocks(ALL_BLOCKS, context);
    expect(blocks).toHaveLength(23);
    expect(blocks.filter((block) => !isKnownBlock(block)).map((block) => block.type)).toEqual([]);
    expect(blocks.map((block) => block.type)).toEqual([
      'attention_block',
      'branding_block',
      'button',
      'category_slider',
      'cookie_settings',
      'customer_service_contact',
      'drieluik',
      'faq',
      'flockler',
      'hero',
      'image_title',
      'images',
      'newsletter_subscription',
      'products',
      'richtext',
      'richtext_with',
      'rotating_shoe_picks',
      'shop_the_look_slider',
      'slider',
      'squeezely',
      'timeline_slider',
      'usps',
      'videos',
    ]);
  });

  const byType = (type: string) => {
    const block = mapBlocks(ALL_BLOCKS, context).find((candidate) => candidate.type === type);
    if (!block) throw new Error(`no ${type}`);
    return block as unknown as { primary: Record<string, unknown>; items: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
  };

  it('collects buttons (text and link), links and column widths', () => {
    expect(byType('attention_block')).toMatchObject({
      columnWidth: 'medium',
      primary: { button: { text: 'Shop now', link: { href: '/dames/', external: false }, style: 'CALL_TO_ACTION' } },
    });
    // The branding block's button goes to its link.
    expect(byType('branding_block').primary.button).toEqual({
      text: 'Discover',
      link: { href: '/brands/noordkaap', external: false },
      style: 'LINK',
    });
    expect(byType('slider').items[0]?.link).toEqual({ href: 'https://example.com', external: true });
    // Category slider items need a link.
    expect(byType('category_slider').items).toHaveLength(1);
  });

  it('maps the hero: position, segment switch to both home pages, video boxes', () => {
    const hero = byType('hero');
    expect(hero.variation).toBe('withSegmentSwitch');
    expect(hero.primary).toMatchObject({
      position: 'left-bottom',
      color: '#ffffff',
      segmentSwitch: { forHer: { href: '/' }, forHim: { href: '/men-home/' }, current: 'for-her' },
    });
    expect(mapHeroPosition('CENTRE')).toBe('centre');
    expect(mapHeroPosition('RIGHT_MIDDLE')).toBe('right-middle');
    expect(byType('videos').items[0]?.video).toEqual({
      url: '/videos/a.mp4',
      width: 1280,
      height: 720,
      mobile: { url: '/videos/m.mp4', width: 400, height: 700 },
      // The still the gateway gives the video (the image beside it): shown before it plays and if it cannot.
      poster: '/videos/a.jpg',
    });
  });

  it('renders catalog products with the tile mapping and leaves out products the catalog does not know', () => {
    const products = byType('products');
    expect(products).toMatchObject({ variation: 'grid', primary: { layout: 'grid', columns: 3, button: null } });
    expect(products.items).toEqual([
      {
        product: expect.objectContaining({
          href: '/chelsea-boot-100-1',
          name: 'Chelsea boot',
          brand: 'Noordkaap',
          price: '€ 99,95',
          regularPrice: '€ 129,95',
          sizes: [
            { size: '38', available: true },
            { size: '39', available: false },
          ],
        }),
      },
    ]);
    expect(byType('richtext_with')).toMatchObject({
      variation: 'product',
      primary: { mirror: true, alignment: 'bottom', product: { name: 'Chelsea boot' } },
    });
    expect(byType('rotating_shoe_picks').items).toHaveLength(1);
  });

  it('renames and clamps: richtext buttons, image columns, usps variation, customer service icons, looks', () => {
    expect(byType('richtext')).toMatchObject({
      variation: 'halfWithButtons',
      items: [
        { content: '<p>Half</p>', leftButtonText: 'Left', leftButtonLink: { href: '/a/' }, rightButtonText: null },
      ],
    });
    expect(byType('images').primary.columns).toBe(3);
    expect(byType('usps')).toMatchObject({ variation: 'shoutOut', items: [{ label: 'Free returns' }] });
    expect(byType('customer_service_contact').items.map((item) => item.icon)).toEqual(['chat', 'chat']);
    expect(byType('customer_service_contact').items[0]?.link).toEqual({
      href: '/customer-service/#chat',
      external: false,
    });
    expect(byType('shop_the_look_slider')).toMatchObject({
      primary: { title: 'Shop the look', viewAllLink: { href: '/lookbook/' } },
      items: [{ href: '/lookbook/look-1/', label: 'Look 1' }],
    });
  });

  it('turns a button block without text into a skipped block, and unreadable data into an unknown block', () => {
    const empty = mapBlock(
      slice('ButtonBlock', { buttonText: null, buttonLink: null, buttonStyle: 'DEFAULT' }),
      context,
    );
    expect(isKnownBlock(empty)).toBe(false);
    const [broken] = mapBlocks([slice('FaqBlock', { title: 'x' })], context);
    expect(broken && isKnownBlock(broken)).toBe(false);
    const [future] = mapBlocks([slice('HologramBlock', {}, 'hologram')], context);
    expect(future?.type).toBe('hologram');
  });
});

describe('the slice simulator input', () => {
  it('reads GraphQL-shaped blocks from the state and maps them', () => {
    const state = JSON.stringify({ blocks: [{ __typename: 'FaqBlock', title: 'FAQ', items: [] }, 'junk'] });
    const { blocks, error } = parseSimulatorState(state);
    expect(error).toBeNull();
    expect(mapBlocks(blocks, context).map((block) => block.type)).toEqual(['faq']);
  });

  it('shows rich text as text and keeps only http(s) URLs and shop paths', () => {
    const state = JSON.stringify([
      {
        __typename: 'AttentionBlock',
        title: 'Hi',
        richtext: '<img src=x onerror=alert(1)><script>alert(2)</script><b>Bold</b> & more',
        buttonText: 'Go',
        buttonLink: { url: 'javascript:alert(3)', external: false, opensChat: false },
        buttonStyle: 'DEFAULT',
        columnWidth: 'FULL_WIDTH',
      },
      { __typename: 'UspsBlock', title: '', items: [{ label: 'x', iconInline: '<svg onload=alert(4)>' }] },
    ]);
    const { blocks } = parseSimulatorState(state);
    const [attention, usps] = mapBlocks(blocks, context) as unknown as {
      primary: Record<string, unknown>;
      items: Record<string, unknown>[];
    }[];
    expect(attention?.primary.richtext).toBe('<p>Bold &amp; more</p>');
    expect(attention?.primary.button).toBeNull();
    expect(usps?.items[0]?.iconInline).toBeNull();
    expect(htmlAsText('<p onclick="x">a</p>')).toBe('<p>a</p>');
    expect(safeUrl('//evil.example/x')).toBe('');
    expect(safeUrl('data:text/html,hi')).toBe('');
    expect(safeUrl('/dames/')).toBe('/dames/');
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
  });

  it('answers an empty list for a state it cannot read', () => {
    expect(parseSimulatorState('not json').error).toBe('state is not JSON');
    expect(parseSimulatorState('{"x":1}').error).toBe('state has no blocks');
    expect(parseSimulatorState(undefined)).toEqual({ blocks: [], error: null });
  });
});
