/**
 * The router's search-string format: plain `URLSearchParams`, a repeated key for a list (`?size=38&size=39`), as an
 * HTML GET form writes it. Values stay strings; each route's zod schema (validateSearch) types and checks them.
 */
export type RawSearch = Record<string, string | string[]>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Control characters (`?q=%00`) are taken out: no search field means them, and the gateway refuses them as bad input,
 * which would fail the page. (Malformed percent-encoding already reads as U+FFFD here.)
 */
export function parseSearch(searchString: string): RawSearch {
  const params = new URLSearchParams(searchString);
  const search: RawSearch = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).map((value) => value.replace(CONTROL_CHARACTERS, ''));
    search[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return search;
}

export function stringifySearch(search: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '' || item === false) continue;
      params.append(key, item === true ? '1' : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
