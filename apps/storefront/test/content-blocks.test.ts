// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ContentBlockProblem, ContentBlocks } from '@shop/ui/blocks';
import { cleanup, render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../packages/i18n/locales/storefront/en.po';
import { blockProductTile, segmentLinksOf } from '../src/content/block-runtime';
import type { ContentBlockFieldsFragment } from '../src/content/blocks.generated';
import { htmlAsText, parseSimulatorState, safeUrl } from '../src/content/simulator';
import type { ProductTileFragment } from '../src/listing/product-tile.generated';

afterEach(cleanup);

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

/** The page's blocks as ContentPageView's PageBlocks renders them: the GraphQL result as it comes, the app's runtime. */
function renderBlocks(blocks: readonly ContentBlockFieldsFragment[], onBlockProblem = vi.fn()) {
  const i18n = setupI18n({ locale: 'en', messages: { en } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
  const view = render(
    createElement(ContentBlocks<ProductTileFragment>, {
      blocks,
      productTile: blockProductTile,
      segmentLinks: segmentLinksOf('FOR_HER', 'en'),
      onBlockProblem,
      debug: true,
    }),
    { wrapper },
  );
  const block = (type: string) => {
    const element = view.container.querySelector<HTMLElement>(`[data-block-type="${type}"]`);
    if (!element) throw new Error(`no ${type}`);
    return element;
  };
  const links = (type: string) =>
    [...block(type).querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '');
  return { ...view, block, links, onBlockProblem };
}

describe('GraphQL content blocks, passed as they come to the @shop/ui blocks', () => {
  it('renders each of the 23 block types, in order', () => {
    const { container, onBlockProblem } = renderBlocks(ALL_BLOCKS);
    expect(
      [...container.querySelectorAll<HTMLElement>('[data-block-type]')].map((element) => element.dataset.blockType),
    ).toEqual([
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
    expect(onBlockProblem).not.toHaveBeenCalled();
  });

  it('shows buttons with text and link, links and column widths', () => {
    const { block, links } = renderBlocks(ALL_BLOCKS);
    expect(block('attention_block').dataset.columnWidth).toBe('medium');
    expect(block('attention_block').querySelector('a')?.textContent).toBe('Shop now');
    // The branding block's button goes to its link.
    expect(links('branding_block')).toEqual(['/brands/noordkaap', '/brands/noordkaap']);
    expect(block('slider').querySelector('a')).toBeNull();
    // Category slider items need a link.
    expect(links('category_slider')).toEqual(['/dames/boots']);
  });

  it('shows the hero at its position with the segment switch to both home pages, and video boxes', () => {
    const { block, links } = renderBlocks(ALL_BLOCKS);
    expect(block('hero').querySelector('section')?.dataset.position).toBe('left-bottom');
    expect(links('hero')).toEqual(['/dames/', '/', '/men-home/']);
    expect(block('hero').querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/');
    const video = block('videos').querySelector('video');
    expect([video?.getAttribute('width'), video?.getAttribute('height'), video?.getAttribute('poster')]).toEqual([
      '1280',
      '720',
      '/videos/a.jpg',
    ]);
    expect(video?.querySelector('source[media]')?.getAttribute('src')).toBe('/videos/m.mp4');
  });

  it('renders catalog products with the tile mapping and leaves out products the catalog does not know', () => {
    const { block } = renderBlocks(ALL_BLOCKS);
    const products = block('products');
    expect(products.querySelector('[data-layout="grid"] [data-columns="3"]')).toBeTruthy();
    expect([...products.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Chelsea boot']);
    expect(products.querySelector('a')?.getAttribute('href')).toBe('/chelsea-boot-100-1');
    expect(products.textContent).toContain('€ 99,95');
    const beside = block('richtext_with').querySelector('section');
    expect([beside?.dataset.variation, beside?.dataset.mirror, beside?.dataset.alignment]).toEqual([
      'product',
      'true',
      'bottom',
    ]);
    expect(block('richtext_with').querySelector('h3')?.textContent).toBe('Chelsea boot');
    expect(block('rotating_shoe_picks').querySelectorAll('h3')).toHaveLength(1);
  });

  it('shows richtext buttons, clamped image columns, the usps variation, contact icons and looks with a picture', () => {
    const { block, links } = renderBlocks(ALL_BLOCKS);
    expect(block('richtext').querySelector('section')?.dataset.variation).toBe('halfWithButtons');
    expect(links('richtext')).toEqual(['/a/']);
    expect(block('images').querySelector('ul')?.dataset.columns).toBe('3');
    expect(block('usps').querySelector('[data-variation]')?.getAttribute('data-variation')).toBe('shoutOut');
    expect([...block('customer_service_contact').querySelectorAll('li')].map((item) => item.dataset.icon)).toEqual([
      'chat',
      'chat',
    ]);
    expect(links('shop_the_look_slider')).toEqual(['/lookbook/', '/lookbook/look-1/']);
  });

  it('skips a button block without text, unreadable data and block types of a newer schema', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, onBlockProblem } = renderBlocks([
      slice('ButtonBlock', { buttonText: null, buttonLink: null, buttonStyle: 'DEFAULT' }, 'button'),
      slice('FaqBlock', { title: 'x' }, 'faq'),
      slice('HologramBlock', {}, 'hologram'),
    ]);
    // Debug mode: each skipped block is a note, nothing of the blocks themselves shows.
    expect(container.querySelectorAll('[data-problem]')).toHaveLength(3);
    expect(container.querySelector('section, a, button, h2')).toBeNull();
    const problems = onBlockProblem.mock.calls.map((call) => {
      const problem = call[0] as ContentBlockProblem;
      return [problem.type, problem.reason];
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        ['button', 'empty'],
        ['hologram', 'unknown-type'],
        ['faq', 'render-error'],
      ]),
    );
    spy.mockRestore();
  });
});

describe('the slice simulator input', () => {
  it('reads GraphQL-shaped blocks from the state', () => {
    const state = JSON.stringify({ blocks: [{ __typename: 'FaqBlock', title: 'FAQ', items: [] }, 'junk'] });
    const { blocks, error } = parseSimulatorState(state);
    expect(error).toBeNull();
    const { container } = renderBlocks(blocks);
    expect(
      [...container.querySelectorAll<HTMLElement>('[data-block-type]')].map((element) => element.dataset.blockType),
    ).toEqual(['faq']);
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
    const [attention, usps] = blocks as unknown as Record<string, unknown>[];
    expect(attention!.richtext).toBe('<p>Bold &amp; more</p>');
    expect(attention!.buttonLink).toMatchObject({ url: '' });
    expect((usps!.items as Record<string, unknown>[])[0]).not.toHaveProperty('iconInline');
    const { block } = renderBlocks(blocks);
    expect(block('attention_block').querySelector('a')).toBeNull();
    expect(block('usps').querySelector('svg[onload]')).toBeNull();
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
