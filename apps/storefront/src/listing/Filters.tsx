import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import styles from './Filters.module.css';
import type { FacetFragment, ListingFacets } from './load-listing';
import { hasFilters, type ListingSearch, SORT_OPTIONS, type SortOption, toggled, withChanges } from './search-state';

export interface FiltersProps {
  facets: ListingFacets;
  search: ListingSearch;
  /** The URL state to go to: filters changed start again at page 1. */
  onChange: (next: ListingSearch) => void;
  hide?: readonly ('brand' | 'category')[];
}

/**
 * The facets (category, brand, colour, size, price, sale, new) and the sort, as one GET form whose field names are the
 * URL's: with JavaScript every change applies at once; without, the "Apply" button submits the same URL.
 */
export function Filters({ facets, search, onChange: go, hide = [] }: FiltersProps) {
  const { t } = useLingui();
  // The controls show a change at once, while the listing loads; the URL's state takes over when it has.
  const [draft, setDraft] = useState(search);
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL when it changes
  useEffect(() => setDraft(search), [searchKey]);
  const onChange = (changes: Partial<ListingSearch>) => {
    const next = withChanges(draft, changes);
    setDraft(next);
    go(next);
  };
  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = (name: string) => {
      const value = String(data.get(name) ?? '').trim();
      const number = Number(value);
      return value === '' || !Number.isFinite(number) || number < 0 ? undefined : Math.round(number);
    };
    onChange({ minPrice: amount('minPrice'), maxPrice: amount('maxPrice') });
  };

  const range = facets.priceRange;
  return (
    <form method="get" className={styles.filters} onSubmit={applyPrice} aria-label={t`Filter and sort`}>
      {draft.q && <input type="hidden" name="q" value={draft.q} />}
      <SortSelect value={draft.sort ?? 'recommended'} onChange={(sort) => onChange({ sort })} />

      <details className={styles.panel}>
        <summary className={styles.summary}>
          <Trans>Filters</Trans>
        </summary>
        <div className={styles.groups}>
          {!hide.includes('category') && facets.categories.length > 0 && (
            <Group legend={t`Category`}>
              <Choice
                type="radio"
                name="category"
                value=""
                label={t`All categories`}
                checked={!draft.category}
                onChange={() => onChange({ category: undefined })}
              />
              {facets.categories.map((facet) => (
                <Choice
                  key={facet.value}
                  type="radio"
                  name="category"
                  facet={facet}
                  checked={draft.category === facet.value}
                  onChange={() => onChange({ category: facet.value })}
                />
              ))}
            </Group>
          )}
          {!hide.includes('brand') && (
            <CheckboxGroup
              legend={t`Brand`}
              name="brand"
              facets={facets.brands}
              selected={draft.brand}
              onChange={(brand) => onChange({ brand })}
            />
          )}
          <CheckboxGroup
            legend={t`Colour`}
            name="color"
            facets={facets.colors}
            selected={draft.color}
            onChange={(color) => onChange({ color })}
          />
          <CheckboxGroup
            legend={t`Size`}
            name="size"
            facets={facets.sizes}
            selected={draft.size}
            onChange={(size) => onChange({ size })}
            compact
          />
          {range && <PriceGroup range={range} draft={draft} />}
          {(facets.saleCount > 0 || draft.sale || facets.newCount > 0 || draft.new) && (
            <OffersGroup facets={facets} draft={draft} onChange={onChange} />
          )}
        </div>
        <noscript>
          <button type="submit" className={styles.apply}>
            <Trans>Apply filters</Trans>
          </button>
        </noscript>
        {hasFilters(draft) && (
          <button
            type="button"
            className={styles.clear}
            onClick={() =>
              onChange({
                category: undefined,
                brand: undefined,
                color: undefined,
                size: undefined,
                minPrice: undefined,
                maxPrice: undefined,
                sale: undefined,
                new: undefined,
              })
            }
          >
            <Trans>Clear filters</Trans>
          </button>
        )}
      </details>
    </form>
  );
}

/** The sort, its options in the shopper's language. */
function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useLingui();
  const sortLabels: Record<SortOption, string> = {
    recommended: t`Recommended`,
    new: t`New`,
    sale: t`Sale`,
    'name-asc': t`Name A-Z`,
    'name-desc': t`Name Z-A`,
    'price-asc': t`Price low to high`,
    'price-desc': t`Price high to low`,
  };
  return (
    <div className={styles.sort}>
      <label htmlFor="listing-sort">
        <Trans>Sort by</Trans>
      </label>
      <select
        id="listing-sort"
        name="sort"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as SortOption)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {sortLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The price from and to (whole units), applied with the form's button; the range the listing spans as a hint. */
function PriceGroup({ range, draft }: { range: NonNullable<ListingFacets['priceRange']>; draft: ListingSearch }) {
  const { t } = useLingui();
  return (
    <Group legend={t`Price`}>
      <div className={styles.price}>
        <label>
          <span>
            <Trans>From</Trans>
          </span>
          <input
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(Math.floor(range.min.amount / 100))}
            defaultValue={draft.minPrice}
            key={`min-${draft.minPrice}`}
          />
        </label>
        <label>
          <span>
            <Trans>To</Trans>
          </span>
          <input
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(Math.ceil(range.max.amount / 100))}
            defaultValue={draft.maxPrice}
            key={`max-${draft.maxPrice}`}
          />
        </label>
        <button type="submit" className={styles.apply}>
          <Trans>Apply</Trans>
        </button>
      </div>
      <p className={styles.hint}>
        <PriceRangeHint min={range.min.formatted} max={range.max.formatted} />
      </p>
    </Group>
  );
}

/** Sale and new, each while the listing has such products or the filter is on. */
function OffersGroup({
  facets,
  draft,
  onChange,
}: {
  facets: ListingFacets;
  draft: ListingSearch;
  onChange: (changes: Partial<ListingSearch>) => void;
}) {
  const { t } = useLingui();
  return (
    <Group legend={t`Offers`}>
      {(facets.saleCount > 0 || draft.sale) && (
        <Choice
          type="checkbox"
          name="sale"
          value="1"
          label={t`Sale`}
          count={facets.saleCount}
          checked={Boolean(draft.sale)}
          onChange={(on) => onChange({ sale: on || undefined })}
        />
      )}
      {(facets.newCount > 0 || draft.new) && (
        <Choice
          type="checkbox"
          name="new"
          value="1"
          label={t`New`}
          count={facets.newCount}
          checked={Boolean(draft.new)}
          onChange={(on) => onChange({ new: on || undefined })}
        />
      )}
    </Group>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxGroup({
  legend,
  name,
  facets,
  selected = [],
  onChange,
  compact = false,
}: {
  legend: string;
  name: string;
  facets: readonly FacetFragment[];
  selected?: readonly string[] | undefined;
  onChange: (values: string[]) => void;
  compact?: boolean;
}) {
  if (facets.length === 0) return null;
  return (
    <Group legend={legend}>
      <div className={compact ? styles.compact : styles.list}>
        {facets.map((facet) => (
          <Choice
            key={facet.value}
            type="checkbox"
            name={name}
            facet={facet}
            checked={selected.includes(facet.value)}
            onChange={(on) => onChange(toggled(selected, facet.value, on))}
            compact={compact}
          />
        ))}
      </div>
    </Group>
  );
}

function Choice({
  type,
  name,
  facet,
  value = facet?.value ?? '',
  label = facet?.label ?? '',
  count = facet?.count,
  checked,
  onChange,
  compact = false,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  facet?: FacetFragment;
  value?: string;
  label?: string;
  count?: number | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <div className={compact ? styles.chip : styles.choice}>
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        {label}
        {count !== undefined && !compact && <span className={styles.facetCount}> ({count})</span>}
      </label>
    </div>
  );
}

function PriceRangeHint({ min, max }: { min: string; max: string }) {
  return (
    <Trans>
      From {min} to {max}
    </Trans>
  );
}
