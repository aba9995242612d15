import { describe, expect, it } from 'vitest';
import {
  footerTrust,
  plainText,
  TRUSTED_SHOP_CERTIFICATE_URL,
  toFooterJobs,
  toLabelledLinks,
  toNavigationSegments,
  toPaymentMethods,
  toSocialLinks,
  toStoreOptions,
} from '../src/app/shell/layout-props';
import { parseCookies } from '../src/app/shell/segment';
import type { ShellLayoutQuery } from '../src/app/shell/shell.generated';

const link = (url: string, external = false) => ({ url, external });

const layout: ShellLayoutQuery['layout'] = {
  promoBanners: [],
  forHerNavigation: [
    {
      uid: 'shoes',
      title: 'Schoenen',
      showMenu: true,
      showSubmenu: true,
      color: null,
      link: link('/dames/schoenen'),
      lists: [
        {
          title: 'Schoenen',
          items: [
            { label: 'Sneakers', link: link('/dames/schoenen/sneakers'), image: null },
            {
              label: 'Laarzen',
              link: link('/dames/schoenen/laarzen'),
              image: { url: '/images/a/600x400', alt: 'Laarzen', width: 600, height: 400 },
            },
            { label: 'Zonder link', link: null, image: null },
          ],
        },
      ],
    },
  ],
  forHimNavigation: [],
  headerUsps: [],
  headerLinks: [],
  footerNavigation: [],
  legalLinks: [],
  socialIcons: [
    { icon: 'instagram', label: 'Instagram', link: link('https://www.instagram.com/', true) },
    { icon: 'myspace', label: 'Myspace', link: link('https://myspace.com/', true) },
    { icon: 'facebook', label: 'Facebook', link: null },
  ],
  paymentIcons: [
    { icon: 'ideal', label: 'iDEAL' },
    { icon: 'visa', label: '' },
  ],
  jobs: {
    title: 'Werken bij ons',
    text: '<p>Gek op schoenen? Kom werken &amp; groei mee.</p>',
    buttonText: 'Bekijk vacatures',
    link: link('https://jobs.shop.example/', true),
    image: null,
  },
  reviewStats: { averageRating: 8.6, viewReviewUrl: 'https://www.kiyoh.com/reviews/shop-example' },
};

describe('the layout query mapped onto the shell components', () => {
  it('gives the navigation its two segments, leading into their sections, with three levels', () => {
    const [her, him] = toNavigationSegments(layout, 'nl');
    expect(her).toMatchObject({ segment: 'for-her', link: { href: '/dames/' } });
    expect(him).toMatchObject({ segment: 'for-him', link: { href: '/heren-home/' }, items: [] });
    const [shoes] = her?.items ?? [];
    expect(shoes?.primary).toMatchObject({ uid: 'shoes', title: 'Schoenen', link: { href: '/dames/schoenen' } });
    // Third-level entries without a link are left out; the list shows its first teaser image.
    expect(shoes?.items[0]?.links.map((entry) => entry.label)).toEqual(['Sneakers', 'Laarzen']);
    expect(shoes?.items[0]?.image).toMatchObject({ url: '/images/a/600x400', alt: 'Laarzen' });
  });

  it('keeps only social networks the footer has an icon for, and labelled payment methods', () => {
    expect(toSocialLinks(layout.socialIcons)).toEqual([{ network: 'instagram', href: 'https://www.instagram.com/' }]);
    expect(toPaymentMethods(layout.paymentIcons)).toEqual([{ name: 'iDEAL' }]);
  });

  it('shows the jobs text as plain text', () => {
    expect(toFooterJobs(layout.jobs)).toMatchObject({
      title: 'Werken bij ons',
      text: 'Gek op schoenen? Kom werken & groei mee.',
      linkLabel: 'Bekijk vacatures',
      link: { href: 'https://jobs.shop.example/', external: true },
    });
    expect(toFooterJobs({ ...layout.jobs!, link: null })).toBeNull();
    expect(plainText('<p>a&nbsp;b &#233; &#x41;</p>')).toBe('a b é A');
  });

  it('leaves out legal links without a target, whatever their kind', () => {
    const legalLinks: ShellLayoutQuery['layout']['legalLinks'] = [
      { label: 'AGB', kind: 'TERMS', link: null },
      { label: 'Impressum', kind: 'IMPRINT', link: link('/impressum/') },
      { label: 'Toegankelijkheid', kind: 'OTHER', link: link('/toegankelijkheid/') },
    ];
    expect(toLabelledLinks(legalLinks)).toEqual([
      { label: 'Impressum', link: { href: '/impressum/', external: false } },
      { label: 'Toegankelijkheid', link: { href: '/toegankelijkheid/', external: false } },
    ]);
  });

  it('shows the review score in NL, BE and FR, the trusted-shop badge in DE, and neither elsewhere', () => {
    for (const country of ['NL', 'BE', 'FR'] as const) {
      expect(footerTrust({ country }, layout.reviewStats)).toEqual({
        kind: 'reviews',
        averageRating: 8.6,
        viewReviewUrl: 'https://www.kiyoh.com/reviews/shop-example',
      });
    }
    expect(footerTrust({ country: 'NL' }, null)).toBeNull();
    expect(footerTrust({ country: 'DE' }, layout.reviewStats)).toEqual({
      kind: 'trusted-shop',
      href: TRUSTED_SHOP_CERTIFICATE_URL,
    });
    for (const country of ['AT', 'LU', 'GB'] as const) expect(footerTrust({ country }, layout.reviewStats)).toBeNull();
  });

  it('links every store to the page there, and the current store to the page itself', () => {
    const options = toStoreOptions(
      [
        {
          storeCode: 'nl-be',
          storeName: 'België',
          language: 'nl',
          path: '/',
          url: 'http://nl-be.localhost/',
          translated: true,
          current: true,
        },
        {
          storeCode: 'fr-be',
          storeName: 'Belgique',
          language: 'fr',
          path: '/service-client/',
          url: 'http://fr-be.localhost/service-client/',
          translated: true,
          current: false,
        },
      ],
      'http://nl-be.localhost/klantenservice/',
    );
    expect(options.map((option) => [option.code, option.href, option.current])).toEqual([
      ['nl-be', 'http://nl-be.localhost/klantenservice/', true],
      ['fr-be', 'http://fr-be.localhost/service-client/', false],
    ]);
    expect(toStoreOptions(null, 'http://localhost/')).toEqual([]);
  });
});

describe('the cookies of the segment rules', () => {
  it('reads the document cookie string', () => {
    expect(parseCookies('segment=for-him; content_audience=5; other=%E2%9C%93; broken=%E0%A4%A')).toEqual({
      segment: 'for-him',
      content_audience: '5',
      other: '✓',
    });
    expect(parseCookies('')).toEqual({});
  });
});
