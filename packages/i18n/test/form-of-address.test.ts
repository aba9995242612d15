import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addressWords,
  FORMS_OF_ADDRESS,
  findOtherFormOfAddress,
  type LanguageAddressRule,
  poMessages,
  staleAllowedMessages,
} from '../src/form-of-address';

const message = (str: string, id = `id: ${str}`) => ({ id, str });
const catalog = (bundle: string, language: string) =>
  poMessages(readFileSync(new URL(`../locales/${bundle}/${language}.po`, import.meta.url), 'utf8'));

describe('findOtherFormOfAddress', () => {
  it('German speaks "du": a message with Sie/Ihr/Ihnen is reported with its words', () => {
    const findings = findOtherFormOfAddress('de', [
      message('Bitte gib deine Adresse ein.'),
      message('Bitte geben Sie Ihre Adresse ein.'),
      message('Wir senden Ihnen einen Link.'),
      message('Du hast schon ein Konto?'),
    ]);
    expect(findings.map((finding) => finding.words)).toEqual([['Sie', 'Ihre'], ['Ihnen']]);
  });

  it('German lowercase sie/ihr/ihnen are third person, not the formal address', () => {
    expect(
      findOtherFormOfAddress('de', [
        message('Wir sagen dir Bescheid, sobald sie wieder da ist.'),
        message('Die Filialen und ihre Öffnungszeiten'),
        message('Wir haben ihnen geschrieben.'),
      ]),
    ).toEqual([]);
  });

  it('German: whole words only, with umlauts as letters; placeholders and tags are not words', () => {
    expect(
      findOtherFormOfAddress('de', [
        message('Sieben Artikel'),
        message('Ihrefeld'),
        message('Größe {Sie} <0>Anmelden</0>'),
        message('Ihrß'),
      ]),
    ).toEqual([]);
    expect(findOtherFormOfAddress('de', [message('<0>Sie</0> haben ein Konto')])[0]?.words).toEqual(['Sie']);
  });

  it('French speaks "vous": tu, toi, ton, ta, tes and an elided t\' are reported', () => {
    const findings = findOtherFormOfAddress('fr', [
      message('Saisissez votre adresse e-mail.'),
      message('Connecte-toi pour voir ton panier.'),
      message("N'oublie pas de t'inscrire."),
      message('Tu as déjà un compte ?'),
      message('Tes commandes'),
      message('Une tenue pour chaque jour et une taille pour tous.'),
    ]);
    expect(findings.map((finding) => finding.words)).toEqual([['toi', 'ton'], ["t'"], ['Tu'], ['Tes']]);
  });

  it('Dutch speaks "je": u and uw are reported, je/jouw are not', () => {
    const findings = findOtherFormOfAddress('nl', [
      message('Vul je e-mailadres in.'),
      message('Dit is jouw winkelmand.'),
      message('Vul uw e-mailadres in.'),
      message('U heeft al een account?'),
      message('Uiterlijk morgen in huis'),
    ]);
    expect(findings.map((finding) => finding.words)).toEqual([['uw'], ['U']]);
  });

  it('reports nothing for a language without a rule (the English source)', () => {
    expect(findOtherFormOfAddress('en', [message('Your order')])).toEqual([]);
  });

  it('skips reviewed msgids and names allow-list entries that are no longer needed', () => {
    const rules: Record<string, LanguageAddressRule> = {
      de: {
        ...FORMS_OF_ADDRESS.de!,
        allowed: { 'They are back': 'third person plural', 'Gone message': 'no longer in the catalogs' },
      },
    };
    const messages = [
      message('Sie sind wieder da', 'They are back'),
      message('Ihre Größe ist zurück', 'Your size is back'),
    ];
    expect(findOtherFormOfAddress('de', messages, rules).map((finding) => finding.id)).toEqual(['Your size is back']);
    expect(staleAllowedMessages('de', messages, rules)).toEqual(['Gone message']);
  });
});

describe("the shop's catalogs", () => {
  it.each(['de', 'fr', 'nl'])('%s: storefront and gateway messages use one form of address', (language) => {
    const findings = ['storefront', 'gateway'].flatMap((bundle) =>
      findOtherFormOfAddress(language, catalog(bundle, language)),
    );
    expect(findings).toEqual([]);
  });

  it('each chosen form is really used (the word lists match the catalogs)', () => {
    for (const [language, rule] of Object.entries(FORMS_OF_ADDRESS)) {
      const used = catalog('storefront', language).filter(({ str }) => addressWords(str, rule, rule.chosen).length > 0);
      expect(used.length, language).toBeGreaterThan(20);
    }
  });
});
