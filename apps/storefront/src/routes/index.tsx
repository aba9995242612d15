import { useSuspenseQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProductList } from '../components/ProductList';
import { HomeDocument } from '../graphql/generated/graphql';
import { loadQuery } from '../graphql/load-query';
import { pageHead } from '../shop';
import styles from './index.module.css';

/** How many of the newest products the home page shows. */
const NEWEST_PRODUCTS = 8;
const homeVariables = { first: NEWEST_PRODUCTS };

const homeTitle = msg`New this season`;

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadQuery(context.apolloClient, { query: HomeDocument, variables: homeVariables }),
  head: ({ match }) => pageHead(match, homeTitle),
  component: HomePage,
});

function HomePage() {
  // The loader has put the result in the cache: this reads it, during server rendering and in the browser alike.
  const { data } = useSuspenseQuery(HomeDocument, { variables: homeVariables });
  const storeName = data.currentStore.name;
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
      <ProductList products={data.products} />
    </>
  );
}
