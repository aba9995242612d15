import { useEffect, useRef, useState } from 'react';
import styles from './interactive.module.css';
import { BlockTitle } from './shared';
import type { SqueezelyProps } from './types';

/**
 * The personalised product feed (spec §4): a container the Squeezely script fills. It stays hidden while empty and
 * shows once the script has put content in it.
 */
export function Squeezely({ title, squeezelyId }: SqueezelyProps) {
  const container = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const check = () => setFilled(element.childElementCount > 0 || Boolean(element.textContent?.trim()));
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <section className={styles.squeezely} hidden={!filled} data-filled={filled ? 'true' : 'false'}>
      {title && <BlockTitle>{title}</BlockTitle>}
      <div ref={container} id={squeezelyId} className="sqz-container" data-squeezely-id={squeezelyId} />
    </section>
  );
}
