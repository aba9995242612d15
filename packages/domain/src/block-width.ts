/**
 * The width class of a content block (spec commerce §2, the account content page): the block's width value lowercased
 * with its first space replaced by a hyphen (`Full width` → `full-width`, `Large` → `large`); '' for no value. The
 * gateway reads every block's width through it. (The spec's "empty items are removed": the gateway's blocks leave out
 * slices without a known type.) No I/O.
 */
export function blockWidthClass(width: string | null | undefined): string {
  // Only the first space becomes a hyphen, as the spec words it; the value is trimmed so stray spaces at the ends of
  // an editor's value do not make a class of their own.
  return (width ?? '').trim().toLowerCase().replace(' ', '-');
}
