/** An image as the image service makes it: a URL at the display size and a srcset of the same ratio. */
export interface ImageSource {
  src: string;
  srcSet?: string | null | undefined;
  alt: string;
}

export interface ImageProps extends ImageSource {
  /** The intrinsic size at the display ratio: the browser reserves the space, so nothing shifts when it loads. */
  width: number;
  height: number;
  /** The `sizes` attribute that goes with the srcset. */
  sizes?: string | undefined;
  /**
   * The largest image above the fold (the first row of tiles, the product's main image): loaded at once with
   * `fetchpriority="high"`. Every other image loads lazily, when it comes near the viewport.
   */
  priority?: boolean | undefined;
  className?: string | undefined;
}

/** The one image element of the shop (see DESIGN: width/height, srcset, lazy below the fold). */
export function Image({ src, srcSet, alt, width, height, sizes, priority = false, className }: ImageProps) {
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
