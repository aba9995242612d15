import styles from './content.module.css';
import { BlockButtonLink, cx } from './shared';
import type { ButtonBlockData } from './types';

/** A single button in one of the four styles (Link, Call to action, Shop flow, Default). */
export function ButtonBlock({ primary }: ButtonBlockData) {
  const alignment = primary.alignment ?? 'left';
  return (
    <div className={cx(styles.buttonRow, styles[`align-${alignment}`])} data-style={primary.button.style ?? 'DEFAULT'}>
      <BlockButtonLink button={primary.button} />
    </div>
  );
}
