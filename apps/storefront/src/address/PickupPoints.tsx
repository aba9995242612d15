import { Trans, useLingui } from '@lingui/react/macro';
import { Choice, Fieldset, TextField } from '@shop/ui/form';
import { useId, useState } from 'react';
import type { CheckoutServicePointFragment } from '../checkout/public';
import styles from './address.module.css';

export interface PickupSearchProps {
  provider: string;
  /** The points found so far (or the one chosen before). */
  points: readonly CheckoutServicePointFragment[];
  onSearch: (query: string) => Promise<void>;
  /** The radio inputs' props (react-hook-form's `register('servicePointId')`). */
  choiceProps: (point: CheckoutServicePointFragment) => Record<string, unknown>;
  /** Whether a search has been answered (an empty answer then says so). */
  searched: string | null;
  error?: string | undefined;
}

/** A pickup point's address line. */
export const pointAddress = (point: CheckoutServicePointFragment) =>
  `${point.street} ${point.houseNumber}, ${point.postcode} ${point.city}`;

/**
 * Pickup points near a postcode or place (spec commerce §3 service points): the shop's stores or a carrier's points,
 * each with its address, distance and opening hours, to choose one from.
 */
export function PickupPoints({ provider, points, onSearch, choiceProps, searched, error }: PickupSearchProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const resultsId = useId();
  const search = async () => {
    if (query.trim() === '' || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onSearch(query.trim());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const dhl = provider === 'dhl';
  const searchedQuery = searched ?? '';
  return (
    <div className={styles.pickup}>
      <div className={styles.pickupSearch}>
        <TextField
          label={
            dhl
              ? t`Find a Packstation or parcel shop by postcode or place`
              : t`Find a pickup point by postcode or place`
          }
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches here; it must not submit the whole step.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          aria-controls={resultsId}
        />
        <button type="button" className={styles.secondary} onClick={() => void search()} disabled={busy}>
          <Trans>Search</Trans>
        </button>
      </div>
      <div id={resultsId} aria-live="polite">
        {failed && (
          <p className={styles.errorText}>
            <Trans>The pickup points could not be loaded. Please try again.</Trans>
          </p>
        )}
        {!failed && searched !== null && points.length === 0 && (
          <p>
            {dhl ? (
              <Trans>No packstations found near {searchedQuery}. Try another postcode or place.</Trans>
            ) : (
              <Trans>No pickup points found near {searchedQuery}. Try another postcode or place.</Trans>
            )}
          </p>
        )}
        {points.length > 0 && (
          <Fieldset legend={t`Choose a pickup point`} error={error}>
            {points.map((point) => (
              <Choice
                key={point.id}
                value={point.id}
                label={point.title}
                aside={point.distance != null ? formatDistance(point.distance) : undefined}
                details={<PointDetails point={point} />}
                {...choiceProps(point)}
              />
            ))}
          </Fieldset>
        )}
        {points.length === 0 && error && <p className={styles.errorText}>{error}</p>}
      </div>
    </div>
  );
}

const formatDistance = (metres: number) => (metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`);

function PointDetails({ point }: { point: CheckoutServicePointFragment }) {
  const { t } = useLingui();
  return (
    <>
      <p className={styles.pointAddress}>
        {pointAddress(point)}
        {point.locationType === 'packstation' && (
          <>
            {' · '}
            <Trans>Packstation</Trans>
          </>
        )}
      </p>
      {point.additionalInformation && <p>{point.additionalInformation}</p>}
      {point.openingDays.length > 0 && (
        <details className={styles.hours}>
          <summary>
            <Trans>Opening hours</Trans>
          </summary>
          <dl>
            {point.openingDays.map((day) => (
              <div key={day.day} className={styles.hoursRow}>
                <dt>{day.dayName}</dt>
                <dd>
                  {day.open && day.periods.length > 0
                    ? day.periods.map((period) => `${period.start}–${period.end}`).join(', ')
                    : t`Closed`}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  );
}
