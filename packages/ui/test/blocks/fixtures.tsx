import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { messages as de } from '../../../i18n/locales/storefront/de.po';
import { messages as en } from '../../../i18n/locales/storefront/en.po';
import { messages as fr } from '../../../i18n/locales/storefront/fr.po';
import { messages as nl } from '../../../i18n/locales/storefront/nl.po';
import type { ContentBlockProps, ContentBlockTypename, ProductTileData } from '../../src/blocks/types';

export const LOCALES = { en, nl, de, fr } as const;
export type Locale = keyof typeof LOCALES;

export const inLanguage = (locale: Locale) => {
  const i18n = setupI18n({ locale, messages: { [locale]: LOCALES[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

export const RouterLink = (props: { href: string; children?: ReactNode }) => <a data-router="yes" {...props} />;

export const image = (name: string, width = 1200, height = 800) => ({
  url: `/images/content/${name}/${width}x${height}`,
  alt: `${name} picture`,
  width,
  height,
  mobile: null,
});

export const link = (url: string, external = false) => ({ url, external });
const base = (sliceType: string, variation = 'default') => ({
  id: `${sliceType}-1`,
  sliceType,
  variation,
});
const noButton = { buttonText: null, buttonLink: null, buttonStyle: 'DEFAULT' } as const;

export const product = (sku: string, name: string): ProductTileData => ({
  sku,
  href: `/${name.toLowerCase().replace(/\s+/g, '-')}-${sku}`,
  name,
  brand: 'Noordkaap',
  price: '€ 62,95',
  regularPrice: '€ 89,95',
  image: { src: `/images/p/${sku}/498x705`, alt: name },
});

type Of<T extends ContentBlockTypename> = Extract<ContentBlockProps, { __typename: T }>;

export const hero: Of<'HeroBlock'> = {
  __typename: 'HeroBlock',
  ...base('hero'),
  title: 'New season sneakers',
  description: '<p>Fresh colours for <strong>spring</strong>.</p>',
  image: { ...image('hero', 1800, 900), mobile: { url: '/images/content/hero/768x1024', width: 768, height: 1024 } },
  video: null,
  videoMobile: null,
  position: 'LEFT_BOTTOM',
  color: '#ffffff',
  buttonText: 'Shop now',
  buttonLink: link('/sneakers'),
  buttonStyle: 'CALL_TO_ACTION',
  segmentSwitch: true,
  columnWidth: 'FULL_WIDTH',
  priority: true,
};

/** The hero's for-her / for-him links, as the app gives them. */
export const segmentLinks = { forHer: '/dames', forHim: '/heren', current: 'for-her' } as const;

export const faq: Of<'FaqBlock'> = {
  __typename: 'FaqBlock',
  ...base('faq'),
  title: 'Frequently asked questions',
  items: [
    { category: 'Delivery', question: 'When will my order arrive?', answer: '<p>Within 1 to 3 working days.</p>' },
    { category: 'Delivery', question: 'Can I pick up in a store?', answer: '<p>Yes, at every Store near you.</p>' },
    { category: 'Returns', question: 'How do I return shoes?', answer: '<p>Within 14 days, free of charge.</p>' },
  ],
};

export const cookieSettings: Of<'CookieSettingsBlock'> = {
  __typename: 'CookieSettingsBlock',
  ...base('cookie_settings'),
  title: '',
  acceptTitle: 'Cookies enabled',
  acceptDescription: '<p>You get personal offers and a better shop.</p>',
  denyTitle: 'Cookies disabled',
  denyDescription: '<p>We only use cookies the shop needs to work.</p>',
};

export const customerService: Of<'CustomerServiceContactBlock'> = {
  __typename: 'CustomerServiceContactBlock',
  ...base('customer_service_contact'),
  title: 'Customer service',
  description: '',
  items: [
    {
      icon: 'chat',
      title: 'Chat',
      text: '<p>Monday to Friday 09:00 to 17:00</p>',
      link: link('/klantenservice#chat'),
      buttonText: 'Start a chat',
    },
    {
      icon: 'email',
      title: 'E-mail',
      text: '<p>We answer within a day.</p>',
      link: link('mailto:service@example.com'),
      buttonText: 'Send an e-mail',
    },
    { icon: 'phone', title: 'Phone', text: '', link: link('/contact'), buttonText: 'Call us' },
  ],
};

/** One block of each of the 23 types, in the shape the gateway serves them. */
export const allBlocks: ContentBlockProps[] = [
  hero,
  {
    __typename: 'UspsBlock',
    ...base('usps'),
    items: [
      { label: 'Free returns within 14 days', link: null, iconInline: null, description: null },
      { label: 'Delivered in 1 to 3 days', link: link('/delivery'), iconInline: null, description: null },
    ],
  },
  {
    __typename: 'AttentionBlock',
    ...base('attention_block'),
    title: 'Mid-season sale',
    richtext: '<p>Up to 50% off.</p>',
    buttonText: 'To the sale',
    buttonLink: link('/sale'),
    buttonStyle: 'SHOP_FLOW',
    columnWidth: 'FULL_WIDTH',
  },
  {
    __typename: 'BrandingBlock',
    ...base('branding_block'),
    columnWidth: 'MEDIUM',
    title: 'Noordkaap',
    description: '<p>Made in Portugal.</p>',
    image: image('noordkaap', 400, 200),
    link: link('/brands/noordkaap'),
    buttonText: null,
    buttonStyle: 'DEFAULT',
  },
  {
    __typename: 'ButtonBlock',
    ...base('button'),
    buttonText: 'All brands',
    buttonLink: link('/brands'),
    buttonStyle: 'DEFAULT',
  },
  {
    __typename: 'CategorySliderBlock',
    ...base('category_slider'),
    title: 'Shop by category',
    items: [
      { label: 'Sneakers', image: image('sneakers', 224, 224), link: link('/sneakers') },
      { label: 'Boots', image: image('boots', 224, 224), link: link('/boots') },
    ],
  },
  cookieSettings,
  customerService,
  {
    __typename: 'DrieluikBlock',
    ...base('drieluik'),
    title: '',
    items: [
      { image: image('one'), video: null, title: 'One', link: link('/one') },
      {
        image: null,
        video: { url: '/videos/two.mp4', width: 1280, height: 720, poster: null },
        title: 'Two',
        link: null,
      },
      { image: image('three'), video: null, title: 'Three', link: null },
    ],
  },
  faq,
  { __typename: 'FlocklerBlock', ...base('flockler'), flocklerId: '1234', uuid: 'abcd-ef' },
  {
    __typename: 'ImageTitleBlock',
    ...base('image_title'),
    image: image('lookbook'),
    title: 'The lookbook',
    link: link('/lookbook'),
    columnWidth: 'FULL_WIDTH',
  },
  {
    __typename: 'ImagesBlock',
    ...base('images'),
    columnWidth: 'LARGE',
    columns: 2,
    items: [
      { title: '', image: image('a'), link: null },
      { title: '', image: image('b'), link: null },
    ],
  },
  {
    __typename: 'NewsletterSubscriptionBlock',
    ...base('newsletter_subscription'),
    title: 'Newsletter',
    description: '<p>Be the first to know.</p>',
  },
  {
    __typename: 'ProductsBlock',
    ...base('products', 'grid'),
    ...noButton,
    title: 'Bestsellers',
    layout: 'GRID',
    columns: 3,
    columnWidth: 'FULL_WIDTH',
    products: [product('1', 'Court Classic'), product('2', 'Trail Runner'), product('3', 'City Boot')],
  },
  {
    __typename: 'RichtextBlock',
    ...base('richtext', 'halfWithButtons'),
    richtext: '',
    columnWidth: 'FULL_WIDTH',
    items: [
      {
        content: '<p>Left half</p>',
        leftButtonTekst: 'Women',
        leftButtonLink: link('/dames'),
        rightButtonTekst: 'Men',
        rightButtonLink: link('/heren'),
      },
      {
        content: '<p>Right half</p>',
        leftButtonTekst: null,
        leftButtonLink: null,
        rightButtonTekst: null,
        rightButtonLink: null,
      },
    ],
  },
  {
    __typename: 'RichtextWithBlock',
    ...base('richtext_with', 'product'),
    ...noButton,
    title: 'Our pick',
    richtext: '<p>Why we love it.</p>',
    richtext2: '',
    mirror: true,
    alignment: 'BOTTOM',
    media: 'PRODUCT',
    image: null,
    video: null,
    product: product('9', 'Pick Shoe'),
  },
  {
    __typename: 'RotatingProductPicksBlock',
    ...base('rotating_sneaker_picks'),
    title: 'Sneaker picks',
    items: [{ product: product('4', 'Runner One') }, { product: product('5', 'Runner Two') }],
  },
  {
    __typename: 'ShopTheLookSliderBlock',
    ...base('shop_the_look_slider'),
    title: '',
    buttonLink: link('/lookbook'),
    looks: [
      { uid: 'summer', path: '/lookbook/summer', label: 'Summer', image: image('summer', 384, 560) },
      { uid: 'city', path: '/lookbook/city', label: 'City', image: image('city', 384, 560) },
    ],
  },
  {
    __typename: 'SliderBlock',
    ...base('slider'),
    title: 'Highlights',
    itemsToShow: 3,
    itemsToSlide: 1,
    autoPlay: false,
    centerMode: false,
    infiniteScroll: false,
    navigation: true,
    pagination: true,
    progress: false,
    items: [
      { image: image('s1'), title: 'Slide one', link: link('/one') },
      { image: image('s2'), title: 'Slide two', link: null },
    ],
  },
  { __typename: 'SqueezelyBlock', ...base('squeezely'), title: '', squeezelyId: 'sqz-home' },
  {
    __typename: 'TimelineSliderBlock',
    ...base('timeline_slider'),
    title: 'Our history',
    items: [
      { year: '1965', label: 'The first store', image: image('1965'), link: null },
      { year: '1990', label: 'Our own brand', image: null, link: link('/brands/noordkaap') },
    ],
  },
  {
    __typename: 'VideosBlock',
    ...base('videos'),
    columns: 1,
    columnWidth: 'FULL_WIDTH',
    items: [
      {
        title: 'Campaign',
        video: { url: '/videos/campaign.mp4', width: 1920, height: 1080, poster: null },
        videoMobile: { url: '/videos/campaign-m.mp4', width: 720, height: 1280, poster: null },
      },
    ],
  },
];

/** The block of a type among `allBlocks`. */
export const pick = <T extends ContentBlockTypename>(typename: T) =>
  allBlocks.find((block) => block.__typename === typename) as Of<T>;

/** An IntersectionObserver whose targets are in view (`near`) or far below it; `observed` counts the observations. */
export function stubViewport(near: boolean) {
  const observed: Element[] = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push(target);
      if (near)
        queueMicrotask(() =>
          this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never),
        );
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observed;
}
