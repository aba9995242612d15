import { Trans } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Image } from '../Image';
import type { LinkComponent, LinkProps } from '../Link';
import styles from './blocks.module.css';
import type {
  BlockButton,
  BlockImage,
  BlockLink,
  BlockRuntime,
  BlockVideo,
  ButtonStyle,
  Html,
  ProductTileData,
} from './types';

/** Joins class names, skipping the empty ones. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

const PlainLink: LinkComponent = (props: LinkProps) => <a {...props} />;

export interface BlocksContextValue extends BlockRuntime {
  /** The app's router link for internal links; a plain `<a>` otherwise. */
  Link: LinkComponent;
  /** A block's product as its tile; null leaves it out. Without it, a product is taken to be its tile already. */
  productTile?: ((product: never) => ProductTileData | null) | undefined;
}

const BlocksContext = createContext<BlocksContextValue>({ Link: PlainLink });

/** Gives every block below the router link and the app's state and callbacks (`ContentBlocks` sets it up). */
export function BlocksProvider({
  Link,
  children,
  ...runtime
}: Omit<BlocksContextValue, 'Link'> & { Link?: LinkComponent | undefined; children: ReactNode }) {
  return <BlocksContext value={{ ...runtime, Link: Link ?? PlainLink }}>{children}</BlocksContext>;
}

export const useBlocks = () => useContext(BlocksContext);

/** The tiles of a block's products, in order, without the ones the app leaves out (unknown to the catalog). */
export function useProductTiles<Product>(products: readonly Product[]): ProductTileData[] {
  const { productTile } = useBlocks();
  const toTile = (productTile ?? ((product: unknown) => product as ProductTileData)) as (
    product: Product,
  ) => ProductTileData | null;
  return products.map(toTile).filter((tile): tile is ProductTileData => tile !== null);
}

/** A block's button: shown when both its text and its link are there. */
export function blockButton(
  text: string | null | undefined,
  link: BlockLink | null | undefined,
  style: ButtonStyle | null | undefined,
): BlockButton | null {
  return text && link?.url ? { text, link, style: style ?? 'DEFAULT' } : null;
}

/** The wishlist heart of a product in a block, when the app gives hearts and the product has a SKU. */
export function useTileWishlist(sku: string | undefined) {
  const { productWishlist } = useBlocks();
  return sku && productWishlist ? productWishlist(sku) : undefined;
}

/** Sanitized HTML from the gateway, in a wrapper that styles its headings, paragraphs, lists and links. */
export function RichText({ html, className }: { html: Html | null | undefined; className?: string | undefined }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway sanitizes rich text (the blocks' contract)
  return <div className={cx(styles.richText, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

type AnchorRest = Omit<LinkProps, 'href'>;

/** A content link: external ones open in a new tab (and say so), internal ones go through the router link. */
export function BlockLinkAnchor({ link, children, ...rest }: { link: BlockLink; children: ReactNode } & AnchorRest) {
  const { Link } = useBlocks();
  if (/^(mailto|tel):/i.test(link.url)) {
    return (
      <a href={link.url} {...rest}>
        {children}
      </a>
    );
  }
  if (link.external) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className={styles.visuallyHidden}>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    );
  }
  return (
    <Link href={link.url} {...rest}>
      {children}
    </Link>
  );
}

export const buttonClass = (style: ButtonStyle | null | undefined) => {
  switch (style) {
    case 'LINK':
      return styles.buttonLink;
    case 'CALL_TO_ACTION':
      return styles.buttonCta;
    case 'SHOP_FLOW':
      return styles.buttonShopFlow;
    default:
      return styles.buttonDefault;
  }
};

/** A button-styled link (`button_text`, `button_link`, `button_style`; a missing style is Default). */
export function BlockButtonLink({ button, className }: { button: BlockButton | null | undefined; className?: string }) {
  if (!button?.text || !button.link?.url) return null;
  return (
    <BlockLinkAnchor link={button.link} className={cx(styles.button, buttonClass(button.style), className)}>
      {button.text}
    </BlockLinkAnchor>
  );
}

export interface BlockPictureProps {
  image: BlockImage;
  /** The `sizes` of the desktop image. */
  sizes?: string | undefined;
  /** The mobile variant is used below this width (48em; 64em for the hero). */
  mobileBelow?: '48em' | '64em' | undefined;
  priority?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A content image: `<picture>` with the mobile variant below 48em (64em for the hero) and the desktop image, with
 * width and height so the space is reserved, lazy unless it is the priority image.
 */
export function BlockPicture({ image, sizes, mobileBelow = '48em', priority = false, className }: BlockPictureProps) {
  const below = mobileBelow === '64em' ? '63.99em' : '47.99em';
  return (
    <>
      {/* The priority image is the page's LCP: preloaded from the head with high priority, the variant of each width
          (React does not preload an image inside <picture> itself: the source depends on the media). */}
      {priority && image.mobile && (
        <link rel="preload" as="image" href={image.mobile.url} media={`(max-width: ${below})`} fetchPriority="high" />
      )}
      {priority && (
        <link
          rel="preload"
          as="image"
          href={image.url}
          imageSrcSet={image.srcSet ?? undefined}
          imageSizes={image.srcSet ? sizes : undefined}
          media={image.mobile ? `(min-width: ${mobileBelow})` : undefined}
          fetchPriority="high"
        />
      )}
      <picture className={styles.picture}>
        {image.mobile && (
          <source
            media={`(max-width: ${below})`}
            srcSet={image.mobile.url}
            width={image.mobile.width}
            height={image.mobile.height}
          />
        )}
        <Image
          className={cx(styles.image, className)}
          src={image.url}
          srcSet={image.srcSet}
          sizes={sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          priority={priority}
        />
      </picture>
    </>
  );
}

/** The page's own motion setting: `<html data-reduced-motion="true|false">` (the shop's accessibility settings). */
const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

/**
 * Whether the shopper asked for less motion: the page's own setting when the shopper made one (an attribute on
 * `<html>`), else the device's `prefers-reduced-motion`. `true` until known (on the server), so nothing moves by
 * surprise.
 */
export function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const root = document.documentElement;
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const update = () => {
      const own = root.getAttribute(REDUCED_MOTION_ATTRIBUTE);
      setReduced(own === 'true' || (own !== 'false' && (query?.matches ?? false)));
    };
    update();
    query?.addEventListener?.('change', update);
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(update) : null;
    observer?.observe(root, { attributes: true, attributeFilter: [REDUCED_MOTION_ATTRIBUTE] });
    return () => {
      query?.removeEventListener?.('change', update);
      observer?.disconnect();
    };
  }, []);
  return reduced;
}

/** `HTMLMediaElement.NETWORK_NO_SOURCE`: every source was tried and none could be played. */
const NETWORK_NO_SOURCE = 3;

/**
 * A content video: muted, inline, looping, with controls (so it can always be paused: WCAG 2.2.2). It plays by
 * itself only when the shopper has not asked for reduced motion; the mobile source is used below 48em. Its poster
 * (the image beside it) shows until it plays. When it cannot play (missing file, unsupported format, broken
 * download) the poster stays, with a short note, instead of an empty box with dead controls.
 */
export function BlockVideoPlayer({
  video,
  mobile,
  label,
  className,
}: {
  video: BlockVideo;
  /** The video for below 48em (`video_mobile`). */
  mobile?: BlockVideo | null | undefined;
  label?: string | null | undefined;
  className?: string | undefined;
}) {
  const { width, height } = videoBox(video);
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // A video that failed while the page was still server-rendered HTML fired its error before React listened: read
  // its state once mounted.
  useEffect(() => {
    const element = ref.current;
    if (element && (element.error || element.networkState === NETWORK_NO_SOURCE)) setFailed(true);
  }, []);
  // Rendered without autoplay on the server (motion unknown); started here once the shopper's preference is known.
  useEffect(() => {
    const element = ref.current;
    if (!element || failed) return;
    if (reduced) element.pause?.();
    else element.play?.()?.catch?.(() => {});
  }, [reduced, failed]);
  if (failed) return <VideoFallback video={video} label={label} className={className} />;
  const fail = () => setFailed(true);
  return (
    <video
      ref={ref}
      className={cx(styles.video, className)}
      width={width}
      height={height}
      poster={video.poster ?? undefined}
      aria-label={label ?? undefined}
      muted
      playsInline
      loop
      controls
      autoPlay={!reduced}
      preload={reduced ? 'metadata' : 'auto'}
      data-autoplay={reduced ? 'off' : 'on'}
      // React passes a source's error on to its video: only the video's own error (a broken file) counts here.
      onError={(event) => event.target === event.currentTarget && fail()}
    >
      {mobile && <source src={mobile.url} media="(max-width: 47.99em)" type={videoType(mobile.url)} />}
      {/* Only the last source failing means none could play (a failing mobile source falls through to this one). */}
      <source src={video.url} type={videoType(video.url)} onError={fail} />
    </video>
  );
}

/** Videos without known dimensions get a 16:9 box, so the page does not jump when they load. */
const videoBox = (video: BlockVideo) => ({ width: video.width ?? 1280, height: video.height ?? 720 });

/** The container type of a video URL the shop knows (so a browser skips what it cannot play without a download). */
function videoType(url: string): string | undefined {
  const extension = /\.(mp4|m4v|webm|mov)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return extension === 'webm'
    ? 'video/webm'
    : extension === 'mov'
      ? 'video/quicktime'
      : extension
        ? 'video/mp4'
        : undefined;
}

/** What stands in for a video that cannot play: its poster (if any) in the video's box, and a short note. */
function VideoFallback({
  video,
  label,
  className,
}: {
  video: BlockVideo;
  label?: string | null | undefined;
  className?: string | undefined;
}) {
  const { width, height } = videoBox(video);
  return (
    <figure
      className={cx(styles.videoFallback, className)}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-video-fallback=""
    >
      {video.poster && (
        <img className={styles.videoPoster} src={video.poster} alt={label ?? ''} width={width} height={height} />
      )}
      <figcaption className={styles.videoFallbackNote}>
        {label ? (
          <Trans>The video "{label}" cannot be played here.</Trans>
        ) : (
          <Trans>This video cannot be played here.</Trans>
        )}
      </figcaption>
    </figure>
  );
}

/** The title of a block: an h2 in the page's outline (the page heading is the h1). */
export function BlockTitle({ children, className }: { children: ReactNode; className?: string | undefined }) {
  if (!children) return null;
  return <h2 className={cx(styles.title, className)}>{children}</h2>;
}
