import { generateDemoContent, generateDemoWorld } from '@shop/demo-data';
import { describe, expect, it } from 'vitest';
import { type ContentBlock, type ContentBlockTypename, normaliseBlock, type SliceLike } from '../src';

const documents = generateDemoContent(generateDemoWorld());
const pages = documents.filter((document) => document.type === 'cms_page');
const slices = pages.flatMap((page) =>
  ((page.data.slices ?? []) as SliceLike[]).map((slice) => ({ page: `${page.lang}/${page.uid}`, slice })),
);
const lookIds = new Set(documents.filter((document) => document.type === 'look').map((document) => document.id));

type Check = (block: ContentBlock) => void;
const linksResolve = (links: readonly unknown[]) => expect(links.every((link) => link !== null)).toBe(true);

/** Each slice type of the demo documents, the block it becomes, and what holds for every one of them. */
const DEMO: [string, ContentBlockTypename, Check][] = [
  ['attention_block', 'AttentionBlock', (block) => expect(block).toMatchObject({ title: expect.any(String) })],
  ['branding_block', 'BrandingBlock', (block) => expect(block).toMatchObject({ image: { url: expect.any(String) } })],
  [
    'button',
    'ButtonBlock',
    (block) => expect(block).toMatchObject({ buttonLink: { url: expect.stringMatching(/^\//) } }),
  ],
  [
    'category_slider',
    'CategorySliderBlock',
    (block) => block.__typename === 'CategorySliderBlock' && linksResolve(block.items.map((item) => item.link)),
  ],
  ['cookie_settings', 'CookieSettingsBlock', (block) => expect(block).toMatchObject({ acceptDescription: /^<p>/ })],
  [
    'customer_service_contact',
    'CustomerServiceContactBlock',
    (block) =>
      block.__typename === 'CustomerServiceContactBlock' &&
      expect(block.items.map((item) => item.icon).every((icon) => icon !== null)).toBe(true),
  ],
  [
    'drieluik',
    'DrieluikBlock',
    (block) => block.__typename === 'DrieluikBlock' && expect(block.items.every((item) => item.image)).toBe(true),
  ],
  [
    'faq',
    'FaqBlock',
    (block) =>
      block.__typename === 'FaqBlock' &&
      expect(block.categories.length > 0 && block.items.every((item) => item.answer.startsWith('<'))).toBe(true),
  ],
  ['flockler', 'FlocklerBlock', (block) => expect(block).toMatchObject({ flocklerId: /./, uuid: /./ })],
  ['hero', 'HeroBlock', (block) => expect(block).toMatchObject({ image: { mobile: { url: expect.any(String) } } })],
  ['image_title', 'ImageTitleBlock', (block) => expect(block).toMatchObject({ image: { url: expect.any(String) } })],
  ['images', 'ImagesBlock', (block) => block.__typename === 'ImagesBlock' && expect(block.columns).toBeLessThan(4)],
  ['newsletter_subscription', 'NewsletterSubscriptionBlock', (block) => expect(block).toMatchObject({ title: /./ })],
  [
    'products',
    'ProductsBlock',
    (block) => block.__typename === 'ProductsBlock' && expect(block.products.length).toBeGreaterThan(0),
  ],
  ['richtext', 'RichtextBlock', (block) => expect(block).toMatchObject({ richtext: /^</ })],
  ['richtext_with', 'RichtextWithBlock', (block) => expect(block).toMatchObject({ media: /^(IMAGE|VIDEO|PRODUCT)$/ })],
  [
    'shop_the_look_slider',
    'ShopTheLookSliderBlock',
    (block) =>
      block.__typename === 'ShopTheLookSliderBlock' &&
      expect(block.looks.every((look) => lookIds.has(look.id)) && block.looks.length > 0).toBe(true),
  ],
  ['slider', 'SliderBlock', (block) => expect(block).toMatchObject({ itemsToShow: expect.any(Number) })],
  ['squeezely', 'SqueezelyBlock', (block) => expect(block).toMatchObject({ squeezelyId: /./ })],
  [
    'timeline_slider',
    'TimelineSliderBlock',
    (block) =>
      block.__typename === 'TimelineSliderBlock' && expect(block.items.every((item) => item.year)).toBeTruthy(),
  ],
  ['usps', 'UspsBlock', (block) => block.__typename === 'UspsBlock' && expect(block.items.length).toBeGreaterThan(0)],
  [
    'videos',
    'VideosBlock',
    (block) =>
      block.__typename === 'VideosBlock' &&
      // The demo videos have no image field of their own: the still is the item's image, when it has one.
      expect(block.items.every((item) => item.video?.url.startsWith('/videos/'))).toBe(true),
  ],
];

describe('normalising the demo documents into blocks', () => {
  it.each(DEMO)('every %s slice becomes a %s', (sliceType, typename, check) => {
    const ofType = slices.filter(({ slice }) => slice.slice_type === sliceType);
    expect(ofType.length, `demo pages with ${sliceType}`).toBeGreaterThan(0);
    for (const { slice } of ofType) {
      const block = normaliseBlock(slice, 0);
      expect(block?.__typename).toBe(typename);
      check(block!);
    }
  });

  it('turns rotating_{product}_picks slices into rotating picks', () => {
    const picks = slices.filter(({ slice }) => /^rotating_\w+_picks$/.test(String(slice.slice_type)));
    expect(picks.length).toBeGreaterThan(0);
    for (const { slice } of picks) expect(normaliseBlock(slice, 0)?.__typename).toBe('RotatingProductPicksBlock');
  });

  it('knows every slice type of the demo pages', () => {
    const unknown = slices.filter(({ slice }) => normaliseBlock(slice, 0) === null);
    expect(unknown.map(({ page, slice }) => `${page}: ${String(slice.slice_type)}`)).toEqual([]);
  });
});
