import { Trans } from '@lingui/react/macro';
import { CODE128_QUIET_ZONE, encodeCode128 } from '@shop/domain';
import styles from './Account.module.css';

export interface BarcodeProps {
  /** The code to draw (printable ASCII). */
  code: string;
  /** Height of the bars in modules (the SVG scales to its box). */
  height?: number | undefined;
  className?: string | undefined;
}

/**
 * A Code 128 barcode as an SVG of bars, drawn on the server too (no script needed), with the code as text under it.
 * The drawing is hidden from assistive technology: screen readers get the code as text instead.
 */
export function Barcode({ code, height = 50, className }: BarcodeProps) {
  const symbol = encodeCode128(code);
  const width = symbol ? symbol.modules + 2 * CODE128_QUIET_ZONE : 0;
  let x = CODE128_QUIET_ZONE;
  const bars: { x: number; width: number }[] = [];
  symbol?.widths.forEach((modules, index) => {
    // Even positions are bars, odd ones spaces.
    if (index % 2 === 0) bars.push({ x, width: modules });
    x += modules;
  });
  return (
    <figure className={[styles.barcode, className].filter(Boolean).join(' ')}>
      {symbol && (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          shapeRendering="crispEdges"
          data-symbology="code128"
        >
          <rect width={width} height={height} fill="#fff" />
          {bars.map((bar) => (
            <rect key={bar.x} x={bar.x} width={bar.width} height={height} fill="#000" />
          ))}
        </svg>
      )}
      <figcaption className={styles.barcodeText}>
        <span className={styles.srOnly}>
          <Trans>Barcode:</Trans>{' '}
        </span>
        {code}
      </figcaption>
    </figure>
  );
}
