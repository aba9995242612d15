import { Component, type ComponentType, type ErrorInfo, type ReactNode, useEffect } from 'react';
import type { LinkComponent } from '../Link';
import { AttentionBlock } from './AttentionBlock';
import { BrandingBlock } from './BrandingBlock';
import { ButtonBlock } from './ButtonBlock';
import styles from './blocks.module.css';
import { CookieSettings } from './CookieSettings';
import { CustomerServiceContact } from './CustomerServiceContact';
import { Faq } from './Faq';
import { Flockler } from './Flockler';
import { Hero } from './Hero';
import { ImageTitle } from './ImageTitle';
import { Drieluik, Images, Videos } from './MediaColumns';
import { NewsletterSubscription } from './NewsletterSubscription';
import { Products, RotatingPicks } from './Products';
import { Richtext } from './Richtext';
import { RichtextWith } from './RichtextWith';
import { CategorySlider, ShopTheLookSlider, Slider, TimelineSlider } from './Sliders';
import { Squeezely } from './Squeezely';
import { BlocksProvider, cx } from './shared';
import type { BlockRuntime, ColumnWidth, ContentBlock, ContentBlockType, HeroData, UnknownBlock } from './types';
import { Usps } from './Usps';

type FixedType = Exclude<ContentBlockType, `rotating_${string}_picks`>;

// biome-ignore lint/suspicious/noExplicitAny: each entry takes the props of its own block type
const BLOCKS: Record<FixedType, ComponentType<any>> = {
  attention_block: AttentionBlock,
  branding_block: BrandingBlock,
  button: ButtonBlock,
  category_slider: CategorySlider,
  cookie_settings: CookieSettings,
  customer_service_contact: CustomerServiceContact,
  drieluik: Drieluik,
  faq: Faq,
  flockler: Flockler,
  hero: Hero,
  image_title: ImageTitle,
  images: Images,
  newsletter_subscription: NewsletterSubscription,
  products: Products,
  richtext: Richtext,
  richtext_with: RichtextWith,
  shop_the_look_slider: ShopTheLookSlider,
  slider: Slider,
  squeezely: Squeezely,
  timeline_slider: TimelineSlider,
  usps: Usps,
  videos: Videos,
};

const ROTATING_PICKS = /^rotating_[a-z0-9_]+_picks$/;

/** The component of a block type, `null` for a type this package does not know. */
// biome-ignore lint/suspicious/noExplicitAny: see BLOCKS
export function blockComponent(type: string): ComponentType<any> | null {
  if (ROTATING_PICKS.test(type)) return RotatingPicks;
  return Object.hasOwn(BLOCKS, type) ? BLOCKS[type as FixedType] : null;
}

export const isKnownBlock = (block: { type: string }): block is ContentBlock => blockComponent(block.type) !== null;

export interface ContentBlockProblem {
  index: number;
  type: string;
  reason: 'unknown-type' | 'render-error';
  error?: unknown;
}

export interface ContentBlocksProps extends BlockRuntime {
  blocks: readonly (ContentBlock | UnknownBlock)[];
  Link?: LinkComponent | undefined;
  /** Debug mode (`?debugmode=true` or development): problems are listed on the page too. */
  debug?: boolean | undefined;
  /** A block that is skipped: an unknown type, or one that failed to render. */
  onBlockProblem?: ((problem: ContentBlockProblem) => void) | undefined;
}

/** A hero at the top of the page holds the largest image above the fold: it loads at once with high priority. */
const withPriority = (block: ContentBlock | UnknownBlock, index: number) => {
  if (index !== 0 || block.type !== 'hero') return block;
  const hero = block as HeroData;
  return hero.primary.priority == null ? { ...hero, primary: { ...hero.primary, priority: true } } : hero;
};

const COLUMN_WIDTHS: readonly ColumnWidth[] = ['full-width', 'large', 'medium', 'small'];

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
export function ContentBlocks({ blocks, Link, debug = false, onBlockProblem, ...runtime }: ContentBlocksProps) {
  const unknown = blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => !blockComponent(block.type))
    .map(({ block, index }): ContentBlockProblem => ({ index, type: block.type, reason: 'unknown-type' }));
  const unknownKey = unknown.map((problem) => `${problem.index}:${problem.type}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per distinct list of unknown blocks
  useEffect(() => {
    for (const problem of unknown) onBlockProblem?.(problem);
  }, [unknownKey]);

  return (
    <BlocksProvider Link={Link} {...runtime}>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.type}-${index}`;
        const BlockComponent = blockComponent(block.type);
        if (!BlockComponent) {
          return debug ? <DebugNote key={key} problem={{ index, type: block.type, reason: 'unknown-type' }} /> : null;
        }
        const width = block.columnWidth && COLUMN_WIDTHS.includes(block.columnWidth) ? block.columnWidth : 'full-width';
        const problem: ContentBlockProblem = { index, type: block.type, reason: 'render-error' };
        return (
          <div
            key={key}
            className={cx(styles.block, styles.column, styles[`column-${width}`])}
            data-block-type={block.type}
            data-column-width={width}
          >
            <BlockBoundary
              onError={(error) => onBlockProblem?.({ ...problem, error })}
              fallback={debug ? <DebugNote problem={problem} /> : null}
            >
              <BlockComponent {...withPriority(block, index)} />
            </BlockBoundary>
          </div>
        );
      })}
    </BlocksProvider>
  );
}
