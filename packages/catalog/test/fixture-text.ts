import type { Localized } from '../src/import';

/** A text in the four languages: en, nl, de, fr. */
export const text = (en: string, nl: string, de: string, fr: string): Localized => ({ en, nl, de, fr });
/** A text that reads the same in every language. */
export const same = (value: string): Localized => text(value, value, value, value);
