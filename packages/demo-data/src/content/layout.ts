import type { CategoryImport } from '@shop/catalog';
import { slice, t, type Writer } from './build';
import type { Slice } from './types';

const DAY = 86_400_000;
const iso = (date: Date) => date.toISOString();

/** The layout document: promo banners, navigation for her and him, header, footer, review stats. */
export function layoutData(w: Writer, reference: Date, categories: readonly CategoryImport[], images: ImagesBySegment) {
  const at = (days: number) => iso(new Date(reference.getTime() + days * DAY));
  const german = w.language === 'de';
  return {
    promo_banner: [
      {
        text: w.tr(
          t(
            'Free delivery from £60',
            'Gratis bezorging vanaf € 50',
            'Kostenloser Versand ab 50 €',
            'Livraison gratuite dès 50 €',
          ),
        ),
        action_from: null,
        action_to: null,
        color: '#ffffff',
        background_color: '#1d1d1b',
      },
      {
        text: w.tr(
          t(
            'Mid-season sale: up to 40% off',
            'Mid-season sale: tot 40% korting',
            'Mid-Season-Sale: bis zu 40 % Rabatt',
            'Mi-saison : jusqu’à -40 %',
          ),
        ),
        action_from: at(-10),
        action_to: at(60),
        color: '#1d1d1b',
        background_color: '#f4d03f',
      },
      {
        text: w.tr(
          t(
            'Summer preview ends soon',
            'Zomerpreview eindigt binnenkort',
            'Sommer-Preview endet bald',
            'L’avant-première été se termine bientôt',
          ),
        ),
        action_from: at(-40),
        action_to: at(-1),
        color: '#ffffff',
        background_color: '#c0392b',
      },
      {
        text: w.tr(
          t(
            'Black Friday starts now',
            'Black Friday begint nu',
            'Der Black Friday beginnt',
            'Le Black Friday commence',
          ),
        ),
        action_from: at(120),
        action_to: at(130),
        color: '#ffffff',
        background_color: '#000000',
      },
      { text: '', action_from: at(-5), action_to: at(30), color: '#ffffff', background_color: '#2c3e50' },
      {
        text: w.tr(
          t(
            'Join the club and get 50 points',
            'Word lid van de club en krijg 50 punten',
            'Werde Clubmitglied und erhalte 50 Punkte',
            'Rejoignez le club et recevez 50 points',
          ),
        ),
        action_from: at(-30),
        action_to: null,
        color: '#1d1d1b',
        background_color: '#e8daef',
      },
      {
        text: w.tr(
          t(
            'Free returns within 14 days',
            'Gratis retourneren binnen 14 dagen',
            'Kostenlose Rücksendung innerhalb von 14 Tagen',
            'Retours gratuits sous 14 jours',
          ),
        ),
        action_from: null,
        action_to: at(90),
        color: '#1d1d1b',
        background_color: '#d5f5e3',
      },
      {
        text: w.tr(
          t(
            'New boots have arrived',
            'Nieuwe laarzen zijn binnen',
            'Neue Stiefel sind da',
            'Les nouvelles bottes sont arrivées',
          ),
        ),
        action_from: at(-2),
        action_to: at(45),
        color: '#ffffff',
        background_color: '#6c3483',
      },
    ],
    for_her_navigation: navigation(w, 'women', categories, images['for-her'], '#b03a5b'),
    for_him_navigation: navigation(w, 'men', categories, images['for-him'], '#1f4e79'),
    header_usps: [
      {
        label: w.tr(
          t(
            'Free delivery from £60',
            'Gratis bezorging vanaf € 50',
            'Kostenloser Versand ab 50 €',
            'Livraison gratuite dès 50 €',
          ),
        ),
        link: w.page('customer-service'),
      },
      {
        label: w.tr(
          t(
            'Free returns within 14 days',
            'Gratis retourneren binnen 14 dagen',
            'Kostenlose Rücksendung in 14 Tagen',
            'Retours gratuits sous 14 jours',
          ),
        ),
        link: w.page('customer-service'),
      },
      {
        label: w.tr(
          t(
            'Ordered before 10 pm, delivered tomorrow',
            'Voor 22:00 besteld, morgen in huis',
            'Bis 22 Uhr bestellt, morgen geliefert',
            'Commandé avant 22 h, livré demain',
          ),
        ),
        link: { link_type: 'Any' },
      },
    ],
    header_links: [
      { label: w.tr(t('Stores', 'Winkels', 'Filialen', 'Magasins')), link: w.path('/winkels/'), icon: 'store' },
      {
        label: w.tr(t('Customer service', 'Klantenservice', 'Kundenservice', 'Service client')),
        link: w.page('customer-service'),
        icon: 'help',
      },
      { label: w.tr(t('Blog', 'Blog', 'Blog', 'Blog')), link: w.page('blog'), icon: 'blog' },
    ],
    footer_navigation: [
      slice('link_group', { title: w.tr(t('Customer service', 'Klantenservice', 'Kundenservice', 'Service client')) }, [
        { label: w.tr(t('Contact', 'Contact', 'Kontakt', 'Contact')), link: w.page('customer-service') },
        {
          label: w.tr(t('Frequently asked questions', 'Veelgestelde vragen', 'Häufige Fragen', 'Questions fréquentes')),
          link: w.page('faq'),
        },
        {
          label: w.tr(t('Chat with us', 'Chat met ons', 'Chatte mit uns', 'Discutez avec nous')),
          link: w.path('/klantenservice/#chat'),
        },
      ]),
      slice('link_group', { title: w.tr(t('Shop', 'Shop', 'Shop', 'Boutique')) }, [
        { label: w.tr(t('Women', 'Dames', 'Damen', 'Femmes')), link: w.category('women') },
        { label: w.tr(t('Men', 'Heren', 'Herren', 'Hommes')), link: w.category('men') },
        { label: w.tr(t('Lookbook', 'Lookbook', 'Lookbook', 'Lookbook')), link: w.page('lookbook') },
        { label: w.tr(t('Stores', 'Winkels', 'Filialen', 'Magasins')), link: w.path('/winkels/') },
      ]),
      slice('link_group', { title: w.tr(t('About us', 'Over ons', 'Über uns', 'À propos')) }, [
        { label: w.tr(t('Blog', 'Blog', 'Blog', 'Blog')), link: w.page('blog') },
        { label: w.tr(t('Jobs', 'Vacatures', 'Jobs', 'Emplois')), link: w.web('https://jobs.shop.example/') },
      ]),
    ],
    legal_links: [
      {
        label: w.tr(t('Privacy policy', 'Privacybeleid', 'Datenschutz', 'Politique de confidentialité')),
        link: w.page('privacy-policy'),
        kind: 'privacy',
      },
      {
        label: w.tr(t('Cookie settings', 'Cookie-instellingen', 'Cookie-Einstellungen', 'Paramètres des cookies')),
        link: w.page('cookie-settings'),
        kind: 'cookies',
      },
      ...(german
        ? [
            { label: 'Impressum', link: w.page('customer-service'), kind: 'imprint' },
            { label: 'AGB', link: w.page('customer-service'), kind: 'terms' },
          ]
        : []),
    ],
    social_icons: [
      { icon: 'instagram', label: 'Instagram', link: w.web('https://www.instagram.com/') },
      { icon: 'facebook', label: 'Facebook', link: w.web('https://www.facebook.com/') },
      { icon: 'pinterest', label: 'Pinterest', link: w.web('https://www.pinterest.com/') },
      { icon: 'tiktok', label: 'TikTok', link: w.web('https://www.tiktok.com/') },
    ],
    payment_icons: paymentIcons(w.language),
    jobs_title: w.tr(t('Work with us', 'Werken bij ons', 'Arbeiten bei uns', 'Travailler chez nous')),
    jobs_text: w.rich([
      t(
        'Love shoes? Join our stores or our head office.',
        'Gek op schoenen? Kom werken in onze winkels of op ons hoofdkantoor.',
        'Du liebst Schuhe? Arbeite in unseren Filialen oder in der Zentrale.',
        'Passionné de chaussures ? Rejoignez nos magasins ou notre siège.',
      ),
    ]),
    jobs_button_text: w.tr(t('View vacancies', 'Bekijk vacatures', 'Stellen ansehen', 'Voir les offres')),
    jobs_link: w.web('https://jobs.shop.example/'),
    jobs_image: w.image(
      images['for-her'][2]!,
      t('Our store team', 'Ons winkelteam', 'Unser Filialteam', 'Notre équipe'),
      600,
      400,
    ),
    review_average_rating: 8.6,
    review_count: 12840,
    review_url: w.web('https://www.kiyoh.com/reviews/shop-example'),
    customer_service_hours: w.tr(
      t(
        'Monday to Friday 09:00 to 17:00',
        'Maandag t/m vrijdag 09:00 tot 17:00',
        'Montag bis Freitag 09:00 bis 17:00',
        'Du lundi au vendredi de 09h00 à 17h00',
      ),
    ),
    /** Phone and e-mail per store (spec §9); the first entry without store is the default of the language. */
    customer_service_contacts: contacts(w.language),
  };
}

export type ImagesBySegment = Record<'for-her' | 'for-him', string[]>;

function contacts(language: string) {
  switch (language) {
    case 'nl':
      return [
        { store: '', phone: '+31 20 123 45 67', email: 'klantenservice@shop.example' },
        { store: 'nl-be', phone: '+32 3 123 45 67', email: 'klantenservice.be@shop.example' },
      ];
    case 'fr':
      return [
        { store: '', phone: '+33 1 23 45 67 89', email: 'serviceclient@shop.example' },
        { store: 'fr-be', phone: '+32 2 123 45 67', email: 'serviceclient.be@shop.example' },
      ];
    case 'de':
      return [{ store: '', phone: '+49 30 123 456 78', email: 'kundenservice@shop.example' }];
    default:
      return [{ store: '', phone: '+44 20 1234 5678', email: 'customerservice@shop.example' }];
  }
}

function paymentIcons(language: string) {
  const common = [
    { icon: 'visa', label: 'Visa' },
    { icon: 'mastercard', label: 'Mastercard' },
    { icon: 'paypal', label: 'PayPal' },
  ];
  const local: Record<string, { icon: string; label: string }[]> = {
    nl: [
      { icon: 'ideal', label: 'iDEAL' },
      { icon: 'bancontact', label: 'Bancontact' },
    ],
    fr: [
      { icon: 'bancontact', label: 'Bancontact' },
      { icon: 'cartes-bancaires', label: 'Cartes Bancaires' },
    ],
    de: [
      { icon: 'klarna', label: 'Klarna' },
      { icon: 'giropay', label: 'giropay' },
    ],
    en: [{ icon: 'apple-pay', label: 'Apple Pay' }],
  };
  return [...(local[language] ?? []), ...common];
}

/** Three levels: primary (segment family), lists (sub-categories grouped), items; some items are image teasers. */
function navigation(
  w: Writer,
  rootId: string,
  categories: readonly CategoryImport[],
  images: string[],
  color: string,
): Slice[] {
  const children = (id: string) =>
    categories.filter((category) => category.parentId === id).sort((a, b) => a.position - b.position);
  return children(rootId).map((family, index) => {
    const subs = children(family.id);
    const hasMenu = subs.length > 0;
    const items: Record<string, unknown>[] = subs.map((sub) => ({
      list: w.tr(family.name),
      label: w.tr(sub.name),
      link: w.category(sub.id),
      image: {},
    }));
    if (hasMenu) {
      items.push({
        list: w.tr(t('Highlighted', 'Uitgelicht', 'Im Fokus', 'À la une')),
        label: w.tr(t('New this week', 'Nieuw deze week', 'Neu diese Woche', 'Nouveau cette semaine')),
        link: w.category(`${rootId}-new`),
        image: w.image(images[index % images.length]!, family.name, 332, 470),
      });
    }
    return slice(
      'navigation_item',
      {
        title: w.tr(family.name),
        link: w.category(family.id),
        show_menu: hasMenu,
        show_submenu: subs.length > 3,
        uid: family.id,
        color: family.kind === 'sale' ? '#c0392b' : index === 0 ? color : null,
      },
      items,
    );
  });
}
