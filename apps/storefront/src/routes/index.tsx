import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProductGrid } from '../components/ProductGrid';
import { ShopLink, shopPath } from '../components/ShopLink';
import { pageHead } from '../shop';
import styles from './index.module.css';

const homeTitle = msg`New this season`;

export const Route = createFileRoute('/')({
  loader: async ({ context }) => (await import('../home-load')).loadHome(context.graphql),
  head: ({ match }) => pageHead(match, homeTitle, { canonicalPath: '/' }),
  component: HomePage,
});

function HomePage() {
  const data = Route.useLoaderData();
  const { t } = useLingui();
  const storeName = data.currentStore.name;
  const segments = [...data.forHer, ...data.forHim];
  return (
    <>
      <header className={styles.intro}>
        <h1 className={styles.title}>
          <Trans>New this season</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>The latest shoes and fashion in our {storeName} store.</Trans>
        </p>
      </header>
      {data.products.length > 0 ? (
        <ProductGrid products={data.products} label={t`New this season`} />
      ) : (
        <p>
          <Trans>There are no products to show yet.</Trans>
        </p>
      )}
      {segments.length > 0 && (
        <nav aria-labelledby="home-categories" className={styles.categories}>
          <h2 id="home-categories" className={styles.subtitle}>
            <Trans>Shop by category</Trans>
          </h2>
          <div className={styles.segments}>
            {segments.map((root) => (
              <section key={root.id} aria-labelledby={`segment-${root.id}`}>
                <h3 id={`segment-${root.id}`} className={styles.segmentTitle}>
                  <ShopLink href={shopPath(root.url)}>{root.name}</ShopLink>
                </h3>
                <ul className={styles.categoryList}>
                  {root.children.map((category) => (
                    <li key={category.id}>
                      <ShopLink href={shopPath(category.url)}>{category.name}</ShopLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </nav>
      )}
    </>
  );
}
