import type { ContentBlock, SliceLike } from '../src';

/** Prismic field values as the Document API returns them. */
export const rich = (text: string) => [{ type: 'paragraph', text, spans: [] }];
export const EMPTY_RICH = [{ type: 'paragraph', text: '', spans: [] }];
export const picture = (name: string, width = 800, height = 600) => ({
  url: `https://images.prismic.io/shop/${name}.jpg`,
  alt: `${name} alt`,
  dimensions: { width, height },
});
export const toPage = { link_type: 'Document', id: 'Xk1', uid: 'klantenservice', type: 'cms_page', lang: 'nl-nl' };
export const toProducts = { link_type: 'Web', url: '/dames/schoenen/sneakers' };
export const toInstagram = { link_type: 'Web', url: 'https://www.instagram.com/shop' };
export const toOwnSite = { link_type: 'Web', url: 'https://shop.example/heren' };
export const noLink = { link_type: 'Any' };
export const video = { link_type: 'Media', url: 'https://cdn.example/campaign.mp4', width: '1920', height: 1080 };
export const SHOP = ['https://shop.example'];

export const slice = (slice_type: string, primary: object, items: object[] = [], variation = 'default'): SliceLike => ({
  id: `${slice_type}$1`,
  slice_type,
  variation,
  primary,
  items,
});

/** The resolved links: internal paths, external URLs (a new tab), the shop's own absolute URLs as paths. */
export const pageLink = { url: '/klantenservice/', external: false, target: null, opensChat: false };
export const productsLink = { url: '/dames/schoenen/sneakers', external: false, target: null, opensChat: false };
export const instagramLink = {
  url: 'https://www.instagram.com/shop',
  external: true,
  target: '_blank',
  opensChat: false,
};
export const ownSiteLink = { url: '/heren', external: false, target: null, opensChat: false };
export const image = (name: string, width = 800, height = 600) => ({
  url: `https://images.prismic.io/shop/${name}.jpg`,
  alt: `${name} alt`,
  width,
  height,
  mobile: null,
});
export const base = (sliceType: string, variation = 'default') => ({ id: `${sliceType}$1`, sliceType, variation });

/** A slice, the block it becomes, and what the case shows. */
export type SliceCase = [string, SliceLike, ContentBlock];
