import { type RawBuilder, sql } from 'kysely';

/** A column of rows to write in bulk: its name, its SQL type and one value per row. */
export interface BulkColumn {
  name: string;
  type: 'text' | 'integer' | 'boolean' | 'double precision' | 'date' | 'timestamptz' | 'jsonb' | 'text[]';
  values: readonly unknown[];
}

/**
 * `select … from unnest($1::text[], $2::integer[], …) as u (…)`: many rows in one statement with one parameter
 * per column, whatever the number of rows. Faster to parse and plan than a multi-row VALUES list, and it works the
 * same on PGlite and on a server (neither offers COPY through kysely). jsonb values travel as JSON text; `text[]`
 * values (arrays per row, which a PostgreSQL array of arrays cannot hold when their lengths differ) as JSON arrays.
 */
export function unnestRows(columns: readonly BulkColumn[]): RawBuilder<unknown> {
  const parameters = columns.map((column) => {
    const travelsAsText = column.type === 'jsonb' || column.type === 'text[]';
    const values = column.type === 'text[]' ? column.values.map((value) => JSON.stringify(value)) : column.values;
    return sql`${values}::${sql.raw(travelsAsText ? 'text' : column.type)}[]`;
  });
  const selections = columns.map((column) => {
    const ref = sql.ref(`u.${column.name}`);
    if (column.type === 'jsonb') return sql`${ref}::jsonb`;
    if (column.type === 'text[]') return sql`array(select jsonb_array_elements_text(${ref}::jsonb))`;
    return ref;
  });
  const names = columns.map((column) => sql.ref(column.name));
  return sql`select ${sql.join(selections)} from unnest(${sql.join(parameters)}) as u (${sql.join(names)})`;
}

/** The column names of a bulk write, for `insert into t (…)`. */
export function columnList(columns: readonly BulkColumn[]): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql.ref(column.name)));
}

/** `set a = excluded.a, b = excluded.b` for `on conflict … do update`. */
export function setExcluded(names: readonly string[]): RawBuilder<unknown> {
  return sql.join(names.map((name) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`));
}

/** Splits rows into batches of at most `size`. */
export function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
