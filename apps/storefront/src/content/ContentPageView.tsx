import { Trans, useLingui } from '@lingui/react/macro';
import type { CookieChoice } from '@shop/ui/blocks';
import { blockStyles } from '@shop/ui/blocks/later-styles';
import { Link, useLocation } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { Breadcrumbs, type Crumb } from '../components/Breadcrumbs';
import { ShopLink } from '../components/ShopLink';
import { hydratedLater } from '../lib/hydrate-later';
import { ProductGrid } from '../listing/public';
import { LookHeart } from '../wishlist/public';
import type { ContentImageFieldsFragment } from './blocks.generated';
import styles from './ContentPage.module.css';
import type {
  BlogChildrenFragment,
  ContentPageFieldsFragment,
  LookConnectionFieldsFragment,
} from './content.generated';
import type { ContentPageData, ContentView, LookData } from './content-load';
import { PageBlocks as PageBlocksOnServer, type PageBlocksProps } from './PageBlocks';

/**
 * A page's blocks (issue 17, first load): the server renders them with the page; the browser keeps that HTML and
 * hydrates them once the page has loaded (`hydratedLater`), so the blocks' code (some 10 KB gzip: the block
 * components, the newsletter form, the wishlist hearts) is no part of the first load. Their styles stay in this
 * chunk's stylesheet (`blockStyles`), which the first HTML names. The props are the loader's data, stable across
 * renders, as a part hydrated later needs.
 */
export const PageBlocks = hydratedLater<PageBlocksProps>(
  () => import('./PageBlocks').then((module) => module.PageBlocks),
  createIsomorphicFn()
    .server(() => PageBlocksOnServer)
    .client(() => undefined)(),
  [styles, ...blockStyles],
);

/** The gateway's crumbs ('/' plus each page's url) as the Breadcrumbs component takes them; the last is the page. */
export const contentCrumbs = (crumbs: readonly { label: string; path: string }[]): Crumb[] =>
  crumbs.map((crumb, index) => ({
    name: crumb.label,
    url: index === crumbs.length - 1 ? undefined : crumb.path.replace(/^\/+/, ''),
  }));

/** The head of a content page: breadcrumbs (unless the page hides them) and its title as the page heading. */
function PageHeading({ page }: { page: ContentPageFieldsFragment }) {
  return (
    <>
      {page.showBreadcrumbs && <Breadcrumbs crumbs={contentCrumbs(page.breadcrumbs)} />}
      {/* The home pages open with their hero: their heading is for assistive technology only. */}
      <h1 className={page.isHome ? 'visually-hidden' : styles.title}>{page.title}</h1>
    </>
  );
}

function TeaserImage({
  image,
  width,
  height,
}: {
  image: ContentImageFieldsFragment | null;
  width: number;
  height: number;
}) {
  if (!image) return null;
  return <img src={image.url} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}

/** "Show more": the next load comes through the URL (`?page=`), so a reload shows the same list. */
function ShowMore({ shown, total, nextPage }: { shown: number; total: number; nextPage: number | null }) {
  // The page's own path, trailing slash included (a relative "." would drop it: /blog?page=2).
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div className={styles.more}>
      <p>
        <Trans>
          You have seen {shown} of {total}
        </Trans>
      </p>
      {nextPage !== null && (
        <Link
          to={pathname as '/'}
          search={(previous: Record<string, unknown>) => ({ ...previous, page: nextPage }) as never}
          resetScroll={false}
          replace
          className={styles.moreButton}
        >
          <Trans>Show more</Trans>
        </Link>
      )}
    </div>
  );
}

/** The looks of a look-book overview, 18 per load. */
function LookList({ looks, loads }: { looks: LookConnectionFieldsFragment; loads: number }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="look-list-title">
      <h2 id="look-list-title" className={styles.sectionTitle}>
        <Trans>All looks</Trans>
      </h2>
      <ul className={styles.looks} aria-label={t`Looks`}>
        {looks.nodes.map((look) => (
          <li key={look.uid} className={styles.lookTeaser}>
            <ShopLink href={look.path} className={styles.teaser}>
              <TeaserImage image={look.image} width={384} height={560} />
              <span className={styles.teaserTitle}>{look.label}</span>
            </ShopLink>
            <LookHeart uid={look.uid} label={look.label} className={styles.lookHeart} />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={looks.nodes.length}
        total={looks.totalCount}
        nextPage={looks.pageInfo.hasNextPage ? loads + 1 : null}
      />
    </section>
  );
}

/** A blog's posts (the page's children), newest first, 5 per load. */
function PostList({ posts, loads }: { posts: BlogChildrenFragment; loads: number }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="post-list-title">
      <h2 id="post-list-title" className={styles.sectionTitle}>
        <Trans>Articles</Trans>
      </h2>
      <ul className={styles.posts} aria-label={t`Articles`}>
        {posts.pages.map((post) => (
          <li key={post.uid}>
            <ShopLink href={post.path} className={styles.teaser}>
              <TeaserImage image={post.image} width={600} height={400} />
              <span className={styles.teaserTitle}>{post.title}</span>
              {post.description && <span>{post.description}</span>}
            </ShopLink>
          </li>
        ))}
      </ul>
      <ShowMore shown={posts.pages.length} total={posts.totalResultsSize} nextPage={posts.hasMore ? loads + 1 : null} />
    </section>
  );
}

/** A look: its picture and its products ("Shop the look"). */
function LookPage({ look }: { look: LookData }) {
  const { t } = useLingui();
  const crumbs: Crumb[] = [
    ...(look.parentPage ? [{ name: look.parentPage.title, url: look.parentPage.path.replace(/^\/+/, '') }] : []),
    { name: look.label },
  ];
  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.lookHeading}>
        <h1 className={styles.title}>{look.label}</h1>
        <LookHeart uid={look.uid} label={look.label} />
      </div>
      <div className={styles.look}>
        <div className={styles.lookMedia}>
          {look.video ? (
            <video src={look.video.url} poster={look.image?.url} muted playsInline controls preload="none" />
          ) : (
            look.image && (
              <img
                src={look.image.url}
                alt={look.image.alt}
                width={look.image.width}
                height={look.image.height}
                fetchPriority="high"
              />
            )
          )}
        </div>
        <section aria-labelledby="shop-the-look">
          <h2 id="shop-the-look" className={styles.sectionTitle}>
            <Trans>Shop the look</Trans>
          </h2>
          {look.products.length > 0 ? (
            <ProductGrid products={look.products} headingLevel={3} eager={false} label={t`Products of this look`} />
          ) : (
            <p>
              <Trans>The products of this look are no longer available.</Trans>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/** A content page (with its looks or posts), or a look. `loads` is how many "show more" loads are shown. */
export function ContentPageView({ view, loads = 1 }: { view: ContentView; loads?: number }) {
  if (view.kind === 'look') return <LookPage key={view.look.uid} look={view.look} />;
  const { page } = view;
  return (
    <div className={styles.page} key={page.uid}>
      <PageHeading page={page} />
      <PageBlocks page={page} cookieChoice={view.cookieChoice} customerService={view.customerService} />
      {view.looks && <LookList looks={view.looks} loads={loads} />}
      {view.children && <PostList posts={view.children} loads={loads} />}
    </div>
  );
}

/** The 404 document with its blocks (the not-found page). */
export function ErrorDocumentView({ page, cookieChoice }: { page: ContentPageData; cookieChoice: CookieChoice }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      <PageBlocks page={page} cookieChoice={cookieChoice} customerService={null} />
    </div>
  );
}

export default ContentPageView;
