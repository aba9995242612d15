import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { useMounted } from '../lib/hooks/use-mounted';
import { FavouriteStoreButton, type FavouriteStores, useFavouriteStores } from './FavouriteStoreButton';
import { MAX_NEAR_LENGTH, roundCoordinate, type StoresSearch } from './search';
import { storePath } from './store-path';
import type { StoreLocationsQuery, StoreSummaryFragment } from './stores.generated';
import styles from './stores.module.css';

type StoreList = StoreLocationsQuery['storeLocations'];

/** What the position button last did. */
type Locating = 'idle' | 'busy' | 'denied' | 'failed';

/**
 * `/winkels/` (spec §2): the stores with a postcode or place search (a GET form: works without JavaScript) and a
 * "use my location" button (the browser is asked for its position only on that click), nearest first, the customer's
 * favourites first. Each store: address, today's hours, its page, the favourite toggle.
 */
export function StoresPage({ list, search }: { list: StoreList; search: StoresSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mounted = useMounted();
  const favourites = useFavouriteStores(list.stores.filter((store) => store.favourite).map((store) => store.reference));
  const [locating, setLocating] = useState<Locating>('idle');
  const messageId = useId();
  const origin = list.origin?.label;

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        void navigate({
          to: '/winkels/',
          search: { lat: roundCoordinate(position.coords.latitude), lng: roundCoordinate(position.coords.longitude) },
        });
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Stores</Trans>
      </h1>

      <search className={styles.search}>
        <form
          method="get"
          action="/winkels/"
          className={styles.searchForm}
          aria-label={t`Find a store`}
          onSubmit={(event) => {
            // In the browser the router loads the list; without JavaScript the form's GET does the same.
            event.preventDefault();
            const near = String(new FormData(event.currentTarget).get('near') ?? '').trim();
            void navigate({ to: '/winkels/', search: near ? { near } : {} });
          }}
        >
          <div className={styles.field}>
            <label htmlFor="store-search">
              <Trans>Postcode or city</Trans>
            </label>
            <input
              id="store-search"
              name="near"
              type="search"
              autoComplete="postal-code"
              maxLength={MAX_NEAR_LENGTH}
              key={search.near ?? ''}
              defaultValue={search.near ?? ''}
              aria-describedby={list.message ? messageId : undefined}
              aria-invalid={list.message ? true : undefined}
            />
          </div>
          <button type="submit" className={styles.primary}>
            <Trans>Search</Trans>
          </button>
          {mounted && (
            <button type="button" className={styles.secondary} onClick={locateMe} aria-busy={locating === 'busy'}>
              <Trans>Use my location</Trans>
            </button>
          )}
        </form>
        {/* Always in the page, so that a search's answer is announced. */}
        <p id={messageId} className={styles.error} role="status">
          {list.message}
        </p>
        <p className={styles.status} role="status">
          {locating === 'busy' && <Trans>Finding your location…</Trans>}
          {locating === 'denied' && (
            <Trans>Your browser did not share your location. Search with a postcode or a city instead.</Trans>
          )}
          {locating === 'failed' && (
            <Trans>Your location could not be found. Search with a postcode or a city instead.</Trans>
          )}
        </p>
      </search>

      <p className={styles.summary}>
        {origin ? (
          <Plural
            value={list.stores.length}
            one={`# store, nearest to ${origin} first`}
            other={`# stores, nearest to ${origin} first`}
          />
        ) : (
          <Plural value={list.stores.length} one="# store" other="# stores" />
        )}
      </p>
      {!favourites.loggedIn && (
        <p className={styles.hint}>
          <Trans>
            Favourite stores are for customers: <ShopLink href="/account/">log in</ShopLink> to keep yours at the top of
            this list.
          </Trans>
        </p>
      )}
      <p className={styles.status} role="status">
        {favourites.said}
      </p>

      <ul className={styles.list} aria-label={t`Stores`}>
        {list.stores.map((store) => (
          <li key={store.reference}>
            <StoreCard store={store} favourites={favourites} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function StoreCard({ store, favourites }: { store: StoreSummaryFragment; favourites: FavouriteStores }) {
  const { title, street, houseNumber } = store;
  const status = store.openingStatus;
  const hours = status.hoursText;
  const distance = store.distanceFormatted;
  const favourite = favourites.favourites.has(store.reference);
  return (
    <article className={styles.card} aria-labelledby={`store-${store.reference}`}>
      <h2 id={`store-${store.reference}`} className={styles.cardTitle}>
        <ShopLink href={storePath(store.reference)}>
          {title}
          <span className="visually-hidden">
            , {street} {houseNumber}
          </span>
        </ShopLink>
        {favourite && (
          <span className={styles.badge}>
            <Trans>Favourite</Trans>
          </span>
        )}
      </h2>
      <p className={styles.address}>
        {street} {houseNumber}, {store.postcode} {store.city}
      </p>
      {distance && (
        <p className={styles.muted}>
          <Trans>Distance: {distance}</Trans>
        </p>
      )}
      <p className={styles.today} data-state={status.state}>
        <strong>{status.label}</strong> · <Trans>Today: {hours}</Trans>
        {status.exception && <span> ({status.exception.reason})</span>}
      </p>
      <FavouriteStoreButton store={store} favourites={favourites} />
    </article>
  );
}
