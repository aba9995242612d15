import styles from './content.module.css';
import { BlockButtonLink, BlockLinkAnchor, BlockPicture, BlockTitle, RichText } from './shared';
import type { BrandingBlockData } from './types';

/** A brand's block: logo or picture (a link to the brand when given), title, story and button. */
export function BrandingBlock({ primary }: BrandingBlockData) {
  const picture = primary.image && (
    <BlockPicture image={primary.image} sizes="(min-width: 48em) 20rem, 60vw" className={styles.brandImage} />
  );
  return (
    <section className={styles.branding}>
      {picture &&
        (primary.link ? (
          <BlockLinkAnchor link={primary.link} className={styles.brandLink}>
            {picture}
          </BlockLinkAnchor>
        ) : (
          picture
        ))}
      <div>
        <BlockTitle>{primary.title}</BlockTitle>
        <RichText html={primary.richtext} />
        <BlockButtonLink button={primary.button} className={styles.spaced} />
      </div>
    </section>
  );
}
