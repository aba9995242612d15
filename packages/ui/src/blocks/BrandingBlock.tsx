import styles from './content.module.css';
import { BlockButtonLink, BlockLinkAnchor, BlockPicture, BlockTitle, blockButton, RichText } from './shared';
import type { BrandingBlockProps } from './types';

/** A brand's block: logo or picture (a link to the brand when given), title, story and a button to the brand. */
export function BrandingBlock({ title, description, image, link, buttonText, buttonStyle }: BrandingBlockProps) {
  const picture = image && (
    <BlockPicture image={image} sizes="(min-width: 48em) 20rem, 60vw" className={styles.brandImage} />
  );
  return (
    <section className={styles.branding}>
      {picture &&
        (link ? (
          <BlockLinkAnchor link={link} className={styles.brandLink}>
            {picture}
          </BlockLinkAnchor>
        ) : (
          picture
        ))}
      <div>
        <BlockTitle>{title}</BlockTitle>
        <RichText html={description} />
        <BlockButtonLink button={blockButton(buttonText, link, buttonStyle)} className={styles.spaced} />
      </div>
    </section>
  );
}
