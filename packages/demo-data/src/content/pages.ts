import type { Localized } from '@shop/catalog';
import { slice, t, type Writer } from './build';
import type { Slice } from './types';

/** What the page blocks draw on: product SKUs and image keys per segment. */
export interface Assets {
  skus: Record<'for-her' | 'for-him', string[]>;
  images: Record<'for-her' | 'for-him', string[]>;
  /** Keys of the looks for the shop-the-look sliders. */
  looks: Record<'for-her' | 'for-him', string[]>;
}

const SHOP_NOW = t('Shop now', 'Shop nu', 'Jetzt shoppen', 'Acheter');
const DISCOVER = t('Discover', 'Ontdek', 'Entdecken', 'Découvrir');

const hero = (
  w: Writer,
  image: string,
  position: string,
  title: Localized,
  link: ReturnType<Writer['page']>,
  options: { color?: string; switch?: boolean; style?: string | null; video?: boolean } = {},
) =>
  slice('hero', {
    title: w.tr(title),
    description: w.rich([
      t(
        'New season, new favourites.',
        'Nieuw seizoen, nieuwe favorieten.',
        'Neue Saison, neue Lieblinge.',
        'Nouvelle saison, nouveaux favoris.',
      ),
    ]),
    image: w.image(image, title, 1800, 800, [768, 960]),
    video: options.video ? w.video('hero-campaign') : { link_type: 'Any' },
    video_mobile: options.video ? w.video('hero-campaign-mobile') : { link_type: 'Any' },
    position,
    color: options.color ?? '#ffffff',
    segment_switch: options.switch ?? false,
    button_text: w.tr(SHOP_NOW),
    button_link: link,
    button_style: options.style === undefined ? 'Call to action' : options.style,
    column_width: 'full-width',
  });

const productsBlock = (
  w: Writer,
  skus: string[],
  title: Localized,
  variation: 'default' | 'grid',
  columns: number,
  width = 'large',
) =>
  slice(
    'products',
    {
      title: w.tr(title),
      columns: String(columns),
      column_width: width,
      button_text: w.tr(t('View all', 'Bekijk alles', 'Alle ansehen', 'Tout voir')),
      button_link: w.category('women-new'),
      button_style: 'Link',
    },
    skus.map((sku) => ({ sku })),
    variation,
  );

/** Home for her: hero, usps, category slider, products, shop the look, newsletter. */
export function homeSlices(w: Writer, a: Assets): Slice[] {
  const img = a.images['for-her'];
  const skus = a.skus['for-her'];
  return [
    hero(
      w,
      img[0]!,
      'left-top',
      t('Walk into spring', 'Stap de lente in', 'Schritt in den Frühling', 'Entrez dans le printemps'),
      w.category('women-new'),
      { switch: true },
    ),
    slice(
      'usps',
      { title: '' },
      [
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
          icon: '',
          icon_inline: '',
          description: '',
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
          link: { link_type: 'Any' },
          icon: '',
          icon_inline: '',
          description: '',
        },
        {
          label: w.tr(t('Over 60 stores', 'Meer dan 60 winkels', 'Über 60 Filialen', 'Plus de 60 magasins')),
          link: w.path('/winkels/'),
          icon: '',
          icon_inline: '',
          description: '',
        },
      ],
      'shoutOut',
    ),
    slice(
      'category_slider',
      { title: w.tr(t('Shop by category', 'Shop per categorie', 'Nach Kategorie shoppen', 'Par catégorie')) },
      [
        ['women-shoes-sneakers', t('Sneakers', 'Sneakers', 'Sneaker', 'Baskets')],
        ['women-shoes-boots', t('Boots', 'Laarzen', 'Stiefel', 'Bottes')],
        ['women-shoes-pumps', t('Pumps', 'Pumps', 'Pumps', 'Escarpins')],
        ['women-shoes-loafers', t('Loafers', 'Loafers', 'Loafer', 'Mocassins')],
        ['women-bags-handbags', t('Handbags', 'Handtassen', 'Handtaschen', 'Sacs à main')],
        ['women-accessories-belts', t('Belts', 'Riemen', 'Gürtel', 'Ceintures')],
      ].map(([id, label], index) => ({
        label: w.tr(label as Localized),
        image: w.image(img[(index + 3) % img.length]!, label as Localized, 224, 317),
        link: w.category(id as string),
      })),
    ),
    productsBlock(
      w,
      skus.slice(0, 8),
      t('New in', 'Nieuw binnen', 'Neu eingetroffen', 'Nouveautés'),
      'default',
      4,
      'full-width',
    ),
    slice(
      'shop_the_look_slider',
      {
        title: w.tr(t('Shop the look', 'Shop de look', 'Shop den Look', 'Shoppez le look')),
        button_text: w.tr(t('View all looks', 'Bekijk alle looks', 'Alle Looks ansehen', 'Voir tous les looks')),
        button_link: w.page('lookbook'),
      },
      a.looks['for-her'].slice(0, 8).map((key) => ({ look: w.page(key) })),
    ),
    slice(
      'rotating_product_picks',
      { title: w.tr(t('Our picks', 'Onze favorieten', 'Unsere Favoriten', 'Nos coups de cœur')) },
      skus.slice(8, 12).map((sku, index) => ({
        sku,
        label: w.tr(
          [
            t('Bestseller', 'Bestseller', 'Bestseller', 'Best-seller'),
            t('Staff pick', 'Tip van het team', 'Team-Tipp', 'Choix de l’équipe'),
          ][index % 2]!,
        ),
      })),
    ),
    slice('newsletter_subscription', {
      title: w.tr(t('Stay in the loop', 'Blijf op de hoogte', 'Bleib auf dem Laufenden', 'Restez informée')),
      description: w.rich([
        t(
          'Be the first to hear about new collections.',
          'Hoor als eerste over nieuwe collecties.',
          'Erfahre als Erste von neuen Kollektionen.',
          'Soyez la première informée des nouvelles collections.',
        ),
      ]),
      button_text: w.tr(t('Subscribe', 'Inschrijven', 'Anmelden', 'S’inscrire')),
    }),
    slice('flockler', {
      title: w.tr(
        t('#ShopStyle on Instagram', '#ShopStyle op Instagram', '#ShopStyle auf Instagram', '#ShopStyle sur Instagram'),
      ),
      flocklerid: '17ab1b0f2c400d2f5a7e9c3e0b8d1f41',
      uuid: '1882c0a4-9e53-4a1f-8bde-3bd2f3f0c111',
    }),
    slice('squeezely', {
      title: w.tr(t('Picked for you', 'Speciaal voor jou', 'Für dich ausgewählt', 'Sélectionné pour vous')),
      squeezely_id: 'sqzl-home-for-her',
    }),
  ];
}

/** Men's home: other hero positions, grid products, drieluik, branding. */
export function menHomeSlices(w: Writer, a: Assets): Slice[] {
  const img = a.images['for-him'];
  const skus = a.skus['for-him'];
  return [
    hero(
      w,
      img[0]!,
      'centre',
      t('Built to last', 'Gemaakt om lang mee te gaan', 'Gemacht für lange Zeit', 'Fait pour durer'),
      w.category('men-new'),
      { switch: true, color: '#f5f5f5' },
    ),
    productsBlock(
      w,
      skus.slice(0, 6),
      t('Sneakers for him', 'Sneakers voor hem', 'Sneaker für ihn', 'Baskets pour lui'),
      'grid',
      3,
    ),
    slice(
      'drieluik',
      {
        title: w.tr(
          t(
            'Three ways to wear it',
            'Drie manieren om te dragen',
            'Drei Arten, es zu tragen',
            'Trois façons de le porter',
          ),
        ),
      },
      [0, 1, 2].map((index) => ({
        image: w.image(img[index + 1]!, t('Outfit', 'Outfit', 'Outfit', 'Tenue'), 600, 800),
        video: index === 1 ? w.video('drieluik-men') : { link_type: 'Any' },
        title: w.tr(
          [
            t('Office', 'Kantoor', 'Büro', 'Bureau'),
            t('Weekend', 'Weekend', 'Wochenende', 'Week-end'),
            t('Evening', 'Avond', 'Abend', 'Soirée'),
          ][index]!,
        ),
        link: w.category(['men-shoes-lace-ups', 'men-shoes-sneakers', 'men-shoes-loafers'][index]!),
      })),
    ),
    slice('branding_block', {
      title: w.tr(t('Crafted in Portugal', 'Gemaakt in Portugal', 'Gefertigt in Portugal', 'Fabriqué au Portugal')),
      description: w.rich([
        t(
          'Leather from certified tanneries, stitched by hand.',
          'Leer van gecertificeerde leerlooierijen, met de hand gestikt.',
          'Leder aus zertifizierten Gerbereien, von Hand genäht.',
          'Cuir de tanneries certifiées, cousu main.',
        ),
      ]),
      image: w.image(img[4]!, t('Workshop', 'Atelier', 'Werkstatt', 'Atelier'), 900, 600),
      link: w.page('blog'),
      button_text: w.tr(DISCOVER),
      button_style: 'Link',
      column_width: 'medium',
    }),
    productsBlock(
      w,
      skus.slice(6, 8),
      t('Two favourites', 'Twee favorieten', 'Zwei Favoriten', 'Deux favoris'),
      'default',
      2,
      'medium',
    ),
    productsBlock(
      w,
      skus.slice(8, 9),
      t('Product of the week', 'Product van de week', 'Produkt der Woche', 'Produit de la semaine'),
      'grid',
      1,
      'small',
    ),
    slice(
      'shop_the_look_slider',
      {
        title: w.tr(t('Shop the look', 'Shop de look', 'Shop den Look', 'Shoppez le look')),
        button_text: w.tr(t('View all looks', 'Bekijk alle looks', 'Alle Looks ansehen', 'Voir tous les looks')),
        button_link: w.page('lookbook-for-him'),
      },
      a.looks['for-him'].slice(0, 8).map((key) => ({ look: w.page(key) })),
    ),
    slice('squeezely', {
      title: w.tr(t('Picked for you', 'Speciaal voor jou', 'Für dich ausgewählt', 'Sélectionné pour vous')),
      squeezely_id: 'sqzl-home-for-him',
    }),
  ];
}

/** The lookbook pages: heroes in the remaining positions, a slider with every option, a timeline. */
export function lookbookSlices(w: Writer, a: Assets, segment: 'for-her' | 'for-him'): Slice[] {
  const img = a.images[segment];
  const her = segment === 'for-her';
  const positions = her ? ['left-middle', 'left-bottom', 'centre-top'] : ['centre-bottom', 'right-top', 'right-middle'];
  return [
    hero(
      w,
      img[5]!,
      positions[0]!,
      her
        ? t('Lookbook', 'Lookbook', 'Lookbook', 'Lookbook')
        : t('Lookbook for him', 'Lookbook voor hem', 'Lookbook für ihn', 'Lookbook pour lui'),
      w.page(her ? 'lookbook' : 'lookbook-for-him'),
      { style: 'Shop flow' },
    ),
    slice(
      'slider',
      {
        title: w.tr(
          t(
            'This season’s stories',
            'Verhalen van dit seizoen',
            'Geschichten der Saison',
            'Les histoires de la saison',
          ),
        ),
        items_to_show: 3,
        items_to_slide: 1,
        auto_play: her,
        center_mode: !her,
        infinite_scroll: true,
        navigation: true,
        pagination: her,
        progress: !her,
      },
      [6, 7, 8, 9].map((index) => ({
        image: w.image(img[index % img.length]!, t('Campaign', 'Campagne', 'Kampagne', 'Campagne'), 600, 800),
        title: `${w.tr(t('Chapter', 'Hoofdstuk', 'Kapitel', 'Chapitre'))} ${index - 5}`,
        link: w.page(her ? 'lookbook' : 'lookbook-for-him'),
      })),
    ),
    hero(
      w,
      img[10 % img.length]!,
      positions[1]!,
      t('Made for moving', 'Gemaakt om te bewegen', 'Gemacht für Bewegung', 'Fait pour bouger'),
      w.category(her ? 'women-shoes-sneakers' : 'men-shoes-sneakers'),
      // The campaign video, below the fold (the home hero stays an image: it is the page's largest paint).
      { color: '#1d1d1b', style: null, video: true },
    ),
    hero(
      w,
      img[11 % img.length]!,
      positions[2]!,
      t('Evenings out', 'Avondjes uit', 'Abende aus', 'Soirées'),
      w.category(her ? 'women-shoes-pumps' : 'men-shoes-lace-ups'),
      { style: 'Link' },
    ),
  ];
}

/** Blog overview: an image with title, a timeline and the posts (listed through the page's children). */
export function blogSlices(w: Writer, a: Assets): Slice[] {
  const img = a.images['for-her'];
  return [
    slice('image_title', {
      title: w.tr(t('The journal', 'Het journaal', 'Das Journal', 'Le journal')),
      image: w.image(img[12 % img.length]!, t('Journal', 'Journaal', 'Journal', 'Journal'), 1800, 600, [768, 512]),
      link: w.page('blog'),
      column_width: 'full-width',
    }),
    slice(
      'timeline_slider',
      { title: w.tr(t('Our story', 'Ons verhaal', 'Unsere Geschichte', 'Notre histoire')) },
      [
        [1962, t('The first store', 'De eerste winkel', 'Die erste Filiale', 'Le premier magasin')],
        [1978, t('Our own brand', 'Ons eigen merk', 'Unsere eigene Marke', 'Notre propre marque')],
        [1995, t('Across the border', 'Over de grens', 'Über die Grenze', 'Au-delà des frontières')],
        [2008, t('The web shop opens', 'De webshop opent', 'Der Onlineshop öffnet', 'La boutique en ligne ouvre')],
        [2024, t('Sixty stores', 'Zestig winkels', 'Sechzig Filialen', 'Soixante magasins')],
      ].map(([year, label], index) => ({
        year: String(year),
        label: w.tr(label as Localized),
        image: w.image(img[(index + 13) % img.length]!, label as Localized, 400, 300),
        link: index === 3 ? w.page('home') : { link_type: 'Any' },
      })),
    ),
  ];
}

/** A blog post: rich text with image, video and product beside it, images and videos in columns, a button. */
export function blogPostSlices(w: Writer, a: Assets, index: number, title: Localized): Slice[] {
  const segment = index % 2 === 0 ? 'for-her' : 'for-him';
  const img = a.images[segment];
  const skus = a.skus[segment];
  const body = t(
    'Good shoes last for years when you care for them. Clean them after wear, let them dry slowly and feed the leather every few weeks.',
    'Goede schoenen gaan jaren mee als je ze goed verzorgt. Maak ze schoon na het dragen, laat ze langzaam drogen en voed het leer om de paar weken.',
    'Gute Schuhe halten jahrelang, wenn man sie pflegt. Nach dem Tragen reinigen, langsam trocknen lassen und das Leder alle paar Wochen pflegen.',
    'De bonnes chaussures durent des années si on en prend soin. Nettoyez-les après usage, laissez-les sécher lentement et nourrissez le cuir toutes les quelques semaines.',
  );
  const variation = ['image', 'video', 'product'][index % 3]!;
  return [
    slice('richtext', { richtext: w.rich([body], title), column_width: 'medium' }),
    slice(
      'richtext_with',
      {
        title: w.tr(title),
        richtext: w.rich([body]),
        richtext_2: w.rich([
          t(
            'Tip: use a cedar shoe tree.',
            'Tip: gebruik een leest van cederhout.',
            'Tipp: Verwende einen Schuhspanner aus Zedernholz.',
            'Astuce : utilisez un embauchoir en cèdre.',
          ),
        ]),
        mirror: index % 2 === 1,
        alignment: index % 2 === 0 ? 'top' : 'bottom',
        image: w.image(img[(index + 2) % img.length]!, title, 800, 1000),
        video: variation === 'video' ? w.video('journal-portrait') : { link_type: 'Any' },
        product: variation === 'product' ? skus[index + 12] : null,
        button_text: w.tr(SHOP_NOW),
        button_link: w.category(segment === 'for-her' ? 'women-accessories-shoe-care' : 'men-accessories-shoe-care'),
        button_style: 'Call to action',
      },
      [],
      variation,
    ),
    slice(
      'images',
      { columns: String((index % 3) + 1), column_width: 'large' },
      Array.from({ length: (index % 3) + 1 }, (_, column) => ({
        image: w.image(img[(index + column + 4) % img.length]!, title, 800, 800),
        title: '',
        link: { link_type: 'Any' },
      })),
    ),
    slice(
      'videos',
      { columns: String(((index + 1) % 3) + 1), column_width: index % 2 ? 'small' : 'medium' },
      Array.from({ length: ((index + 1) % 3) + 1 }, (_, column) => {
        const wide = (['journal-wide-1', 'journal-wide-2', 'journal-wide-3'] as const)[column]!;
        const tall = (['journal-tall-1', 'journal-tall-2', 'journal-tall-3'] as const)[column]!;
        const watch = `${w.tr(t('Watch', 'Bekijk', 'Ansehen', 'Regarder'))} ${column + 1}`;
        return {
          video: w.video(wide),
          video_mobile: w.video(tall),
          // Not a field of the spec's videos item: the still shown before (and instead of) the video.
          image: w.videoPoster(wide, watch),
          title: watch,
        };
      }),
    ),
    slice('button', {
      button_text: w.tr(t('Back to the journal', 'Terug naar het journaal', 'Zurück zum Journal', 'Retour au journal')),
      button_link: w.page('blog'),
      button_style: 'Link',
    }),
  ];
}

/** FAQ: the block with categories, questions and search; then a half-with-buttons rich text. */
export function faqSlices(w: Writer): Slice[] {
  const qa = (category: Localized, question: Localized, answer: Localized) => ({
    category: w.tr(category),
    question: w.tr(question),
    answer: w.rich([answer]),
  });
  const ORDERS = t('Orders', 'Bestellingen', 'Bestellungen', 'Commandes');
  const RETURNS = t('Returns', 'Retourneren', 'Rücksendungen', 'Retours');
  const PAYMENT = t('Payment', 'Betalen', 'Bezahlung', 'Paiement');
  return [
    slice(
      'faq',
      { title: w.tr(t('Frequently asked questions', 'Veelgestelde vragen', 'Häufige Fragen', 'Questions fréquentes')) },
      [
        qa(
          ORDERS,
          t(
            'When will my order arrive?',
            'Wanneer wordt mijn bestelling bezorgd?',
            'Wann kommt meine Bestellung an?',
            'Quand ma commande arrivera-t-elle ?',
          ),
          t(
            'Ordered before 10 pm on a working day, delivered in 1 to 3 days.',
            'Op werkdagen voor 22:00 besteld, binnen 1 tot 3 dagen bezorgd.',
            'Werktags bis 22 Uhr bestellt, in 1 bis 3 Tagen geliefert.',
            'Commandé avant 22 h un jour ouvré, livré en 1 à 3 jours.',
          ),
        ),
        qa(
          ORDERS,
          t(
            'Can I change my order?',
            'Kan ik mijn bestelling wijzigen?',
            'Kann ich meine Bestellung ändern?',
            'Puis-je modifier ma commande ?',
          ),
          t(
            'Contact us within an hour of ordering.',
            'Neem binnen een uur na het bestellen contact met ons op.',
            'Kontaktiere uns innerhalb einer Stunde nach der Bestellung.',
            'Contactez-nous dans l’heure suivant la commande.',
          ),
        ),
        qa(
          RETURNS,
          t(
            'How long may I return items?',
            'Hoe lang mag ik artikelen retourneren?',
            'Wie lange kann ich Artikel zurücksenden?',
            'Combien de temps ai-je pour retourner un article ?',
          ),
          t(
            'You can return items within 14 days after purchase.',
            'Je kunt artikelen binnen 14 dagen na aankoop retourneren.',
            'Du kannst Artikel innerhalb von 14 Tagen nach dem Kauf zurücksenden.',
            'Vous pouvez retourner vos articles dans les 14 jours suivant l’achat.',
          ),
        ),
        qa(
          RETURNS,
          t(
            'Is returning free?',
            'Is retourneren gratis?',
            'Ist die Rücksendung kostenlos?',
            'Le retour est-il gratuit ?',
          ),
          t(
            'Yes, returning is free of charge.',
            'Ja, retourneren is gratis.',
            'Ja, die Rücksendung ist kostenlos.',
            'Oui, le retour est gratuit.',
          ),
        ),
        qa(
          PAYMENT,
          t(
            'Which payment methods can I use?',
            'Met welke betaalmethoden kan ik betalen?',
            'Welche Zahlungsarten gibt es?',
            'Quels moyens de paiement puis-je utiliser ?',
          ),
          t(
            'Cards, PayPal and the local methods of your country.',
            'Creditcards, PayPal en de lokale betaalmethoden van jouw land.',
            'Karten, PayPal und die lokalen Zahlungsarten deines Landes.',
            'Cartes, PayPal et les moyens de paiement locaux de votre pays.',
          ),
        ),
      ],
    ),
    slice(
      'richtext',
      {
        richtext: w.rich([
          t(
            'Did not find your answer?',
            'Staat je vraag er niet bij?',
            'Keine Antwort gefunden?',
            'Vous n’avez pas trouvé votre réponse ?',
          ),
        ]),
        column_width: 'medium',
      },
      [
        {
          content: w.rich([
            t(
              'Our customer service is happy to help.',
              'Onze klantenservice helpt je graag.',
              'Unser Kundenservice hilft dir gern.',
              'Notre service client est là pour vous aider.',
            ),
          ]),
          left_button_tekst: w.tr(t('Contact', 'Contact', 'Kontakt', 'Contact')),
          left_button_link: w.page('customer-service'),
          right_button_tekst: w.tr(t('Chat', 'Chat', 'Chat', 'Chat')),
          right_button_link: w.path('/klantenservice/#chat'),
        },
      ],
      'halfWithButtons',
    ),
  ];
}

/** Customer service: the contact block (one link to the chat), an attention block, buttons of every style. */
export function customerServiceSlices(w: Writer): Slice[] {
  return [
    slice(
      'customer_service_contact',
      {
        title: w.tr(
          t('How can we help?', 'Hoe kunnen we helpen?', 'Wie können wir helfen?', 'Comment pouvons-nous vous aider ?'),
        ),
        description: w.rich([
          t(
            'Monday to Friday 09:00 to 17:00',
            'Maandag t/m vrijdag 09:00 tot 17:00',
            'Montag bis Freitag 09:00 bis 17:00',
            'Du lundi au vendredi de 09h00 à 17h00',
          ),
        ]),
      },
      [
        {
          icon: 'chat',
          title: w.tr(t('Chat', 'Chat', 'Chat', 'Chat')),
          text: w.rich([
            t(
              'Chat with one of our advisers.',
              'Chat met een van onze adviseurs.',
              'Chatte mit einer unserer Beraterinnen.',
              'Discutez avec un de nos conseillers.',
            ),
          ]),
          link: w.path(`/${w.tr(t('customer-service', 'klantenservice', 'kundenservice', 'service-client'))}/#chat`),
          buttontext: w.tr(t('Start chat', 'Start chat', 'Chat starten', 'Démarrer le chat')),
        },
        {
          icon: 'email',
          title: w.tr(t('E-mail', 'E-mail', 'E-Mail', 'E-mail')),
          text: w.rich([
            t(
              'We answer within one working day.',
              'We antwoorden binnen één werkdag.',
              'Wir antworten innerhalb eines Werktags.',
              'Nous répondons sous un jour ouvré.',
            ),
          ]),
          link: w.web('mailto:service@shop.example'),
          buttontext: w.tr(t('Send an e-mail', 'Stuur een e-mail', 'E-Mail senden', 'Envoyer un e-mail')),
        },
        {
          icon: 'phone',
          title: w.tr(t('Phone', 'Telefoon', 'Telefon', 'Téléphone')),
          text: w.rich([
            t('Call us on working days.', 'Bel ons op werkdagen.', 'Ruf uns werktags an.', 'Appelez-nous en semaine.'),
          ]),
          link: w.web('tel:+31201234567'),
          buttontext: w.tr(t('Call us', 'Bel ons', 'Anrufen', 'Appelez-nous')),
        },
      ],
    ),
    slice('attention_block', {
      title: w.tr(t('Returning is free', 'Retourneren is gratis', 'Rücksendung kostenlos', 'Retour gratuit')),
      richtext: w.rich([
        t(
          'Return within 14 days after purchase, in store or by post.',
          'Retourneer binnen 14 dagen na aankoop, in de winkel of per post.',
          'Rücksendung innerhalb von 14 Tagen, in der Filiale oder per Post.',
          'Retour sous 14 jours, en magasin ou par la poste.',
        ),
      ]),
      button_text: w.tr(t('Read more', 'Lees meer', 'Mehr lesen', 'En savoir plus')),
      button_link: w.page('faq'),
      button_style: 'Link',
      background_color: '#fdf2e9',
      column_width: 'large',
    }),
    slice(
      'usps',
      { title: w.tr(t('Why shop with us', 'Waarom bij ons', 'Warum bei uns', 'Pourquoi chez nous')) },
      [
        {
          icon: 'truck',
          icon_inline: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z"/></svg>',
          label: w.tr(t('Fast delivery', 'Snelle levering', 'Schnelle Lieferung', 'Livraison rapide')),
          description: w.tr(t('In 1 to 3 days', 'Binnen 1 tot 3 dagen', 'In 1 bis 3 Tagen', 'En 1 à 3 jours')),
          link: w.page('faq'),
        },
        {
          icon: 'return',
          icon_inline: '',
          label: w.tr(t('Free returns', 'Gratis retour', 'Kostenlose Rücksendung', 'Retours gratuits')),
          description: w.tr(t('Within 14 days', 'Binnen 14 dagen', 'Innerhalb von 14 Tagen', 'Sous 14 jours')),
          link: w.page('faq'),
        },
        {
          icon: 'store',
          icon_inline: '',
          label: w.tr(t('Over 60 stores', 'Meer dan 60 winkels', 'Über 60 Filialen', 'Plus de 60 magasins')),
          description: w.tr(t('Near you', 'Bij jou in de buurt', 'In deiner Nähe', 'Près de chez vous')),
          link: w.path('/winkels/'),
        },
      ],
      'rotating',
    ),
    slice('button', {
      button_text: w.tr(t('Track your order', 'Volg je bestelling', 'Bestellung verfolgen', 'Suivre votre commande')),
      button_link: w.path('/customer/orders'),
      button_style: 'Call to action',
    }),
    slice('button', {
      button_text: w.tr(t('Start a return', 'Start een retour', 'Rücksendung starten', 'Lancer un retour')),
      button_link: w.path('/customer/orders'),
      button_style: 'Shop flow',
    }),
    slice('button', {
      button_text: w.tr(t('Find a store', 'Vind een winkel', 'Filiale finden', 'Trouver un magasin')),
      button_link: w.path('/winkels/'),
      button_style: 'Default',
    }),
    slice('button', {
      button_text: w.tr(t('All questions', 'Alle vragen', 'Alle Fragen', 'Toutes les questions')),
      button_link: w.page('faq'),
    }),
  ];
}

export function cookieSlices(w: Writer): Slice[] {
  return [
    slice('richtext', {
      richtext: w.rich(
        [
          t(
            'We use cookies to improve the shop and show you relevant offers.',
            'We gebruiken cookies om de shop te verbeteren en je relevante aanbiedingen te tonen.',
            'Wir verwenden Cookies, um den Shop zu verbessern und dir passende Angebote zu zeigen.',
            'Nous utilisons des cookies pour améliorer la boutique et vous montrer des offres pertinentes.',
          ),
        ],
        t('Cookie settings', 'Cookie-instellingen', 'Cookie-Einstellungen', 'Paramètres des cookies'),
      ),
      column_width: 'medium',
    }),
    slice('cookie_settings', {
      title: w.tr(t('Your choice', 'Jouw keuze', 'Deine Wahl', 'Votre choix')),
      accept_title: w.tr(t('Recommended cookies', 'Aanbevolen cookies', 'Empfohlene Cookies', 'Cookies recommandés')),
      accept_description: w.rich([
        t(
          'We remember your preferences and show relevant offers.',
          'We onthouden je voorkeuren en tonen relevante aanbiedingen.',
          'Wir merken uns deine Vorlieben und zeigen passende Angebote.',
          'Nous retenons vos préférences et affichons des offres pertinentes.',
        ),
      ]),
      deny_title: w.tr(
        t(
          'Necessary cookies only',
          'Alleen noodzakelijke cookies',
          'Nur notwendige Cookies',
          'Cookies nécessaires uniquement',
        ),
      ),
      deny_description: w.rich([
        t(
          'Only what the shop needs to work.',
          'Alleen wat de shop nodig heeft om te werken.',
          'Nur das, was der Shop zum Funktionieren braucht.',
          'Uniquement ce dont la boutique a besoin pour fonctionner.',
        ),
      ]),
    }),
  ];
}

export function privacySlices(w: Writer): Slice[] {
  return [
    slice('richtext', {
      richtext: [
        ...w.rich(
          [
            t(
              'We handle your personal data with care and only for the purposes described here.',
              'We gaan zorgvuldig om met je persoonsgegevens en gebruiken ze alleen voor de doelen die hier staan.',
              'Wir gehen sorgfältig mit deinen Daten um und nutzen sie nur für die hier beschriebenen Zwecke.',
              'Nous traitons vos données personnelles avec soin et uniquement aux fins décrites ici.',
            ),
          ],
          t('Privacy policy', 'Privacybeleid', 'Datenschutzerklärung', 'Politique de confidentialité'),
        ),
        ...w.bullets([
          t(
            'Processing your orders',
            'Het verwerken van je bestellingen',
            'Bearbeitung deiner Bestellungen',
            'Traitement de vos commandes',
          ),
          t(
            'Sending newsletters you asked for',
            'Het sturen van nieuwsbrieven waar je om vroeg',
            'Versand angeforderter Newsletter',
            'Envoi des newsletters demandées',
          ),
        ]),
        ...w.richWithLink(
          t(
            'Read about cookies on the cookie settings page.',
            'Lees over cookies op de pagina cookie-instellingen.',
            'Mehr über Cookies auf der Seite Cookie-Einstellungen.',
            'En savoir plus sur la page paramètres des cookies.',
          ),
          t('cookie settings', 'cookie-instellingen', 'Cookie-Einstellungen', 'paramètres des cookies'),
          w.page('cookie-settings'),
        ),
      ],
      column_width: 'small',
    }),
  ];
}

export function notFoundSlices(w: Writer, a: Assets): Slice[] {
  return [
    slice('richtext', {
      richtext: w.rich([
        t(
          'The page you are looking for does not exist (any more).',
          'De pagina die je zoekt bestaat niet (meer).',
          'Die gesuchte Seite existiert nicht (mehr).',
          'La page que vous cherchez n’existe pas (ou plus).',
        ),
      ]),
      column_width: 'medium',
    }),
    slice('button', {
      button_text: w.tr(t('To the home page', 'Naar de homepage', 'Zur Startseite', 'Vers l’accueil')),
      button_link: w.page('home'),
      button_style: 'Call to action',
    }),
    productsBlock(
      w,
      a.skus['for-her'].slice(20, 24),
      t('Popular right now', 'Nu populair', 'Gerade beliebt', 'Populaire en ce moment'),
      'default',
      4,
    ),
    hero(
      w,
      a.images['for-him'][3]!,
      'right-bottom',
      t('Or shop for him', 'Of shop voor hem', 'Oder für ihn shoppen', 'Ou pour lui'),
      w.page('men-home'),
      { style: 'Default' },
    ),
  ];
}

/**
 * The account content page (uid `customer`, spec commerce §2), shown on the customer's dashboard: the loyalty club's
 * rules and where to ask questions. The widths are written as an editor types them (`Full width`, `Medium`): the
 * gateway makes classes of them (lowercased, first space a hyphen).
 */
export function customerSlices(w: Writer): Slice[] {
  return [
    slice('attention_block', {
      title: w.tr(t('The loyalty club', 'De spaarclub', 'Der Treueclub', 'Le club fidélité')),
      richtext: w.rich([
        t(
          'You earn 1 point for every euro you spend. Every 200 points become a voucher of 10 euros, ready 14 days later and valid for six months. Joining gives you 50 points to start with.',
          'Je spaart 1 punt voor elke euro die je besteedt. Elke 200 punten worden een tegoedbon van 10 euro, 14 dagen later te gebruiken en zes maanden geldig. Bij aanmelding krijg je 50 punten cadeau.',
          'Du sammelst 1 Punkt für jeden ausgegebenen Euro. Alle 200 Punkte werden zu einem Gutschein über 10 Euro, 14 Tage später einlösbar und sechs Monate gültig. Zur Anmeldung schenken wir dir 50 Punkte.',
          'Vous gagnez 1 point par euro dépensé. Chaque tranche de 200 points devient un bon de 10 euros, utilisable 14 jours plus tard et valable six mois. Votre inscription vous rapporte 50 points.',
        ),
      ]),
      button_text: w.tr(t('Read more', 'Lees meer', 'Mehr lesen', 'En savoir plus')),
      button_link: w.page('faq'),
      button_style: 'Link',
      background_color: '#fdf2e9',
      column_width: 'Full width',
    }),
    slice('richtext', {
      richtext: w.richWithLink(
        t(
          'Questions about an order or your account? Our customer service is happy to help.',
          'Vragen over een bestelling of je account? Onze klantenservice helpt je graag.',
          'Fragen zu einer Bestellung oder deinem Konto? Unser Kundenservice hilft gern.',
          'Une question sur une commande ou votre compte ? Notre service client vous aide volontiers.',
        ),
        t('customer service', 'klantenservice', 'Kundenservice', 'service client'),
        w.page('customer-service'),
      ),
      column_width: 'Medium',
    }),
  ];
}
