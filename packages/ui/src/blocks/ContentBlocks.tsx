import { Component, type ComponentType, type ErrorInfo, type ReactNode, useEffect } from 'react';
import type { LinkComponent } from '../Link';
import { AttentionBlock } from './AttentionBlock';
import { BrandingBlock } from './BrandingBlock';
import { ButtonBlock, hasButton } from './ButtonBlock';
import styles from './blocks.module.css';
import { CookieSettings } from './CookieSettings';
import { CustomerServiceContact } from './CustomerServiceContact';
import { Faq } from './Faq';
import { Flockler } from './Flockler';
import { Hero } from './Hero';
import { ImageTitle } from './ImageTitle';
import { Drieluik, Images, Videos } from './MediaColumns';
import { NewsletterSubscription } from './NewsletterSubscription';
import { Products, RotatingPicks, rotatingPicksType } from './Products';
import { Richtext } from './Richtext';
import { RichtextWith } from './RichtextWith';
import { CategorySlider, ShopTheLookSlider, Slider, TimelineSlider } from './Sliders';
import { Squeezely } from './Squeezely';
import { type BlocksContextValue, BlocksProvider, cx } from './shared';
import type { BlockRuntime, ColumnWidth, ContentBlockProps, ContentBlockTypename, ProductTileData } from './types';
import { Usps } from './Usps';

// biome-ignore lint/suspicious/noExplicitAny: each entry takes the props of its own block type
type AnyBlockComponent = ComponentType<any>;

/** The component of each block type, and the Prismic slice type it stands for (`data-block-type`). */
const BLOCKS: Record<ContentBlockTypename, { component: AnyBlockComponent; type: string }> = {
  AttentionBlock: { component: AttentionBlock, type: 'attention_block' },
  BrandingBlock: { component: BrandingBlock, type: 'branding_block' },
  ButtonBlock: { component: ButtonBlock, type: 'button' },
  CategorySliderBlock: { component: CategorySlider, type: 'category_slider' },
  CookieSettingsBlock: { component: CookieSettings, type: 'cookie_settings' },
  CustomerServiceContactBlock: { component: CustomerServiceContact, type: 'customer_service_contact' },
  DrieluikBlock: { component: Drieluik, type: 'drieluik' },
  FaqBlock: { component: Faq, type: 'faq' },
  FlocklerBlock: { component: Flockler, type: 'flockler' },
  HeroBlock: { component: Hero, type: 'hero' },
  ImageTitleBlock: { component: ImageTitle, type: 'image_title' },
  ImagesBlock: { component: Images, type: 'images' },
  NewsletterSubscriptionBlock: { component: NewsletterSubscription, type: 'newsletter_subscription' },
  ProductsBlock: { component: Products, type: 'products' },
  RichtextBlock: { component: Richtext, type: 'richtext' },
  RichtextWithBlock: { component: RichtextWith, type: 'richtext_with' },
  RotatingProductPicksBlock: { component: RotatingPicks, type: 'rotating_product_picks' },
  ShopTheLookSliderBlock: { component: ShopTheLookSlider, type: 'shop_the_look_slider' },
  SliderBlock: { component: Slider, type: 'slider' },
  SqueezelyBlock: { component: Squeezely, type: 'squeezely' },
  TimelineSliderBlock: { component: TimelineSlider, type: 'timeline_slider' },
  UspsBlock: { component: Usps, type: 'usps' },
  VideosBlock: { component: Videos, type: 'videos' },
};

/** A block as it may arrive: a type this package does not know (a newer schema than the app) is skipped. */
type AnyBlock = { __typename?: string | undefined; id?: string | undefined; sliceType?: string | undefined };

/** The component of a block type (its `__typename`), `null` for a type this package does not know. */
export function blockComponent(typename: string | undefined): AnyBlockComponent | null {
  return typename && Object.hasOwn(BLOCKS, typename) ? BLOCKS[typename as ContentBlockTypename].component : null;
}

export const isKnownBlock = (block: AnyBlock): boolean => blockComponent(block.__typename) !== null;

/** The slice type a block stands for: `data-block-type`, and what a problem report names. */
function blockType(block: AnyBlock): string {
  if (block.__typename === 'RotatingProductPicksBlock') return rotatingPicksType(block.sliceType ?? '');
  return blockComponent(block.__typename)
    ? BLOCKS[block.__typename as ContentBlockTypename].type
    : (block.sliceType ?? block.__typename ?? 'unknown');
}

/** Why a block is skipped before it renders: an unknown type, or nothing to show (a button without text or link). */
function skipReason(block: ContentBlockProps<unknown>): ContentBlockProblem['reason'] | null {
  if (!blockComponent(block.__typename)) return 'unknown-type';
  if (block.__typename === 'ButtonBlock' && !hasButton(block)) return 'empty';
  return null;
}

export interface ContentBlockProblem {
  index: number;
  type: string;
  reason: 'unknown-type' | 'empty' | 'render-error';
  error?: unknown;
}

export interface ContentBlocksProps<Product = ProductTileData> extends BlockRuntime {
  blocks: readonly ContentBlockProps<Product>[];
  /** A block's product as its tile; null leaves it out (a product the catalog no longer knows). */
  productTile?: ((product: Product) => ProductTileData | null) | undefined;
  Link?: LinkComponent | undefined;
  /** Debug mode (`?debugmode=true` or development): problems are listed on the page too. */
  debug?: boolean | undefined;
  /** A block that is skipped: an unknown type, an empty one, or one that failed to render. */
  onBlockProblem?: ((problem: ContentBlockProblem) => void) | undefined;
}

const COLUMN_WIDTHS: Record<ColumnWidth, string> = {
  FULL_WIDTH: 'full-width',
  LARGE: 'large',
  MEDIUM: 'medium',
  SMALL: 'small',
};

/** The block's width in the page's column (`column-full-width` …); blocks without one are full width. */
const widthOf = (block: ContentBlockProps<unknown>) =>
  ('columnWidth' in block && COLUMN_WIDTHS[block.columnWidth]) || 'full-width';

class BlockBoundary extends Component<
  { children: ReactNode; onError: (error: unknown) => void; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function DebugNote({ problem }: { problem: ContentBlockProblem }) {
  // Debug output for editors and developers, in English on purpose (spec §8: content errors in development only).
  return (
    <p className={styles.debug} data-problem={problem.reason}>
      {`${problem.reason}: ${problem.type} (#${problem.index})`}
    </p>
  );
}

/**
 * The content blocks of a page, in order, each in its column width wrapper. Unknown types are skipped (reported to
 * `onBlockProblem`, and shown in debug mode); a block that throws is skipped the same way, so one bad slice never
 * takes the page down.
 */
export function ContentBlocks<Product = ProductTileData>({
  blocks,
  Link,
  debug = false,
  onBlockProblem,
  productTile,
  ...runtime
}: ContentBlocksProps<Product>) {
  const skipped = blocks
    .map((block, index) => ({ block, index, reason: skipReason(block) }))
    .filter((entry) => entry.reason !== null)
    .map(({ block, index, reason }): ContentBlockProblem => ({ index, type: blockType(block), reason: reason! }));
  const skippedKey = skipped.map((problem) => `${problem.index}:${problem.type}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per distinct list of skipped blocks
  useEffect(() => {
    for (const problem of skipped) onBlockProblem?.(problem);
  }, [skippedKey]);

  return (
    <BlocksProvider Link={Link} productTile={productTile as BlocksContextValue['productTile']} {...runtime}>
      {blocks.map((block, index) => {
        const type = blockType(block);
        const key = block.id ?? `${type}-${index}`;
        const BlockComponent = blockComponent(block.__typename);
        const reason = skipReason(block);
        if (!BlockComponent || reason) {
          return debug && reason ? <DebugNote key={key} problem={{ index, type, reason }} /> : null;
        }
        const width = widthOf(block);
        const problem: ContentBlockProblem = { index, type, reason: 'render-error' };
        // A hero at the top of the page holds the largest image above the fold: it loads at once with high priority.
        const priority = index === 0 && block.__typename === 'HeroBlock' ? { priority: true } : {};
        return (
          <div
            key={key}
            className={cx(styles.block, styles.column, styles[`column-${width}`])}
            data-block-type={type}
            data-column-width={width}
          >
            <BlockBoundary
              onError={(error) => onBlockProblem?.({ ...problem, error })}
              fallback={debug ? <DebugNote problem={problem} /> : null}
            >
              <BlockComponent {...block} {...priority} />
            </BlockBoundary>
          </div>
        );
      })}
    </BlocksProvider>
  );
}
