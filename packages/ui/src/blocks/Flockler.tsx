import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styles from './interactive.module.css';
import { useBlocks } from './shared';
import type { FlocklerProps } from './types';

/** The Flockler embed script of a feed (site id and embed uuid). */
export const flocklerScriptUrl = (flocklerId: string, uuid: string) =>
  `https://plugins.flockler.com/embed/${encodeURIComponent(flocklerId)}/${encodeURIComponent(uuid)}`;

/**
 * The social feed (spec §4): an empty container the Flockler script fills. The script is added only once the app
 * says third-party scripts may start (`thirdPartyReady`, after the 5000 ms loader); a failure to load is reported to
 * `onEmbedError` (the app logs it, spec §8) and the container stays empty.
 */
export function Flockler({ flocklerId, uuid }: FlocklerProps) {
  const { t } = useLingui();
  const { thirdPartyReady, onEmbedError } = useBlocks();
  const container = useRef<HTMLDivElement>(null);
  const onError = useRef(onEmbedError);
  onError.current = onEmbedError;

  useEffect(() => {
    const element = container.current;
    if (!thirdPartyReady || !element || !flocklerId || !uuid) return;
    const script = document.createElement('script');
    script.src = flocklerScriptUrl(flocklerId, uuid);
    script.async = true;
    script.addEventListener('error', () =>
      onError.current?.(new Error(`Flockler embed failed to load: ${flocklerId}/${uuid}`)),
    );
    element.after(script);
    return () => script.remove();
  }, [thirdPartyReady, flocklerId, uuid]);

  return (
    <section className={styles.flockler} aria-label={t`Social media feed`}>
      <div ref={container} id={`flockler-embed-${uuid}`} data-flockler={flocklerId} />
    </section>
  );
}
