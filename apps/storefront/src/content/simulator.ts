import type { ContentBlockFieldsFragment } from './blocks.generated';

/**
 * The slice simulator's input: block data in the shape of the GraphQL `ContentBlock` (blocks.graphql), from the
 * `state` query parameter (JSON: an array of blocks, or `{ "blocks": [...] }`). It did not pass the gateway's
 * sanitizer, so nothing in it is trusted: rich-text fields are shown as plain text, inline SVG is dropped, and only
 * http(s) URLs and shop paths are kept. Block data the mapping cannot read is skipped by `ContentBlocks`.
 */

/** The largest `state` the simulator reads. */
export const MAX_SIMULATOR_STATE_CHARS = 100_000;

/** Fields that carry HTML in the GraphQL shape (blocks.graphql). */
const HTML_FIELDS = new Set([
  'richtext',
  'richtext2',
  'description',
  'text',
  'answer',
  'content',
  'acceptDescription',
  'denyDescription',
]);
/** Markup with no text form: dropped. */
const DROPPED_FIELDS = new Set(['iconInline']);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** HTML from outside as escaped text in a paragraph: the simulator shows the words, never the markup. */
export function htmlAsText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? `<p>${escapeHtml(text)}</p>` : '';
}

/** http(s) URLs and shop paths only (no `javascript:`, `data:` or protocol-relative URLs). */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : '';
  } catch {
    return '';
  }
}

function clean(value: unknown, key: string | null, depth: number): unknown {
  if (depth > 12) return null;
  if (typeof value === 'string') {
    if (key === 'url' || key === 'path') return safeUrl(value);
    if (key && HTML_FIELDS.has(key)) return htmlAsText(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, null, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([field]) => !DROPPED_FIELDS.has(field) && field !== '__proto__')
        .map(([field, item]) => [field, clean(item, field, depth + 1)]),
    );
  }
  return typeof value === 'number' || typeof value === 'boolean' || value === null ? value : null;
}

/** The simulator's blocks from its `state`, cleaned; an unreadable state is an empty list (with the reason). */
export function parseSimulatorState(state: string | undefined): {
  blocks: ContentBlockFieldsFragment[];
  error: string | null;
} {
  if (!state) return { blocks: [], error: null };
  if (state.length > MAX_SIMULATOR_STATE_CHARS) return { blocks: [], error: 'state too large' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(state);
  } catch {
    return { blocks: [], error: 'state is not JSON' };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(list)) return { blocks: [], error: 'state has no blocks' };
  const blocks = list
    .filter((block): block is Record<string, unknown> => Boolean(block) && typeof block === 'object')
    .filter((block) => typeof block.__typename === 'string')
    .map((block, index) => ({
      id: `simulated-${index}`,
      sliceType: '',
      variation: 'default',
      ...(clean(block, null, 0) as object),
    }));
  return { blocks: blocks as unknown as ContentBlockFieldsFragment[], error: null };
}
