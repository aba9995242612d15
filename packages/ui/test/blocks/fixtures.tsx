import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages as de } from '../../../i18n/locales/storefront/de.po';
import { messages as en } from '../../../i18n/locales/storefront/en.po';
import { messages as fr } from '../../../i18n/locales/storefront/fr.po';
import { messages as nl } from '../../../i18n/locales/storefront/nl.po';
import type { ContentBlock, ProductItem } from '../../src/blocks/types';

export const LOCALES = { en, nl, de, fr } as const;
export type Locale = keyof typeof LOCALES;

export const inLanguage = (locale: Locale) => {
  const i18n = setupI18n({ locale, messages: { [locale]: LOCALES[locale] } });
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
};

export const RouterLink = (props: { href: string; children?: ReactNode }) => <a data-router="yes" {...props} />;

const image = (name: string, width = 1200, height = 800) => ({
  url: `/images/content/${name}/${width}x${height}`,
  alt: `${name} picture`,
  width,
  height,
});

export const product = (sku: string, name: string): ProductItem => ({
  product: {
    href: `/${name.toLowerCase().replace(/\s+/g, '-')}-${sku}`,
    name,
    brand: 'Noordkaap',
    price: '€ 62,95',
    regularPrice: '€ 89,95',
    image: { src: `/images/p/${sku}/498x705`, alt: name },
  },
});

export const hero: Extract<ContentBlock, { type: 'hero' }> = {
  id: 'hero-1',
  type: 'hero',
  variation: 'withSegmentSwitch',
  primary: {
    title: 'New season sneakers',
    description: '<p>Fresh colours for <strong>spring</strong>.</p>',
    image: { ...image('hero', 1800, 900), mobile: { url: '/images/content/hero/768x1024', width: 768, height: 1024 } },
    position: 'left-bottom',
    color: '#ffffff',
    button: { text: 'Shop now', link: { href: '/sneakers', external: false }, style: 'CALL_TO_ACTION' },
    segmentSwitch: {
      forHer: { href: '/dames', external: false },
      forHim: { href: '/heren', external: false },
      current: 'for-her',
    },
    priority: true,
  },
  items: [],
};

export const faq: Extract<ContentBlock, { type: 'faq' }> = {
  type: 'faq',
  primary: { title: 'Frequently asked questions' },
  items: [
    { category: 'Delivery', question: 'When will my order arrive?', answer: '<p>Within 1 to 3 working days.</p>' },
    { category: 'Delivery', question: 'Can I pick up in a store?', answer: '<p>Yes, at every Store near you.</p>' },
    { category: 'Returns', question: 'How do I return shoes?', answer: '<p>Within 14 days, free of charge.</p>' },
  ],
};

export const cookieSettings: Extract<ContentBlock, { type: 'cookie_settings' }> = {
  type: 'cookie_settings',
  primary: {
    acceptTitle: 'Cookies enabled',
    acceptDescription: '<p>You get personal offers and a better shop.</p>',
    denyTitle: 'Cookies disabled',
    denyDescription: '<p>We only use cookies the shop needs to work.</p>',
  },
  items: [],
};

export const customerService: Extract<ContentBlock, { type: 'customer_service_contact' }> = {
  type: 'customer_service_contact',
  primary: { title: 'Customer service' },
  items: [
    {
      icon: 'chat',
      title: 'Chat',
      text: '<p>Monday to Friday 09:00 to 17:00</p>',
      link: { href: '/klantenservice#chat', external: false },
      buttonText: 'Start a chat',
    },
    {
      icon: 'email',
      title: 'E-mail',
      text: '<p>We answer within a day.</p>',
      link: { href: 'mailto:service@example.com', external: false },
      buttonText: 'Send an e-mail',
    },
    { icon: 'phone', title: 'Phone', link: { href: '/contact', external: false }, buttonText: 'Call us' },
  ],
};

export const allBlocks: ContentBlock[] = [
  hero,
  {
    type: 'usps',
    variation: 'default',
    primary: {},
    items: [
      { label: 'Free returns within 14 days' },
      { label: 'Delivered in 1 to 3 days', link: { href: '/delivery', external: false } },
    ],
  },
  {
    type: 'attention_block',
    primary: {
      title: 'Mid-season sale',
      richtext: '<p>Up to 50% off.</p>',
      button: { text: 'To the sale', link: { href: '/sale', external: false }, style: 'SHOP_FLOW' },
    },
    items: [],
  },
  {
    type: 'branding_block',
    columnWidth: 'medium',
    primary: {
      title: 'Noordkaap',
      richtext: '<p>Made in Portugal.</p>',
      image: image('noordkaap', 400, 200),
      link: { href: '/brands/noordkaap', external: false },
    },
    items: [],
  },
  {
    type: 'button',
    primary: { button: { text: 'All brands', link: { href: '/brands', external: false } }, alignment: 'center' },
    items: [],
  },
  {
    type: 'category_slider',
    primary: { title: 'Shop by category' },
    items: [
      { label: 'Sneakers', image: image('sneakers', 224, 224), link: { href: '/sneakers', external: false } },
      { label: 'Boots', image: image('boots', 224, 224), link: { href: '/boots', external: false } },
    ],
  },
  cookieSettings,
  customerService,
  {
    type: 'drieluik',
    primary: {},
    items: [
      { image: image('one'), title: 'One', link: { href: '/one', external: false } },
      { video: { url: '/videos/two.mp4', width: 1280, height: 720 }, title: 'Two' },
      { image: image('three'), title: 'Three' },
    ],
  },
  faq,
  { type: 'flockler', primary: { flocklerId: '1234', uuid: 'abcd-ef' }, items: [] },
  {
    type: 'image_title',
    primary: { image: image('lookbook'), title: 'The lookbook', link: { href: '/lookbook', external: false } },
    items: [],
  },
  {
    type: 'images',
    columnWidth: 'large',
    primary: { columns: 2 },
    items: [{ image: image('a') }, { image: image('b') }],
  },
  {
    type: 'newsletter_subscription',
    primary: { title: 'Newsletter', description: '<p>Be the first to know.</p>' },
    items: [],
  },
  {
    type: 'products',
    primary: { title: 'Bestsellers', layout: 'grid', columns: 3 },
    items: [product('1', 'Court Classic'), product('2', 'Trail Runner'), product('3', 'City Boot')],
  },
  {
    type: 'richtext',
    variation: 'halfWithButtons',
    primary: { title: 'About us' },
    items: [
      {
        content: '<p>Left half</p>',
        leftButtonText: 'Women',
        leftButtonLink: { href: '/dames', external: false },
        rightButtonText: 'Men',
        rightButtonLink: { href: '/heren', external: false },
      },
      { content: '<p>Right half</p>' },
    ],
  },
  {
    type: 'richtext_with',
    variation: 'product',
    primary: {
      title: 'Our pick',
      richtext: '<p>Why we love it.</p>',
      mirror: true,
      alignment: 'bottom',
      product: product('9', 'Pick Shoe').product,
    },
    items: [],
  },
  {
    type: 'rotating_sneaker_picks',
    primary: { title: 'Sneaker picks' },
    items: [product('4', 'Runner One'), product('5', 'Runner Two')],
  },
  {
    type: 'shop_the_look_slider',
    primary: { viewAllLink: { href: '/lookbook', external: false } },
    items: [
      { href: '/lookbook/summer', label: 'Summer', image: image('summer', 384, 560) },
      { href: '/lookbook/city', label: 'City', image: image('city', 384, 560) },
    ],
  },
  {
    type: 'slider',
    primary: { title: 'Highlights', itemsToShow: 3, itemsToSlide: 1, navigation: true, pagination: true },
    items: [
      { image: image('s1'), title: 'Slide one', link: { href: '/one', external: false }, buttonText: 'Discover' },
      { image: image('s2'), title: 'Slide two' },
    ],
  },
  { type: 'squeezely', primary: { squeezelyId: 'sqz-home' }, items: [] },
  {
    type: 'timeline_slider',
    primary: { title: 'Our history' },
    items: [
      { year: '1965', label: 'The first store', image: image('1965') },
      { year: '1990', label: 'Our own brand', link: { href: '/brands/noordkaap', external: false } },
    ],
  },
  {
    type: 'videos',
    primary: { columns: 1 },
    items: [
      {
        video: {
          url: '/videos/campaign.mp4',
          width: 1920,
          height: 1080,
          mobile: { url: '/videos/campaign-m.mp4', width: 720, height: 1280 },
        },
        title: 'Campaign',
      },
    ],
  },
];
