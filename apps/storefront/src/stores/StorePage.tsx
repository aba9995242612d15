import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FavouriteStoreButton, useFavouriteStores } from './FavouriteStoreButton';
import type { StoreLocationDetailQuery } from './stores.generated';
import styles from './stores.module.css';

type Store = NonNullable<StoreLocationDetailQuery['storeLocation']>;

/** A day's periods in a line ("10:00–12:30, 13:30–18:00"); null when there are none (closed). */
export function periodsText(periods: readonly { start: string; end: string }[]): string | null {
  return periods.length > 0 ? periods.map((period) => `${period.start}–${period.end}`).join(', ') : null;
}

/**
 * `/winkels/{reference}/` (spec §2): the store's address, its position (the coordinates and a plain link to the map:
 * no map script), telephone, today's hours, the usual week and the exceptions of the coming weeks, in the store's
 * language (the request's, from the gateway).
 */
export function StorePage({ store }: { store: Store }) {
  const { t } = useLingui();
  const favourites = useFavouriteStores(store.favourite ? [store.reference] : []);
  const status = store.openingStatus;
  const { lat, lng, title, street, houseNumber } = store;
  const hours = status.hoursText;
  return (
    <article className={styles.page} aria-labelledby="store-title">
      <Breadcrumbs crumbs={[{ name: t`Stores`, url: 'winkels/' }, { name: `${title}, ${street} ${houseNumber}` }]} />
      <h1 id="store-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.today} data-state={status.state}>
        <strong>{status.label}</strong> · <Trans>Today: {hours}</Trans>
        {status.exception && <span> ({status.exception.reason})</span>}
      </p>
      <FavouriteStoreButton store={store} favourites={favourites} />
      <p className={styles.status} role="status">
        {favourites.said}
      </p>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="store-address">
          <h2 id="store-address" className={styles.sectionTitle}>
            <Trans>Address</Trans>
          </h2>
          <address className={styles.address}>
            {street} {houseNumber}
            <br />
            {store.postcode} {store.city}
            <br />
            {store.countryName}
          </address>
          {store.telephone && (
            <p>
              <Trans>Telephone:</Trans> <a href={`tel:${store.telephone.replace(/\s+/g, '')}`}>{store.telephone}</a>
            </p>
          )}
          <p>
            <Trans>
              Position: {lat}, {lng}
            </Trans>
          </p>
          <p>
            <a href={store.mapUrl} rel="noopener noreferrer">
              <Trans>Show on the map (OpenStreetMap)</Trans>
            </a>
          </p>
        </section>

        <section className={styles.section} aria-labelledby="store-hours">
          <h2 id="store-hours" className={styles.sectionTitle}>
            <Trans>Opening hours</Trans>
          </h2>
          <table className={styles.hours}>
            <caption className="visually-hidden">
              <Trans>Opening hours per weekday</Trans>
            </caption>
            <tbody>
              {store.openingDays.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.dayName}</th>
                  <td>{(day.open && periodsText(day.periods)) || <Trans>Closed</Trans>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section className={styles.section} aria-labelledby="store-exceptions">
          <h2 id="store-exceptions" className={styles.sectionTitle}>
            <Trans>Special opening hours</Trans>
          </h2>
          {store.openingDayExceptions.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No changes to the opening hours in the coming weeks.</Trans>
            </p>
          ) : (
            <ul className={styles.exceptions}>
              {store.openingDayExceptions.map((exception) => (
                <li key={exception.date}>
                  <span className={styles.exceptionDate}>{exception.dateFormatted}</span>{' '}
                  <span>{exception.reason}</span>:{' '}
                  <strong>{(exception.open && periodsText(exception.periods)) || <Trans>Closed</Trans>}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
