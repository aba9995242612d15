/**
 * The content blocks as presentational components, taking the shop's one block shape (`@shop/content/blocks`) as
 * props: `import { ContentBlocks } from '@shop/ui/blocks'`.
 */
export { AttentionBlock } from './AttentionBlock';
export { BrandingBlock } from './BrandingBlock';
export { ButtonBlock, hasButton } from './ButtonBlock';
export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';
export {
  blockComponent,
  type ContentBlockProblem,
  ContentBlocks,
  type ContentBlocksProps,
  isKnownBlock,
} from './ContentBlocks';
export { CookieSettings } from './CookieSettings';
export { CustomerServiceContact, isChatLink } from './CustomerServiceContact';
export {
  COOKIE_SETTINGS_DAYS,
  COOKIE_SETTINGS_NAME,
  type CookiePreferenceEvent,
  cookieChoiceCookie,
  cookiePreferenceEvent,
  DEFAULT_COOKIE_CHOICE,
  isCookieChoice,
  readCookieChoice,
  saveCookieChoice,
} from './cookie-consent';
export { Faq, faqCategories, faqMatches, htmlToText } from './Faq';
export { Flockler, flocklerScriptUrl } from './Flockler';
export { HERO_IMAGE_WIDTHS, HERO_POSITIONS, Hero, type HeroPositionClass, heroPositionClass, heroScrim } from './Hero';
export { ImageTitle } from './ImageTitle';
export { Drieluik, Images, Videos } from './MediaColumns';
export { NewsletterSubscription } from './NewsletterSubscription';
export {
  type NewsletterError,
  type NewsletterField,
  validateNewsletter,
  validateNewsletterField,
} from './newsletter-validation';
export { BlockProductTile, Products, RotatingPicks, rotatingPicksType } from './Products';
export { Richtext } from './Richtext';
export { RichtextWith } from './RichtextWith';
export { CategorySlider, ShopTheLookSlider, Slider, TimelineSlider } from './Sliders';
export { Squeezely } from './Squeezely';
export {
  BlockButtonLink,
  BlockLinkAnchor,
  BlockPicture,
  BlocksProvider,
  BlockVideoPlayer,
  blockButton,
  RichText,
  useBlocks,
  useProductTiles,
  useTileWishlist,
} from './shared';
export {
  BREAKPOINT_WIDTHS,
  resolvedSlidesPerView,
  SLIDE_GAP_PX,
  SLIDER_AUTOPLAY_MS,
  SLIDER_SPEED_MS,
  SLIDES_PER_VIEW,
  type SliderConfig,
  type SliderKind,
  sliderConfig,
  slidesPerViewFor,
} from './sliderConfig';
export type * from './types';
export { USP_ROTATION_MS, Usps } from './Usps';
