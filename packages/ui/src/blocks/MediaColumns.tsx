import type { CSSProperties } from 'react';
import styles from './content.module.css';
import { BlockLinkAnchor, BlockPicture, BlockTitle, BlockVideoPlayer } from './shared';
import type { BlockImage, BlockLink, BlockVideo, DrieluikProps, ImagesProps, VideosProps } from './types';

type OneToThree = 1 | 2 | 3;

/** A column of the images, videos and drieluik blocks. */
interface MediaItem {
  title: string;
  image?: BlockImage | null;
  video?: BlockVideo | null;
  videoMobile?: BlockVideo | null;
  link?: BlockLink | null;
}

const clampColumns = (columns: number | null | undefined, count: number): OneToThree =>
  Math.max(1, Math.min(3, columns ?? count, 3)) as OneToThree;

function MediaCell({ item, columns }: { item: MediaItem; columns: OneToThree }) {
  const sizes = columns === 1 ? '100vw' : `(min-width: 48em) ${Math.round(100 / columns)}vw, 100vw`;
  const media = item.video ? (
    <BlockVideoPlayer video={item.video} mobile={item.videoMobile} label={item.title || null} />
  ) : item.image ? (
    <BlockPicture image={item.image} sizes={sizes} />
  ) : null;
  const caption = item.title ? <span className={styles.caption}>{item.title}</span> : null;
  // A video keeps its own controls: only its caption links.
  if (item.link && !item.video) {
    return (
      <BlockLinkAnchor link={item.link} className={styles.cardLink}>
        {media}
        {caption}
      </BlockLinkAnchor>
    );
  }
  return (
    <>
      {media}
      {caption &&
        (item.link ? (
          <BlockLinkAnchor link={item.link} className={styles.cardLink}>
            {caption}
          </BlockLinkAnchor>
        ) : (
          caption
        ))}
    </>
  );
}

function MediaColumns({
  title,
  items,
  columns,
  kind,
}: {
  title?: string | undefined;
  items: readonly MediaItem[];
  columns: OneToThree;
  kind: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.mediaBlock} data-block={kind}>
      <BlockTitle>{title}</BlockTitle>
      <ul className={styles.mediaGrid} style={{ '--columns': columns } as CSSProperties} data-columns={columns}>
        {items.map((item, index) => (
          <li key={item.image?.url ?? item.video?.url ?? index} className={styles.mediaCell}>
            <MediaCell item={item} columns={columns} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One to three columns of images (stacked below 48em). */
export function Images({ columns, items }: ImagesProps) {
  return <MediaColumns items={items.slice(0, 3)} columns={clampColumns(columns, items.length)} kind="images" />;
}

/** One to three columns of videos: muted, inline, no auto play when reduced motion is asked for. */
export function Videos({ columns, items }: VideosProps) {
  return <MediaColumns items={items.slice(0, 3)} columns={clampColumns(columns, items.length)} kind="videos" />;
}

/** The triptych: three columns of images or videos side by side. */
export function Drieluik({ title, items }: DrieluikProps) {
  return <MediaColumns title={title} items={items.slice(0, 3)} columns={3} kind="drieluik" />;
}
