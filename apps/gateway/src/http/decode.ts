import { isUnsafeText } from './input-hygiene';

/**
 * A percent-encoded URL component (a path segment, a path argument), decoded; null when it cannot be: a malformed
 * escape (`%E0%A4%A`, `%zz`; decodeURIComponent throws a URIError, which surfaced as a 500) or text no field can hold
 * (`%00`). Callers answer null as "not found".
 */
export function decodeComponent(text: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return null;
  }
  return isUnsafeText(decoded) ? null : decoded;
}
