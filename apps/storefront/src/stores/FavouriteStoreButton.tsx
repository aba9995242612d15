import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LOGIN_PATH, queuePostLoginAction, rememberRedirectAfterLogin, useLoggedIn } from '../account/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import { ADD_FAVOURITE_STORE_ACTION, toggleFavouriteStore } from './favourite-stores';
import styles from './stores.module.css';

interface StoreName {
  reference: string;
  title: string;
  street: string;
  houseNumber: string;
}

/**
 * A page's favourite stores (spec §4: favourite stores are for customers only): the references marked, the store
 * being changed, and what the last change said (for the page's live region). Marked from what the page loaded, then
 * from each toggle's answer; the list keeps its order until the next load (rows do not jump under the pointer).
 */
export function useFavouriteStores(initial: readonly string[]) {
  const { t } = useLingui();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set(initial));
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const toggle = async (store: StoreName) => {
    if (!loggedIn) {
      // A guest logs in first; the login then adds the store and comes back to this page.
      queuePostLoginAction(ADD_FAVOURITE_STORE_ACTION, { reference: store.reference });
      rememberRedirectAfterLogin(window.location.pathname + window.location.search);
      await navigate({ to: LOGIN_PATH });
      return;
    }
    if (busy) return;
    setBusy(store.reference);
    const name = store.title;
    try {
      const next = new Set(await toggleFavouriteStore(graphql, store.reference));
      setFavourites(next);
      setSaid(
        next.has(store.reference)
          ? t`${name} is now one of your favourite stores.`
          : t`${name} is no longer one of your favourite stores.`,
      );
    } catch (error) {
      console.error('[stores] the favourite store could not be changed:', error);
      setSaid(t`Your favourite stores could not be changed. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  return { loggedIn, favourites, busy, said, toggle };
}

export type FavouriteStores = ReturnType<typeof useFavouriteStores>;

/** The favourite toggle of one store; for a guest a button that asks to log in first. */
export function FavouriteStoreButton({ store, favourites }: { store: StoreName; favourites: FavouriteStores }) {
  const pressed = favourites.favourites.has(store.reference);
  const address = `${store.title}, ${store.street} ${store.houseNumber}`;
  if (!favourites.loggedIn) {
    return (
      <button type="button" className={styles.favourite} onClick={() => favourites.toggle(store)}>
        <span aria-hidden="true">☆</span> <Trans>Log in to save as favourite</Trans>
        <span className="visually-hidden">: {address}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={pressed}
      aria-busy={favourites.busy === store.reference}
      onClick={() => favourites.toggle(store)}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span> <Trans>Favourite store</Trans>
      <span className="visually-hidden">: {address}</span>
    </button>
  );
}
