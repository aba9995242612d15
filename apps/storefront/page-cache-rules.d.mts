export const KEY_COOKIES: readonly string[];
export const PERSONAL_COOKIES: readonly string[];
export function readCookies(header: string | null | undefined, names: readonly string[]): Record<string, string>;
export function normaliseQuery(search: string): string;
export function planRequest(
  request: Request,
): { bypass: string; key?: never; url?: never } | { bypass?: never; key: string; url: string };
export function unstorableReason(response: Response): string | undefined;
export function pageTags(header: string | null | undefined): string[];
export function setsOnlySharedCookies(response: Response): boolean;
export const UNTAGGED: string;
export const STORE_ORIGIN_HEADER: string;
export function madeUpPage(url: string, response: Response): boolean;
