/**
 * One form of address per language: every message of a language speaks to the shopper the same way (German "du",
 * French "vous", Dutch "je"), in the storefront and the gateway catalogs alike. `npm test` runs
 * {@link findOtherFormOfAddress} over the catalogs (scripts/check-i18n.mjs) and fails on any message that uses the
 * other form.
 *
 * Only pronouns and possessives are recognised: an imperative without a pronoun ("Wählen Sie" is caught, "Wähle"
 * alone cannot be told from a noun) is left to review.
 *
 * Plain TypeScript without imports, so that the Node script can load it as it is (Node strips the types).
 */

export type AddressForm = 'informal' | 'formal';

export interface LanguageAddressRule {
  /** The form this language's messages use. */
  chosen: AddressForm;
  /** Words (whole words, Unicode-aware) that give each form away. */
  words: Record<AddressForm, RegExp>;
  /**
   * msgids (English source text) reviewed by hand: their words of the other form do not address the shopper (a
   * capitalised German "Sie"/"Ihr" at the start of a sentence can be "they"/"her"/"their"). Keep each entry justified.
   */
  allowed: Readonly<Record<string, string>>;
}

/** A whole word: no letter or digit right before or after it. */
const words = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, `g${flags}`);

export const FORMS_OF_ADDRESS: Readonly<Record<string, LanguageAddressRule>> = {
  de: {
    // Like the German fashion shops shoppers know (and this shop's own German content and product texts): "du".
    chosen: 'informal',
    words: {
      // Any case: "Du" starts a sentence as often as not.
      informal: words('du|dich|dir|dein|deine|deinem|deinen|deiner|deines', 'iu'),
      // Capitalised only: lowercase "sie"/"ihr"/"ihnen" are "she/they", "her/their" and "them".
      formal: words('Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres'),
    },
    allowed: {},
  },
  fr: {
    chosen: 'formal',
    words: {
      // Also t' before a vowel ("t'inscrire"): a word of its own up to the apostrophe.
      informal: new RegExp(
        `${words('tu|te|toi|ton|ta|tes|tien|tienne|tiens|tiennes', 'iu').source}|(?<![\\p{L}\\p{N}])t['’](?=\\p{L})`,
        'giu',
      ),
      formal: words('vous|votre|vos|vôtre|vôtres', 'iu'),
    },
    allowed: {},
  },
  nl: {
    chosen: 'informal',
    words: {
      informal: words('je|jij|jou|jouw|jouwe|jezelf|jullie', 'iu'),
      formal: words('u|uw|uzelf', 'iu'),
    },
    allowed: {},
  },
};

export interface CatalogMessage {
  id: string;
  str: string;
}

export interface AddressFinding {
  id: string;
  str: string;
  /** The words of the other form found in the translation. */
  words: string[];
}

/** The messages (msgid → msgstr) of a PO catalog; multi-line strings joined, obsolete (#~) entries left out. */
export function poMessages(text: string): CatalogMessage[] {
  const messages: CatalogMessage[] = [];
  const join = (raw: string) =>
    raw
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id?.[1] || !str?.[1] || /^#~/m.test(block)) continue;
    const message = { id: join(id[1]), str: join(str[1]) };
    if (message.id !== '') messages.push(message);
  }
  return messages;
}

/** Placeholders ({name}, {0}) and component tags (<0>, </0>, <1/>) are not words of the message. */
const stripMarkup = (text: string) => text.replace(/\{[\w.]+\}/g, ' ').replace(/<\/?\d+\/?>/g, ' ');

/** The words of `form` in a translated message. */
export function addressWords(text: string, rule: LanguageAddressRule, form: AddressForm): string[] {
  return [...stripMarkup(text).matchAll(rule.words[form])].map((match) => match[0]);
}

/**
 * The messages of a catalog in `language` that use the form the language did not choose (an empty list when the
 * language has no rule, e.g. the English source). Allow-listed msgids are skipped.
 */
export function findOtherFormOfAddress(
  language: string,
  messages: readonly CatalogMessage[],
  rules: Readonly<Record<string, LanguageAddressRule>> = FORMS_OF_ADDRESS,
): AddressFinding[] {
  const rule = rules[language];
  if (!rule) return [];
  const other: AddressForm = rule.chosen === 'formal' ? 'informal' : 'formal';
  const findings: AddressFinding[] = [];
  for (const { id, str } of messages) {
    if (Object.hasOwn(rule.allowed, id)) continue;
    const found = addressWords(str, rule, other);
    if (found.length > 0) findings.push({ id, str, words: found });
  }
  return findings;
}

/**
 * Allow-list entries of `language` that no longer earn their place: the msgid is gone from every catalog of the
 * language, or its translations no longer hold a word of the other form. Keeps the reviewed list short and true.
 */
export function staleAllowedMessages(
  language: string,
  messages: readonly CatalogMessage[],
  rules: Readonly<Record<string, LanguageAddressRule>> = FORMS_OF_ADDRESS,
): string[] {
  const rule = rules[language];
  if (!rule) return [];
  const other: AddressForm = rule.chosen === 'formal' ? 'informal' : 'formal';
  return Object.keys(rule.allowed).filter(
    (id) => !messages.some((message) => message.id === id && addressWords(message.str, rule, other).length > 0),
  );
}
