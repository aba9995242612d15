import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutFooter } from '../../src/shell/CheckoutFooter';
import { Footer } from '../../src/shell/Footer';
import { Header } from '../../src/shell/Header';
import { MainNavigation } from '../../src/shell/MainNavigation';
import { SkipLink } from '../../src/shell/SkipLink';
import { UspBar } from '../../src/shell/UspBar';
import { inLanguage, type Locale } from './helpers';

afterEach(cleanup);

const expected: Record<
  Locale,
  { skip: string; main: string; menu: string; forHer: string; forHim: string; hours: string; privacy: string }
> = {
  en: {
    skip: 'Skip to content',
    main: 'Main',
    menu: 'Menu',
    forHer: 'For her',
    forHim: 'For him',
    hours: 'Monday to Friday 09:00 to 17:00',
    privacy: 'Privacy policy',
  },
  nl: {
    skip: 'Naar de inhoud',
    main: 'Hoofdmenu',
    menu: 'Menu',
    forHer: 'Voor haar',
    forHim: 'Voor hem',
    hours: 'Maandag t/m vrijdag 09:00 tot 17:00',
    privacy: 'Privacybeleid',
  },
  de: {
    skip: 'Zum Inhalt springen',
    main: 'Hauptmenü',
    menu: 'Menü',
    forHer: 'Für sie',
    forHim: 'Für ihn',
    hours: 'Montag bis Freitag 09:00 bis 17:00',
    privacy: 'Datenschutz',
  },
  fr: {
    skip: 'Aller au contenu',
    main: 'Menu principal',
    menu: 'Menu',
    forHer: 'Pour elle',
    forHim: 'Pour lui',
    hours: 'Du lundi au vendredi de 09:00 à 17:00',
    privacy: 'Politique de confidentialité',
  },
};

describe.each(Object.keys(expected) as Locale[])('the shell in %s', (locale) => {
  it('renders its landmarks and texts in the language', () => {
    const texts = expected[locale];
    render(
      <>
        <SkipLink />
        <UspBar usps={[{ label: 'USP' }]} />
        <Header
          shopName="Shop"
          navigation={
            <MainNavigation
              routeKey="/"
              activeSegment="for-her"
              segments={[
                { segment: 'for-her', link: { href: '/w/' }, items: [] },
                { segment: 'for-him', link: { href: '/m/' }, items: [] },
              ]}
            />
          }
        />
        <main id="main" />
        <Footer onAccessibilityClick={() => {}} />
        <CheckoutFooter phone="1" phoneHref="tel:+1" email="a@b.example" privacyLink={{ href: '/p/' }} />
      </>,
      { wrapper: inLanguage(locale) },
    );
    expect(screen.getByRole('link', { name: texts.skip })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: texts.main })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.menu })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.forHer })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.forHim })).toBeTruthy();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(2);
    expect(screen.getByText(texts.hours)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.privacy })).toBeTruthy();
  });
});
