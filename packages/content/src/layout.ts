/** What a legal link of the layout is (the schema's `LegalLinkKind`). */
export const LEGAL_LINK_KINDS = ['IMPRINT', 'TERMS', 'PRIVACY', 'COOKIES', 'OTHER'] as const;
export type LegalLinkKind = (typeof LEGAL_LINK_KINDS)[number];

/**
 * The kind of a legal link item of the layout document: its `kind` select field. The custom type's options are the
 * kinds in lower case (`imprint`, `terms`, `privacy`, `cookies`, `other`); the match ignores case and surrounding
 * space. An item without the field (documents from before it existed), or with a value the shop does not know, is
 * `OTHER`: shown among the legal links, never picked as Impressum or AGB.
 */
export function legalLinkKind(item: unknown): LegalLinkKind {
  const value = item && typeof item === 'object' ? (item as { kind?: unknown }).kind : undefined;
  if (typeof value !== 'string') return 'OTHER';
  const kind = value.trim().toUpperCase();
  return (LEGAL_LINK_KINDS as readonly string[]).includes(kind) ? (kind as LegalLinkKind) : 'OTHER';
}
