import styles from './content.module.css';
import { BlockButtonLink, blockButton, cx } from './shared';
import type { ButtonBlockProps } from './types';

/** Whether a button block has anything to show (its text and its link): `ContentBlocks` skips it otherwise. */
export const hasButton = (block: Pick<ButtonBlockProps, 'buttonText' | 'buttonLink'>) =>
  Boolean(block.buttonText && block.buttonLink?.url);

/** A single button in one of the four styles (Link, Call to action, Shop flow, Default). */
export function ButtonBlock({ buttonText, buttonLink, buttonStyle }: ButtonBlockProps) {
  return (
    <div className={cx(styles.buttonRow, styles['align-left'])} data-style={buttonStyle ?? 'DEFAULT'}>
      <BlockButtonLink button={blockButton(buttonText, buttonLink, buttonStyle)} />
    </div>
  );
}
