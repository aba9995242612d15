import type { Localized, Segment } from '@shop/catalog';
import { type CountryCode, TRANSLATED_PATHS } from '@shop/i18n';

/**
 * The shop's assortment as static data: brands, product types, materials, colours, the category tree, labels and
 * stores. The generator (world.ts) combines them with a seeded random generator; nothing here is random.
 */

export const text = (en: string, nl: string, de: string, fr: string): Localized => ({ en, nl, de, fr });

export type Family = 'shoes' | 'bags' | 'accessories' | 'clothing';
export type SizeKind = 'shoe' | 'one' | 'socks' | 'clothing';

/** What the image renderer draws for a product type (the second part of an image key). */
export type Silhouette =
  | 'sneaker'
  | 'boot'
  | 'ankle-boot'
  | 'chelsea-boot'
  | 'pump'
  | 'loafer'
  | 'lace-up'
  | 'sandal'
  | 'ballerina'
  | 'handbag'
  | 'shoulder-bag'
  | 'shopper'
  | 'backpack'
  | 'belt'
  | 'socks'
  | 'cream'
  | 'spray'
  | 'brush'
  | 'cleaner'
  | 'sweater'
  | 'jacket'
  | 'tshirt';

export type MaterialKey = 'leather' | 'suede' | 'patent' | 'canvas' | 'knit' | 'vegan' | 'nylon' | 'wool' | 'cotton';

export type ColourKey =
  | 'black'
  | 'white'
  | 'ecru'
  | 'cognac'
  | 'brown'
  | 'taupe'
  | 'sand'
  | 'grey'
  | 'navy'
  | 'olive'
  | 'burgundy'
  | 'red'
  | 'pink'
  | 'lightblue'
  | 'green'
  | 'gold'
  | 'silver'
  | 'neutral';

export interface Colour {
  key: ColourKey;
  /** Three digits: the second part of a product SKU (`20413.102`). */
  code: string;
  hex: string;
  name: Localized;
}

export const COLOURS: Record<ColourKey, Colour> = {
  black: { key: 'black', code: '100', hex: '#1f1e1c', name: text('Black', 'Zwart', 'Schwarz', 'Noir') },
  white: { key: 'white', code: '101', hex: '#f7f6f2', name: text('White', 'Wit', 'Weiß', 'Blanc') },
  ecru: { key: 'ecru', code: '102', hex: '#e9e1cf', name: text('Ecru', 'Ecru', 'Ecru', 'Écru') },
  cognac: { key: 'cognac', code: '110', hex: '#9b5a2a', name: text('Cognac', 'Cognac', 'Cognac', 'Cognac') },
  brown: { key: 'brown', code: '111', hex: '#5a3a28', name: text('Brown', 'Bruin', 'Braun', 'Marron') },
  taupe: { key: 'taupe', code: '112', hex: '#8c7b6c', name: text('Taupe', 'Taupe', 'Taupe', 'Taupe') },
  sand: { key: 'sand', code: '113', hex: '#cdb595', name: text('Sand', 'Zand', 'Sand', 'Sable') },
  grey: { key: 'grey', code: '120', hex: '#8d8f92', name: text('Grey', 'Grijs', 'Grau', 'Gris') },
  navy: { key: 'navy', code: '130', hex: '#1f2b46', name: text('Navy', 'Donkerblauw', 'Marineblau', 'Bleu marine') },
  olive: { key: 'olive', code: '140', hex: '#5f6a3a', name: text('Olive', 'Olijfgroen', 'Oliv', 'Olive') },
  burgundy: {
    key: 'burgundy',
    code: '150',
    hex: '#6b1f2d',
    name: text('Burgundy', 'Bordeaux', 'Bordeaux', 'Bordeaux'),
  },
  red: { key: 'red', code: '151', hex: '#b5262f', name: text('Red', 'Rood', 'Rot', 'Rouge') },
  pink: { key: 'pink', code: '160', hex: '#d9a2a6', name: text('Old pink', 'Oudroze', 'Altrosa', 'Vieux rose') },
  lightblue: {
    key: 'lightblue',
    code: '131',
    hex: '#93b4d6',
    name: text('Light blue', 'Lichtblauw', 'Hellblau', 'Bleu clair'),
  },
  green: { key: 'green', code: '141', hex: '#2f5b45', name: text('Green', 'Groen', 'Grün', 'Vert') },
  gold: { key: 'gold', code: '170', hex: '#c6a15b', name: text('Gold', 'Goud', 'Gold', 'Doré') },
  silver: { key: 'silver', code: '171', hex: '#b8bbc0', name: text('Silver', 'Zilver', 'Silber', 'Argenté') },
  neutral: { key: 'neutral', code: '190', hex: '#e4dccb', name: text('Neutral', 'Neutraal', 'Neutral', 'Incolore') },
};

export interface Material {
  key: MaterialKey;
  /** How the material appears in a product name: en and nl as adjectives, de after "aus", fr after "en". */
  inName: Localized;
  /** One sentence about the material, for descriptions. */
  sentence: Localized;
}

export const MATERIALS: Record<MaterialKey, Material> = {
  leather: {
    key: 'leather',
    inName: text('leather', 'leren', 'Leder', 'cuir'),
    sentence: text(
      'Made of supple full-grain leather that only gets more beautiful with wear.',
      'Gemaakt van soepel volnerfleer dat alleen maar mooier wordt naarmate je het draagt.',
      'Gefertigt aus geschmeidigem Vollnarbenleder, das mit jedem Tragen schöner wird.',
      'Confectionné en cuir pleine fleur souple, qui se patine joliment au fil du temps.',
    ),
  },
  suede: {
    key: 'suede',
    inName: text('suede', 'suède', 'Veloursleder', 'daim'),
    sentence: text(
      'The soft suede has a warm, velvety look; treat it with a protective spray before the first wear.',
      'Het zachte suède heeft een warme, fluweelachtige uitstraling; behandel het vóór de eerste keer met een beschermende spray.',
      'Das weiche Veloursleder hat einen warmen, samtigen Look; imprägniere es vor dem ersten Tragen.',
      'Le daim tout doux offre un aspect chaleureux et velouté ; imperméabilisez-le avant la première utilisation.',
    ),
  },
  patent: {
    key: 'patent',
    inName: text('patent leather', 'lakleren', 'Lackleder', 'cuir verni'),
    sentence: text(
      'High-gloss patent leather makes it stand out on every occasion.',
      'Glanzend lakleer laat hem bij elke gelegenheid opvallen.',
      'Glänzendes Lackleder sorgt bei jedem Anlass für einen strahlenden Auftritt.',
      'Le cuir verni brillant attire tous les regards, quelle que soit l’occasion.',
    ),
  },
  canvas: {
    key: 'canvas',
    inName: text('canvas', 'canvas', 'Canvas', 'toile'),
    sentence: text(
      'Sturdy cotton canvas keeps it light and breathable.',
      'Stevig katoenen canvas houdt hem licht en luchtig.',
      'Robustes Baumwoll-Canvas sorgt für ein leichtes, luftiges Tragegefühl.',
      'La toile de coton résistante garantit légèreté et respirabilité.',
    ),
  },
  knit: {
    key: 'knit',
    inName: text('knit', 'gebreide', 'Strick', 'maille'),
    sentence: text(
      'A stretchy knit upper hugs your foot like a sock.',
      'Het rekbare gebreide bovenwerk omsluit je voet als een sok.',
      'Das dehnbare Obermaterial aus Strick umschließt den Fuß wie eine Socke.',
      'La tige en maille extensible enveloppe le pied comme une chaussette.',
    ),
  },
  vegan: {
    key: 'vegan',
    inName: text('vegan leather', 'vegan', 'veganem Leder', 'cuir végan'),
    sentence: text(
      'Made entirely without animal materials, from a soft vegan leather with a recycled lining.',
      'Volledig gemaakt zonder dierlijke materialen, van zacht vegan leer met een gerecyclede voering.',
      'Komplett ohne tierische Materialien gefertigt, aus weichem veganem Leder mit recyceltem Futter.',
      'Fabriqué sans aucune matière animale, dans un cuir végan souple doublé de matières recyclées.',
    ),
  },
  nylon: {
    key: 'nylon',
    inName: text('recycled nylon', 'nylon', 'recyceltem Nylon', 'nylon recyclé'),
    sentence: text(
      'Recycled nylon makes it light, water-repellent and easy to clean.',
      'Gerecycled nylon maakt hem licht, waterafstotend en makkelijk schoon te maken.',
      'Recyceltes Nylon ist leicht, wasserabweisend und einfach zu reinigen.',
      'Le nylon recyclé est léger, déperlant et facile à entretenir.',
    ),
  },
  wool: {
    key: 'wool',
    inName: text('wool', 'wollen', 'Wolle', 'laine'),
    sentence: text(
      'Soft wool keeps you warm on cold days.',
      'Zachte wol houdt je warm op koude dagen.',
      'Weiche Wolle hält dich an kalten Tagen warm.',
      'La laine douce vous tient chaud les jours de grand froid.',
    ),
  },
  cotton: {
    key: 'cotton',
    inName: text('cotton', 'katoenen', 'Baumwolle', 'coton'),
    sentence: text(
      'Organic cotton feels soft on your skin and breathes all day.',
      'Biologisch katoen voelt zacht aan op je huid en ademt de hele dag.',
      'Bio-Baumwolle fühlt sich weich auf der Haut an und ist den ganzen Tag atmungsaktiv.',
      'Le coton bio est doux pour la peau et respire toute la journée.',
    ),
  },
};

export type TypeKey =
  | 'sneaker'
  | 'boot'
  | 'ankle-boot'
  | 'chelsea-boot'
  | 'pump'
  | 'loafer'
  | 'lace-up'
  | 'sandal'
  | 'ballerina'
  | 'handbag'
  | 'shoulder-bag'
  | 'shopper'
  | 'backpack'
  | 'messenger'
  | 'belt'
  | 'socks'
  | 'shoe-cream'
  | 'care-spray'
  | 'suede-brush'
  | 'sneaker-cleaner'
  | 'sweater'
  | 'jacket'
  | 'tshirt';

/** A care product kind, for maintenance relations. */
export type CareKind = 'cream' | 'spray' | 'brush' | 'cleaner';

export interface ProductType {
  key: TypeKey;
  family: Family;
  /** The level-3 category (key in CATEGORY_NAMES). */
  category: string;
  silhouette: Silhouette;
  /** Singular noun; the name puts it after the material in en and nl, before "aus" in de, first in fr. */
  noun: Localized;
  sizeKind: SizeKind;
  /** Regular price before brand and model variation, euro cents. */
  basePrice: number;
  /** Empty for care products (their names carry no material). */
  materials: readonly MaterialKey[];
  colours: readonly ColourKey[];
  /** The first sentence of the description; `{model}` and `{brand}` are filled in. */
  intro: Localized;
  /** Sentences for the rest of the description (one or two are picked). */
  details: readonly Localized[];
  care?: CareKind;
}

const SHOE_DETAILS = [
  text(
    'A cushioned insole and a flexible rubber sole keep you comfortable from morning to night.',
    'Een verende binnenzool en een flexibele rubberzool zorgen dat je er de hele dag comfortabel op loopt.',
    'Eine gepolsterte Innensohle und eine flexible Gummisohle sorgen den ganzen Tag für Komfort.',
    'Une semelle intérieure rembourrée et une semelle souple en caoutchouc assurent un confort du matin au soir.',
  ),
  text(
    'The removable footbed makes room for your own insoles.',
    'Het uitneembare voetbed maakt plaats voor je eigen steunzolen.',
    'Das herausnehmbare Fußbett bietet Platz für eigene Einlagen.',
    'La semelle amovible laisse la place à vos propres semelles orthopédiques.',
  ),
  text(
    'Each pair is finished by hand in a small workshop in Portugal.',
    'Elk paar wordt met de hand afgewerkt in een kleine werkplaats in Portugal.',
    'Jedes Paar wird in einer kleinen Werkstatt in Portugal von Hand veredelt.',
    'Chaque paire est finie à la main dans un petit atelier au Portugal.',
  ),
  text(
    'You have 14 days to return it, so you can try it on at home without any worries.',
    'Je hebt 14 dagen om te retourneren, dus je past zorgeloos thuis.',
    'Du hast 14 Tage Zeit für die Rücksendung: So probierst du in Ruhe zu Hause an.',
    'Vous disposez de 14 jours pour le retour : essayez en toute tranquillité chez vous.',
  ),
];

const BAG_DETAILS = [
  text(
    'Inside you will find a zipped pocket and two slip pockets for your phone and keys.',
    'Binnenin vind je een ritsvak en twee insteekvakken voor je telefoon en sleutels.',
    'Innen gibt es ein Reißverschlussfach und zwei Einsteckfächer für Handy und Schlüssel.',
    'À l’intérieur, une poche zippée et deux poches plaquées accueillent votre téléphone et vos clés.',
  ),
  text(
    'A sturdy base with metal feet keeps it clean when you set it down.',
    'Een stevige bodem met metalen voetjes houdt hem schoon als je hem neerzet.',
    'Ein fester Boden mit Metallfüßchen schützt beim Abstellen vor Schmutz.',
    'Son fond rigide à pieds métalliques reste propre quand vous le posez.',
  ),
  text(
    'Finish the look with a matching belt or pair of shoes.',
    'Maak de look af met een bijpassende riem of schoenen.',
    'Mit passendem Gürtel oder passenden Schuhen wird der Look komplett.',
    'Une ceinture ou des chaussures assorties complètent le look.',
  ),
];

const CLOTHING_DETAILS = [
  text(
    'The regular fit leaves room for a shirt or T-shirt underneath.',
    'De regular fit laat ruimte voor een blouse of T-shirt eronder.',
    'Die Regular-Fit-Passform lässt Platz für ein Hemd oder T-Shirt darunter.',
    'La coupe regular laisse de la place pour une chemise ou un t-shirt en dessous.',
  ),
  text(
    'Ribbed cuffs and hem keep their shape wash after wash.',
    'Geribde boorden behouden hun vorm, was na was.',
    'Gerippte Bündchen behalten Wäsche für Wäsche ihre Form.',
    'Les bords côtelés gardent leur forme lavage après lavage.',
  ),
  text(
    'Style it with your favourite sneakers or boots.',
    'Draag hem met je favoriete sneakers of boots.',
    'Am besten mit deinen Lieblingssneakern oder Boots kombinieren.',
    'À porter avec vos baskets ou bottines préférées.',
  ),
];

const SHOE_COLOURS_CASUAL: readonly ColourKey[] = ['white', 'black', 'ecru', 'grey', 'navy', 'sand', 'olive', 'pink'];
const SHOE_COLOURS_LEATHER: readonly ColourKey[] = ['black', 'cognac', 'brown', 'taupe', 'burgundy', 'olive'];

export const PRODUCT_TYPES: Record<TypeKey, ProductType> = {
  sneaker: {
    key: 'sneaker',
    family: 'shoes',
    category: 'sneakers',
    silhouette: 'sneaker',
    noun: text('sneaker', 'sneaker', 'Sneaker', 'Basket'),
    sizeKind: 'shoe',
    basePrice: 9995,
    materials: ['leather', 'suede', 'canvas', 'knit', 'vegan'],
    colours: SHOE_COLOURS_CASUAL,
    intro: text(
      '{model} by {brand} is an easy-going sneaker that goes with everything from jeans to tailored trousers.',
      'De {model} van {brand} is een makkelijke sneaker die je net zo goed combineert met een jeans als met een pantalon.',
      'Der {model} von {brand} ist ein unkomplizierter Sneaker, der zur Jeans genauso passt wie zur Stoffhose.',
      'La {model} de {brand} est une basket facile à vivre, qui s’accorde aussi bien avec un jean qu’avec un pantalon habillé.',
    ),
    details: SHOE_DETAILS,
  },
  boot: {
    key: 'boot',
    family: 'shoes',
    category: 'boots',
    silhouette: 'boot',
    noun: text('boot', 'laars', 'Stiefel', 'Botte'),
    sizeKind: 'shoe',
    basePrice: 18995,
    materials: ['leather', 'suede'],
    colours: SHOE_COLOURS_LEATHER,
    intro: text(
      'The {model} boot by {brand} keeps you warm and dry from the first autumn storm to the last frost.',
      'De {model} van {brand} is een stoere laars die je warm en droog houdt, van de eerste herfststorm tot de laatste vorst.',
      'Der {model} von {brand} ist ein robuster Stiefel, der dich vom ersten Herbststurm bis zum letzten Frost warm und trocken hält.',
      'La {model} de {brand} est une botte robuste qui vous garde au chaud et au sec, de la première tempête d’automne aux dernières gelées.',
    ),
    details: SHOE_DETAILS,
  },
  'ankle-boot': {
    key: 'ankle-boot',
    family: 'shoes',
    category: 'ankle-boots',
    silhouette: 'ankle-boot',
    noun: text('ankle boot', 'enkellaars', 'Stiefelette', 'Bottine'),
    sizeKind: 'shoe',
    basePrice: 13995,
    materials: ['leather', 'suede', 'vegan'],
    colours: SHOE_COLOURS_LEATHER,
    intro: text(
      '{model} by {brand} is the ankle boot you will reach for all season long.',
      'De {model} van {brand} is het enkellaarsje waar je het hele seizoen naar grijpt.',
      'Die {model} von {brand} ist die Stiefelette, zu der du die ganze Saison greifst.',
      'La {model} de {brand} est la bottine que vous porterez toute la saison.',
    ),
    details: SHOE_DETAILS,
  },
  'chelsea-boot': {
    key: 'chelsea-boot',
    family: 'shoes',
    category: 'chelsea-boots',
    silhouette: 'chelsea-boot',
    noun: text('Chelsea boot', 'chelsea boot', 'Chelsea-Boot', 'Chelsea boot'),
    sizeKind: 'shoe',
    basePrice: 15995,
    materials: ['leather', 'suede'],
    colours: ['black', 'cognac', 'brown', 'taupe', 'sand'],
    intro: text(
      'A timeless Chelsea boot: {model} by {brand} slips on in a second thanks to its elastic side panels.',
      'Een tijdloze chelsea boot: de {model} van {brand} trek je dankzij de elastische zijpanelen in een handomdraai aan.',
      'Ein zeitloser Chelsea-Boot: Der {model} von {brand} ist dank elastischer Seiteneinsätze im Handumdrehen angezogen.',
      'Une chelsea boot intemporelle : la {model} de {brand} s’enfile en un instant grâce à ses empiècements élastiqués.',
    ),
    details: SHOE_DETAILS,
  },
  pump: {
    key: 'pump',
    family: 'shoes',
    category: 'pumps',
    silhouette: 'pump',
    noun: text('pump', 'pump', 'Pumps', 'Escarpin'),
    sizeKind: 'shoe',
    basePrice: 10995,
    materials: ['leather', 'suede', 'patent'],
    colours: ['black', 'red', 'sand', 'burgundy', 'silver', 'pink', 'navy'],
    intro: text(
      'With its slender heel and elegant line, {model} by {brand} is the pump for every special occasion.',
      'Met haar slanke hak en elegante lijn is de {model} van {brand} de pump voor elke bijzondere gelegenheid.',
      'Mit schlankem Absatz und eleganter Linie ist der {model} von {brand} der Pumps für jeden besonderen Anlass.',
      'Avec son talon fin et sa ligne élégante, l’escarpin {model} de {brand} accompagne toutes vos grandes occasions.',
    ),
    details: SHOE_DETAILS,
  },
  loafer: {
    key: 'loafer',
    family: 'shoes',
    category: 'loafers',
    silhouette: 'loafer',
    noun: text('loafer', 'loafer', 'Loafer', 'Mocassin'),
    sizeKind: 'shoe',
    basePrice: 11995,
    materials: ['leather', 'suede', 'patent'],
    colours: ['black', 'cognac', 'brown', 'burgundy', 'ecru', 'navy'],
    intro: text(
      'Smart yet relaxed: the {model} loafer by {brand} dresses up jeans and dresses down a suit.',
      'Netjes én relaxed: de {model} loafer van {brand} maakt een jeans chiquer en een pak losser.',
      'Elegant und doch lässig: Der Loafer {model} von {brand} wertet jede Jeans auf und lockert jeden Anzug auf.',
      'Chic mais décontracté : le mocassin {model} de {brand} habille un jean et détend un costume.',
    ),
    details: SHOE_DETAILS,
  },
  'lace-up': {
    key: 'lace-up',
    family: 'shoes',
    category: 'lace-ups',
    silhouette: 'lace-up',
    noun: text('Derby shoe', 'veterschoen', 'Schnürschuh', 'Derby'),
    sizeKind: 'shoe',
    basePrice: 14995,
    materials: ['leather', 'suede'],
    colours: ['black', 'cognac', 'brown', 'burgundy'],
    intro: text(
      'The {model} Derby by {brand} is a classic lace-up that looks just as good with a suit as with jeans.',
      'De {model} van {brand} is een klassieke veterschoen die net zo goed staat onder een pak als onder een jeans.',
      'Der {model} von {brand} ist ein klassischer Schnürschuh, der zum Anzug ebenso gut aussieht wie zur Jeans.',
      'Le derby {model} de {brand} est une chaussure à lacets classique, aussi élégante avec un costume qu’avec un jean.',
    ),
    details: SHOE_DETAILS,
  },
  sandal: {
    key: 'sandal',
    family: 'shoes',
    category: 'sandals',
    silhouette: 'sandal',
    noun: text('sandal', 'sandaal', 'Sandale', 'Sandale'),
    sizeKind: 'shoe',
    basePrice: 7995,
    materials: ['leather', 'vegan'],
    colours: ['black', 'cognac', 'ecru', 'sand', 'gold', 'silver', 'brown'],
    intro: text(
      'Summer starts with {model}: a comfortable sandal by {brand} with a softly padded footbed.',
      'De zomer begint met de {model}: een comfortabele sandaal van {brand} met een zacht verend voetbed.',
      'Der Sommer beginnt mit {model}: einer bequemen Sandale von {brand} mit weich gepolstertem Fußbett.',
      'L’été commence avec {model} : une sandale confortable signée {brand}, dotée d’une semelle intérieure moelleuse.',
    ),
    details: SHOE_DETAILS,
  },
  ballerina: {
    key: 'ballerina',
    family: 'shoes',
    category: 'ballerinas',
    silhouette: 'ballerina',
    noun: text('ballet flat', 'ballerina', 'Ballerina', 'Ballerine'),
    sizeKind: 'shoe',
    basePrice: 8995,
    materials: ['leather', 'suede', 'patent'],
    colours: ['black', 'sand', 'red', 'silver', 'navy', 'pink', 'cognac'],
    intro: text(
      'Light as a feather: {model} by {brand} is a ballet flat you can wear from morning to night.',
      'Zo licht als een veertje: de {model} van {brand} is een ballerina die je van de ochtend tot de avond draagt.',
      'Federleicht: Die {model} von {brand} ist eine Ballerina, die du von morgens bis abends trägst.',
      'Légère comme une plume, la ballerine {model} de {brand} se porte du matin au soir.',
    ),
    details: SHOE_DETAILS,
  },
  handbag: {
    key: 'handbag',
    family: 'bags',
    category: 'handbags',
    silhouette: 'handbag',
    noun: text('handbag', 'handtas', 'Handtasche', 'Sac à main'),
    sizeKind: 'one',
    basePrice: 12995,
    materials: ['leather', 'vegan'],
    colours: ['black', 'cognac', 'brown', 'taupe', 'ecru', 'burgundy', 'olive'],
    intro: text(
      'The {model} handbag by {brand} holds everything you need for the day, with style to spare.',
      'In de {model} handtas van {brand} past alles wat je die dag nodig hebt, en stijlvol is hij ook.',
      'In die Handtasche {model} von {brand} passt alles, was du für den Tag brauchst, und stilvoll ist sie obendrein.',
      'Le sac à main {model} de {brand} contient tout ce qu’il vous faut pour la journée, avec beaucoup d’allure.',
    ),
    details: BAG_DETAILS,
  },
  'shoulder-bag': {
    key: 'shoulder-bag',
    family: 'bags',
    category: 'shoulder-bags',
    silhouette: 'shoulder-bag',
    noun: text('shoulder bag', 'schoudertas', 'Schultertasche', 'Sac bandoulière'),
    sizeKind: 'one',
    basePrice: 9995,
    materials: ['leather', 'suede', 'vegan'],
    colours: ['black', 'cognac', 'taupe', 'ecru', 'burgundy', 'navy', 'sand'],
    intro: text(
      'Hands free, style on: the {model} shoulder bag by {brand} comes with an adjustable strap.',
      'Handen vrij en toch stijlvol: de {model} schoudertas van {brand} heeft een verstelbare band.',
      'Hände frei, Stil an: Die Schultertasche {model} von {brand} hat einen verstellbaren Riemen.',
      'Les mains libres et beaucoup de style : le sac {model} de {brand} a une bandoulière réglable.',
    ),
    details: BAG_DETAILS,
  },
  shopper: {
    key: 'shopper',
    family: 'bags',
    category: 'shoppers',
    silhouette: 'shopper',
    noun: text('shopper', 'shopper', 'Shopper', 'Cabas'),
    sizeKind: 'one',
    basePrice: 8995,
    materials: ['leather', 'canvas', 'nylon'],
    colours: ['black', 'cognac', 'ecru', 'navy', 'olive', 'sand'],
    intro: text(
      'Roomy enough for your laptop, your lunch and a spare pair of shoes: meet the {model} shopper by {brand}.',
      'Ruim genoeg voor je laptop, je lunch en een extra paar schoenen: dat is de {model} shopper van {brand}.',
      'Groß genug für Laptop, Lunch und ein Paar Wechselschuhe: Das ist der Shopper {model} von {brand}.',
      'Assez grand pour votre ordinateur, votre déjeuner et une paire de rechange : voici le cabas {model} de {brand}.',
    ),
    details: BAG_DETAILS,
  },
  backpack: {
    key: 'backpack',
    family: 'bags',
    category: 'backpacks',
    silhouette: 'backpack',
    noun: text('backpack', 'rugzak', 'Rucksack', 'Sac à dos'),
    sizeKind: 'one',
    basePrice: 10995,
    materials: ['leather', 'nylon', 'canvas'],
    colours: ['black', 'navy', 'olive', 'grey', 'cognac', 'sand'],
    intro: text(
      'The {model} backpack by {brand} takes you from the office to the weekend without missing a beat.',
      'De {model} rugzak van {brand} gaat moeiteloos mee van kantoor naar het weekend.',
      'Der Rucksack {model} von {brand} begleitet dich mühelos vom Büro ins Wochenende.',
      'Le sac à dos {model} de {brand} vous suit sans effort du bureau au week-end.',
    ),
    details: BAG_DETAILS,
  },
  messenger: {
    key: 'messenger',
    family: 'bags',
    category: 'messenger-bags',
    silhouette: 'shoulder-bag',
    noun: text('messenger bag', 'messengertas', 'Umhängetasche', 'Besace'),
    sizeKind: 'one',
    basePrice: 11995,
    materials: ['leather', 'canvas', 'nylon'],
    colours: ['black', 'brown', 'cognac', 'navy', 'olive', 'grey'],
    intro: text(
      'The {model} messenger bag by {brand} keeps your essentials close on the commute.',
      'De {model} messengertas van {brand} houdt je spullen onderweg binnen handbereik.',
      'Die Umhängetasche {model} von {brand} hält unterwegs alles Wichtige griffbereit.',
      'La besace {model} de {brand} garde l’essentiel à portée de main pendant vos trajets.',
    ),
    details: BAG_DETAILS,
  },
  belt: {
    key: 'belt',
    family: 'accessories',
    category: 'belts',
    silhouette: 'belt',
    noun: text('belt', 'riem', 'Gürtel', 'Ceinture'),
    sizeKind: 'one',
    basePrice: 4995,
    materials: ['leather', 'suede'],
    colours: ['black', 'cognac', 'brown', 'taupe', 'navy'],
    intro: text(
      'A good belt finishes the look, and {model} by {brand} does exactly that.',
      'Een goede riem maakt je outfit af, en de {model} van {brand} doet precies dat.',
      'Ein guter Gürtel vollendet den Look, und {model} von {brand} macht genau das.',
      'Une belle ceinture parfait une tenue, et la ceinture {model} de {brand} fait exactement cela.',
    ),
    details: [
      text(
        'The brushed metal buckle is easy to open and close.',
        'De geborstelde metalen gesp gaat makkelijk open en dicht.',
        'Die gebürstete Metallschnalle lässt sich leicht öffnen und schließen.',
        'La boucle en métal brossé s’ouvre et se ferme facilement.',
      ),
      text(
        'Four centimetres wide, it fits the belt loops of most jeans and trousers.',
        'Met een breedte van vier centimeter past hij door de lussen van de meeste jeans en broeken.',
        'Mit vier Zentimetern Breite passt er durch die Schlaufen der meisten Jeans und Hosen.',
        'Avec ses quatre centimètres de large, elle passe dans les passants de la plupart des jeans et pantalons.',
      ),
    ],
  },
  socks: {
    key: 'socks',
    family: 'accessories',
    category: 'socks',
    silhouette: 'socks',
    noun: text('socks', 'sokken', 'Socken', 'Chaussettes'),
    sizeKind: 'socks',
    basePrice: 1495,
    materials: ['cotton', 'wool'],
    colours: ['black', 'grey', 'navy', 'ecru', 'olive', 'burgundy', 'pink', 'lightblue'],
    intro: text(
      'Soft, breathable and made to last: the {model} socks by {brand} finish every pair of shoes.',
      'Zacht, ademend en gemaakt om lang mee te gaan: de {model} sokken van {brand} maken elk paar schoenen af.',
      'Weich, atmungsaktiv und langlebig: Die Socken {model} von {brand} runden jedes Paar Schuhe ab.',
      'Douces, respirantes et résistantes, les chaussettes {model} de {brand} accompagnent toutes vos chaussures.',
    ),
    details: [
      text(
        'Reinforced heels and toes make them last wash after wash.',
        'Verstevigde hielen en tenen zorgen dat ze was na was meegaan.',
        'Verstärkte Fersen und Spitzen halten Wäsche für Wäsche.',
        'Le talon et la pointe renforcés résistent lavage après lavage.',
      ),
      text(
        'Sold as a pair; machine washable at 40 degrees.',
        'Per paar verkocht; wasbaar op 40 graden.',
        'Paarweise verkauft; bei 40 Grad maschinenwaschbar.',
        'Vendues par paire ; lavables en machine à 40 degrés.',
      ),
    ],
  },
  'shoe-cream': {
    key: 'shoe-cream',
    family: 'accessories',
    category: 'shoe-care',
    silhouette: 'cream',
    noun: text('shoe cream', 'schoencrème', 'Schuhcreme', 'Crème'),
    sizeKind: 'one',
    basePrice: 995,
    materials: [],
    colours: ['black', 'brown', 'neutral'],
    care: 'cream',
    intro: text(
      'Give your leather shoes a new lease of life with {model} shoe cream by {brand}.',
      'Geef je leren schoenen een tweede leven met de {model} schoencrème van {brand}.',
      'Schenke deinen Lederschuhen mit der Schuhcreme {model} von {brand} ein zweites Leben.',
      'Offrez une seconde vie à vos chaussures en cuir avec la crème {model} de {brand}.',
    ),
    details: [
      text(
        'Apply a thin layer with a soft cloth, let it dry and buff to a shine.',
        'Breng een dun laagje aan met een zachte doek, laat het drogen en wrijf op tot hij glanst.',
        'Mit einem weichen Tuch dünn auftragen, trocknen lassen und auf Hochglanz polieren.',
        'Appliquez une fine couche avec un chiffon doux, laissez sécher puis lustrez.',
      ),
      text(
        'Available in matching colours to cover small scuffs.',
        'Verkrijgbaar in bijpassende kleuren om kleine krasjes te maskeren.',
        'In passenden Farben erhältlich, um kleine Kratzer zu kaschieren.',
        'Disponible en plusieurs coloris pour masquer les petites éraflures.',
      ),
    ],
  },
  'care-spray': {
    key: 'care-spray',
    family: 'accessories',
    category: 'shoe-care',
    silhouette: 'spray',
    noun: text('waterproofing spray', 'impregneerspray', 'Imprägnierspray', 'Spray imperméabilisant'),
    sizeKind: 'one',
    basePrice: 1295,
    materials: [],
    colours: ['neutral'],
    care: 'spray',
    intro: text(
      'Rain, snow or spilt coffee: {model} waterproofing spray by {brand} protects your shoes and bags against all of it.',
      'Regen, sneeuw of gemorste koffie: de {model} impregneerspray van {brand} beschermt je schoenen en tassen tegen alles.',
      'Regen, Schnee oder verschütteter Kaffee: Das Imprägnierspray {model} von {brand} schützt Schuhe und Taschen vor allem.',
      'Pluie, neige ou café renversé : le spray imperméabilisant {model} de {brand} protège vos chaussures et vos sacs.',
    ),
    details: [
      text(
        'Spray from about twenty centimetres and let it dry overnight.',
        'Spuit op zo’n twintig centimeter afstand en laat een nacht drogen.',
        'Aus etwa zwanzig Zentimetern Abstand aufsprühen und über Nacht trocknen lassen.',
        'Vaporisez à une vingtaine de centimètres et laissez sécher une nuit.',
      ),
      text(
        'Suitable for leather, suede, nubuck and textile.',
        'Geschikt voor leer, suède, nubuck en textiel.',
        'Geeignet für Glattleder, Veloursleder, Nubuk und Textil.',
        'Convient au cuir, au daim, au nubuck et au textile.',
      ),
    ],
  },
  'suede-brush': {
    key: 'suede-brush',
    family: 'accessories',
    category: 'shoe-care',
    silhouette: 'brush',
    noun: text('suede brush', 'suèdeborstel', 'Wildlederbürste', 'Brosse'),
    sizeKind: 'one',
    basePrice: 1495,
    materials: [],
    colours: ['neutral'],
    care: 'brush',
    intro: text(
      'The {model} suede brush by {brand} lifts dirt and brings the nap of suede and nubuck back to life.',
      'Met de {model} suèdeborstel van {brand} verwijder je vuil en breng je suède en nubuck weer tot leven.',
      'Die Wildlederbürste {model} von {brand} entfernt Schmutz und richtet den Flor von Veloursleder wieder auf.',
      'La brosse {model} de {brand} retire la saleté et redonne vie aux fibres du daim et du nubuck.',
    ),
    details: [
      text(
        'The brass bristles and the rubber side work together on stubborn stains.',
        'De messing haren en de rubberen zijde pakken samen hardnekkige vlekken aan.',
        'Messingborsten und Gummiseite rücken gemeinsam hartnäckigen Flecken zu Leibe.',
        'Les poils en laiton et le côté en caoutchouc viennent à bout des taches tenaces.',
      ),
    ],
  },
  'sneaker-cleaner': {
    key: 'sneaker-cleaner',
    family: 'accessories',
    category: 'shoe-care',
    silhouette: 'cleaner',
    noun: text('sneaker cleaner', 'sneakerreiniger', 'Sneaker-Reiniger', 'Nettoyant baskets'),
    sizeKind: 'one',
    basePrice: 1495,
    materials: [],
    colours: ['neutral'],
    care: 'cleaner',
    intro: text(
      'Keep your sneakers looking fresh out of the box with {model} sneaker cleaner by {brand}.',
      'Houd je sneakers zo fris als nieuw met de {model} sneakerreiniger van {brand}.',
      'Mit dem Sneaker-Reiniger {model} von {brand} sehen deine Sneaker aus wie frisch aus dem Karton.',
      'Gardez vos baskets comme neuves avec le nettoyant {model} de {brand}.',
    ),
    details: [
      text(
        'The gentle foam cleans canvas, knit, leather and rubber soles without harsh chemicals.',
        'Het milde schuim reinigt canvas, knit, leer en rubberzolen zonder agressieve middelen.',
        'Der milde Schaum reinigt Canvas, Strick, Leder und Gummisohlen ohne aggressive Chemie.',
        'La mousse douce nettoie la toile, la maille, le cuir et les semelles en caoutchouc sans produits agressifs.',
      ),
    ],
  },
  sweater: {
    key: 'sweater',
    family: 'clothing',
    category: 'knitwear',
    silhouette: 'sweater',
    noun: text('jumper', 'trui', 'Pullover', 'Pull'),
    sizeKind: 'clothing',
    basePrice: 8995,
    materials: ['wool', 'cotton'],
    colours: ['ecru', 'grey', 'navy', 'black', 'olive', 'burgundy', 'sand', 'lightblue'],
    intro: text(
      'Cosy without the bulk: the {model} jumper by {brand} is a knit you will wear on repeat.',
      'Warm zonder dik te zijn: de {model} trui van {brand} draag je keer op keer.',
      'Kuschelig, ohne aufzutragen: Den Pullover {model} von {brand} wirst du immer wieder tragen.',
      'Chaud sans être épais, le pull {model} de {brand} deviendra vite un indispensable.',
    ),
    details: CLOTHING_DETAILS,
  },
  jacket: {
    key: 'jacket',
    family: 'clothing',
    category: 'jackets',
    silhouette: 'jacket',
    noun: text('jacket', 'jas', 'Jacke', 'Veste'),
    sizeKind: 'clothing',
    basePrice: 17995,
    materials: ['leather', 'nylon', 'wool'],
    colours: ['black', 'navy', 'olive', 'cognac', 'sand', 'brown'],
    intro: text(
      'The {model} jacket by {brand} is the layer that pulls every outfit together.',
      'De {model} jas van {brand} is de laag die elke outfit compleet maakt.',
      'Die Jacke {model} von {brand} ist das Teil, das jedes Outfit zusammenhält.',
      'La veste {model} de {brand} est la pièce qui complète chaque tenue.',
    ),
    details: CLOTHING_DETAILS,
  },
  tshirt: {
    key: 'tshirt',
    family: 'clothing',
    category: 't-shirts',
    silhouette: 'tshirt',
    noun: text('T-shirt', 'T-shirt', 'T-Shirt', 'T-shirt'),
    sizeKind: 'clothing',
    basePrice: 3995,
    materials: ['cotton'],
    colours: ['white', 'black', 'ecru', 'navy', 'grey', 'olive'],
    intro: text(
      'You can never have too many T-shirts like this: {model} by {brand} has a relaxed fit and a soft feel.',
      'Van zo’n T-shirt heb je er nooit te veel: de {model} van {brand} heeft een relaxte pasvorm en voelt heerlijk zacht.',
      'Von so einem T-Shirt kann man nie genug haben: {model} von {brand} sitzt locker und fühlt sich herrlich weich an.',
      'On n’a jamais trop de t-shirts comme celui-ci : le {model} de {brand} offre une coupe décontractée et un toucher tout doux.',
    ),
    details: [
      text(
        'A crew neck and slightly dropped shoulders give it an easy look.',
        'Een ronde hals en licht verlaagde schouders geven hem een losse look.',
        'Rundhalsausschnitt und leicht überschnittene Schultern sorgen für einen lässigen Look.',
        'L’encolure ronde et les épaules légèrement tombantes lui donnent un style décontracté.',
      ),
      CLOTHING_DETAILS[2]!,
    ],
  },
};

export interface BrandDefinition {
  slug: string;
  name: string;
  segments: readonly Segment[];
  types: readonly TypeKey[];
  /** Multiplies the type's base price. */
  priceFactor: number;
  /** Shoes in half sizes (38, 38.5, 39, ...). */
  halfSizes: boolean;
  /** How this brand's shoes tend to fit; small or large fits get a size-table advice. */
  fit: 'regular' | 'small' | 'large';
  /** Whether the brand delivers size tables for its shoes. */
  sizeTables: boolean;
  /** Prefers vegan and textile materials. */
  vegan?: boolean;
}

const BOTH: readonly Segment[] = ['for-her', 'for-him'];
const HER: readonly Segment[] = ['for-her'];
const HIM: readonly Segment[] = ['for-him'];

/** Fictional brands; the slug is the brand page's path (`brands/{slug}`). */
export const BRANDS: readonly BrandDefinition[] = [
  {
    slug: 'amstel-rue',
    name: 'Amstel & Rue',
    segments: BOTH,
    types: [
      'sneaker',
      'loafer',
      'ankle-boot',
      'chelsea-boot',
      'lace-up',
      'handbag',
      'shoulder-bag',
      'messenger',
      'belt',
    ],
    priceFactor: 1,
    halfSizes: false,
    fit: 'regular',
    sizeTables: true,
  },
  {
    slug: 'bruxelle',
    name: 'Bruxelle',
    segments: HER,
    types: ['pump', 'ankle-boot', 'ballerina', 'loafer', 'handbag', 'shoulder-bag'],
    priceFactor: 1.15,
    halfSizes: false,
    fit: 'small',
    sizeTables: true,
  },
  {
    slug: 'noordkaap',
    name: 'Noordkaap',
    segments: BOTH,
    types: ['boot', 'ankle-boot', 'chelsea-boot', 'lace-up', 'jacket'],
    priceFactor: 1.2,
    halfSizes: false,
    fit: 'large',
    sizeTables: true,
  },
  {
    slug: 'maison-verre',
    name: 'Maison Verre',
    segments: HER,
    types: ['pump', 'ballerina', 'sandal', 'handbag', 'shoulder-bag', 'belt'],
    priceFactor: 1.45,
    halfSizes: true,
    fit: 'small',
    sizeTables: true,
  },
  {
    slug: 'kleinwalde',
    name: 'Kleinwalde',
    segments: BOTH,
    types: ['sandal', 'loafer', 'lace-up', 'sneaker', 'boot'],
    priceFactor: 1.05,
    halfSizes: true,
    fit: 'regular',
    sizeTables: true,
  },
  {
    slug: 'lindqvist',
    name: 'Lindqvist',
    segments: BOTH,
    types: ['sneaker', 'sweater', 'tshirt', 'backpack'],
    priceFactor: 1.1,
    halfSizes: false,
    fit: 'regular',
    sizeTables: true,
  },
  {
    slug: 'oak-ember',
    name: 'Oak & Ember',
    segments: HIM,
    types: ['lace-up', 'chelsea-boot', 'boot', 'loafer', 'belt', 'messenger'],
    priceFactor: 1.35,
    halfSizes: true,
    fit: 'regular',
    sizeTables: true,
  },
  {
    slug: 'polderwerk',
    name: 'Polderwerk',
    segments: BOTH,
    types: ['sneaker', 'sandal', 'backpack', 'socks'],
    priceFactor: 0.85,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
    vegan: true,
  },
  {
    slug: 'riviere',
    name: 'Rivière',
    segments: HER,
    types: ['sandal', 'ballerina', 'shopper', 'shoulder-bag', 'pump'],
    priceFactor: 1,
    halfSizes: false,
    fit: 'regular',
    sizeTables: true,
  },
  {
    slug: 'stadtwald',
    name: 'Stadtwald',
    segments: HIM,
    types: ['boot', 'chelsea-boot', 'sneaker', 'backpack', 'jacket'],
    priceFactor: 1.1,
    halfSizes: false,
    fit: 'large',
    sizeTables: true,
  },
  {
    slug: 'velours-co',
    name: 'Velours & Co',
    segments: HER,
    types: ['ankle-boot', 'boot', 'pump', 'loafer', 'belt'],
    priceFactor: 1.2,
    halfSizes: false,
    fit: 'small',
    sizeTables: true,
  },
  {
    slug: 'kade-twaalf',
    name: 'Kade Twaalf',
    segments: HIM,
    types: ['sneaker', 'tshirt', 'sweater', 'socks', 'backpack'],
    priceFactor: 0.9,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
  },
  {
    slug: 'atelier-lune',
    name: 'Atelier Lune',
    segments: HER,
    types: ['handbag', 'shopper', 'shoulder-bag', 'belt', 'sweater', 'jacket'],
    priceFactor: 1.3,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
  },
  {
    slug: 'hollow-pine',
    name: 'Hollow Pine',
    segments: BOTH,
    types: ['sneaker', 'sandal', 'socks'],
    priceFactor: 0.95,
    halfSizes: false,
    fit: 'regular',
    sizeTables: true,
    vegan: true,
  },
  {
    slug: 'tessel',
    name: 'Tessel',
    segments: BOTH,
    types: ['socks', 'sweater'],
    priceFactor: 0.9,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
  },
  {
    slug: 'brume',
    name: 'Brume',
    segments: HER,
    types: ['jacket', 'sweater', 'shopper'],
    priceFactor: 1.1,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
  },
  {
    slug: 'glanzwerk',
    name: 'Glanzwerk',
    segments: BOTH,
    types: ['shoe-cream', 'care-spray', 'suede-brush', 'sneaker-cleaner'],
    priceFactor: 1,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
  },
  {
    slug: 'montagne-douce',
    name: 'Montagne Douce',
    segments: BOTH,
    types: ['boot', 'ankle-boot', 'loafer', 'lace-up', 'chelsea-boot'],
    priceFactor: 1.25,
    halfSizes: true,
    fit: 'small',
    sizeTables: true,
  },
  {
    slug: 'cirerie-duval',
    name: 'Cirerie Duval',
    segments: BOTH,
    types: ['shoe-cream', 'care-spray', 'suede-brush'],
    priceFactor: 1.1,
    halfSizes: false,
    fit: 'regular',
    sizeTables: false,
  },
];

/**
 * How often each product type comes up per segment, as models per round of 100. Every combination appears at least
 * once per round, so a few hundred products hold every type in both segments.
 */
export const ASSORTMENT: readonly (readonly [Segment, TypeKey, number])[] = [
  ['for-her', 'sneaker', 9],
  ['for-her', 'boot', 4],
  ['for-her', 'ankle-boot', 6],
  ['for-her', 'pump', 4],
  ['for-her', 'loafer', 4],
  ['for-her', 'sandal', 4],
  ['for-her', 'ballerina', 3],
  ['for-her', 'handbag', 3],
  ['for-her', 'shoulder-bag', 3],
  ['for-her', 'shopper', 2],
  ['for-her', 'belt', 2],
  ['for-her', 'socks', 1],
  ['for-her', 'shoe-cream', 1],
  ['for-her', 'care-spray', 1],
  ['for-her', 'suede-brush', 1],
  ['for-her', 'sneaker-cleaner', 1],
  ['for-her', 'sweater', 2],
  ['for-her', 'jacket', 2],
  ['for-him', 'sneaker', 8],
  ['for-him', 'boot', 3],
  ['for-him', 'chelsea-boot', 4],
  ['for-him', 'lace-up', 4],
  ['for-him', 'loafer', 3],
  ['for-him', 'sandal', 2],
  ['for-him', 'backpack', 2],
  ['for-him', 'messenger', 2],
  ['for-him', 'belt', 2],
  ['for-him', 'socks', 1],
  ['for-him', 'shoe-cream', 1],
  ['for-him', 'care-spray', 1],
  ['for-him', 'suede-brush', 1],
  ['for-him', 'sneaker-cleaner', 1],
  ['for-him', 'sweater', 2],
  ['for-him', 'jacket', 1],
  ['for-him', 'tshirt', 2],
];

/** Level-1 categories: the segments, whose URL segments are the shop's translated women's and men's paths. */
export const SEGMENT_ROOTS: Record<Segment, { id: string; name: Localized; urlSegment: Localized; position: number }> =
  {
    'for-her': {
      id: 'women',
      name: text('Women', 'Dames', 'Damen', 'Femmes'),
      urlSegment: { ...TRANSLATED_PATHS.women },
      position: 1,
    },
    'for-him': {
      id: 'men',
      name: text('Men', 'Heren', 'Herren', 'Hommes'),
      urlSegment: { ...TRANSLATED_PATHS.men },
      position: 2,
    },
  };

export interface CategoryName {
  name: Localized;
  urlSegment: Localized;
}

/** Level-2 categories in menu order (the special `new` and `sale` ones frame the standard ones). */
export const FAMILY_CATEGORIES: Record<Family, CategoryName & { position: number }> = {
  shoes: {
    name: text('Shoes', 'Schoenen', 'Schuhe', 'Chaussures'),
    urlSegment: text('shoes', 'schoenen', 'schuhe', 'chaussures'),
    position: 2,
  },
  bags: {
    name: text('Bags', 'Tassen', 'Taschen', 'Sacs'),
    urlSegment: text('bags', 'tassen', 'taschen', 'sacs'),
    position: 3,
  },
  accessories: {
    name: text('Accessories', 'Accessoires', 'Accessoires', 'Accessoires'),
    urlSegment: text('accessories', 'accessoires', 'accessoires', 'accessoires'),
    position: 4,
  },
  clothing: {
    name: text('Clothing', 'Kleding', 'Bekleidung', 'Vêtements'),
    urlSegment: text('clothing', 'kleding', 'bekleidung', 'vetements'),
    position: 5,
  },
};

/**
 * The segment's special categories. The sale category's French path is `promotions`: in France "soldes" is reserved
 * for the legal sale periods, which is also why the spec sends the fr-FR search word to "promotion".
 */
export const SPECIAL_CATEGORIES: Record<'new' | 'sale', CategoryName & { position: number }> = {
  new: {
    name: text('New in', 'Nieuw', 'Neu', 'Nouveautés'),
    urlSegment: text('new-in', 'nieuw', 'neu', 'nouveautes'),
    position: 1,
  },
  sale: {
    name: text('Sale', 'Sale', 'Sale', 'Promotions'),
    urlSegment: text('sale', 'sale', 'sale', 'promotions'),
    position: 6,
  },
};

/** Level-3 categories by key, with their place under a family. */
export const CATEGORY_NAMES: Record<string, CategoryName> = {
  sneakers: {
    name: text('Sneakers', 'Sneakers', 'Sneaker', 'Baskets'),
    urlSegment: text('sneakers', 'sneakers', 'sneaker', 'baskets'),
  },
  boots: {
    name: text('Boots', 'Laarzen', 'Stiefel', 'Bottes'),
    urlSegment: text('boots', 'laarzen', 'stiefel', 'bottes'),
  },
  'ankle-boots': {
    name: text('Ankle boots', 'Enkellaarsjes', 'Stiefeletten', 'Bottines'),
    urlSegment: text('ankle-boots', 'enkellaarsjes', 'stiefeletten', 'bottines'),
  },
  'chelsea-boots': {
    name: text('Chelsea boots', 'Chelsea boots', 'Chelsea-Boots', 'Chelsea boots'),
    urlSegment: text('chelsea-boots', 'chelsea-boots', 'chelsea-boots', 'chelsea-boots'),
  },
  pumps: {
    name: text('Pumps', 'Pumps', 'Pumps', 'Escarpins'),
    urlSegment: text('pumps', 'pumps', 'pumps', 'escarpins'),
  },
  loafers: {
    name: text('Loafers', 'Loafers', 'Loafer', 'Mocassins'),
    urlSegment: text('loafers', 'loafers', 'loafer', 'mocassins'),
  },
  'lace-ups': {
    name: text('Lace-ups', 'Veterschoenen', 'Schnürschuhe', 'Chaussures à lacets'),
    urlSegment: text('lace-ups', 'veterschoenen', 'schnuerschuhe', 'chaussures-a-lacets'),
  },
  sandals: {
    name: text('Sandals', 'Sandalen', 'Sandalen', 'Sandales'),
    urlSegment: text('sandals', 'sandalen', 'sandalen', 'sandales'),
  },
  ballerinas: {
    name: text('Ballet flats', 'Ballerina’s', 'Ballerinas', 'Ballerines'),
    urlSegment: text('ballet-flats', 'ballerinas', 'ballerinas', 'ballerines'),
  },
  handbags: {
    name: text('Handbags', 'Handtassen', 'Handtaschen', 'Sacs à main'),
    urlSegment: text('handbags', 'handtassen', 'handtaschen', 'sacs-a-main'),
  },
  'shoulder-bags': {
    name: text('Shoulder bags', 'Schoudertassen', 'Schultertaschen', 'Sacs bandoulière'),
    urlSegment: text('shoulder-bags', 'schoudertassen', 'schultertaschen', 'sacs-bandouliere'),
  },
  shoppers: {
    name: text('Shoppers', 'Shoppers', 'Shopper', 'Cabas'),
    urlSegment: text('shoppers', 'shoppers', 'shopper', 'cabas'),
  },
  backpacks: {
    name: text('Backpacks', 'Rugzakken', 'Rucksäcke', 'Sacs à dos'),
    urlSegment: text('backpacks', 'rugzakken', 'rucksaecke', 'sacs-a-dos'),
  },
  'messenger-bags': {
    name: text('Messenger bags', 'Messengertassen', 'Umhängetaschen', 'Besaces'),
    urlSegment: text('messenger-bags', 'messengertassen', 'umhaengetaschen', 'besaces'),
  },
  belts: {
    name: text('Belts', 'Riemen', 'Gürtel', 'Ceintures'),
    urlSegment: text('belts', 'riemen', 'guertel', 'ceintures'),
  },
  socks: {
    name: text('Socks', 'Sokken', 'Socken', 'Chaussettes'),
    urlSegment: text('socks', 'sokken', 'socken', 'chaussettes'),
  },
  'shoe-care': {
    name: text('Shoe care', 'Schoenverzorging', 'Schuhpflege', 'Entretien des chaussures'),
    urlSegment: text('shoe-care', 'schoenverzorging', 'schuhpflege', 'entretien-chaussures'),
  },
  knitwear: {
    name: text('Knitwear', 'Truien & vesten', 'Strick', 'Mailles'),
    urlSegment: text('knitwear', 'truien-vesten', 'strick', 'mailles'),
  },
  jackets: {
    name: text('Jackets', 'Jassen', 'Jacken', 'Vestes & manteaux'),
    urlSegment: text('jackets', 'jassen', 'jacken', 'vestes-manteaux'),
  },
  't-shirts': {
    name: text('T-shirts', 'T-shirts', 'T-Shirts', 'T-shirts'),
    urlSegment: text('t-shirts', 't-shirts', 't-shirts', 't-shirts'),
  },
};

/** Model names; combined with the brand they make a model ("Nova by Amstel & Rue"). No dots: see descriptions. */
export const MODEL_NAMES: readonly string[] = [
  'Nova',
  'Lina',
  'Bram',
  'Faro',
  'Milo',
  'Isa',
  'Juno',
  'Otis',
  'Sven',
  'Tess',
  'Mara',
  'Nico',
  'Ruby',
  'Vera',
  'Lou',
  'Noor',
  'Cas',
  'Elin',
  'Fenna',
  'Hugo',
  'Ivo',
  'Jules',
  'Kai',
  'Lotte',
  'Mees',
  'Nola',
  'Olaf',
  'Pien',
  'Quinn',
  'Roos',
  'Sam',
  'Teun',
  'Ula',
  'Vik',
  'Wren',
  'Yara',
  'Zoë',
  'Ada',
  'Bo',
  'Cleo',
  'Daan',
  'Eva',
  'Finn',
  'Gijs',
  'Hanna',
  'Ilse',
  'Jip',
  'Liv',
  'Marit',
  'Nils',
  'Oona',
  'Pim',
  'Rafa',
  'Saar',
  'Tijn',
  'Uma',
  'Alba',
  'Brera',
  'Cassis',
  'Dune',
  'Etna',
  'Fjord',
  'Garonne',
  'Havel',
  'Iseo',
  'Jura',
  'Kiel',
  'Loire',
  'Meuse',
  'Nîmes',
  'Orta',
  'Pavia',
  'Rhône',
  'Sète',
  'Tarn',
  'Urk',
  'Vaals',
  'Wadden',
  'Zeeland',
  'Ardenne',
];

/** Care product lines get their own names. */
export const CARE_LINE_NAMES: readonly string[] = ['Protect', 'Classic', 'Renew', 'Shine', 'Pure', 'Atelier', 'Daily'];

export const MARKETING_LABELS = {
  onlineExclusive: text('Online exclusive', 'Online exclusive', 'Online exklusiv', 'Exclusivité web'),
  vegan: text('Vegan', 'Vegan', 'Vegan', 'Végan'),
  bestseller: text('Bestseller', 'Bestseller', 'Bestseller', 'Best-seller'),
  limited: text('Limited edition', 'Limited edition', 'Limitierte Edition', 'Édition limitée'),
  recycled: text('Recycled materials', 'Gerecyclede materialen', 'Recycelte Materialien', 'Matières recyclées'),
} as const;

const COUNTRIES_EXCEPT_FR: readonly CountryCode[] = ['NL', 'BE', 'DE', 'AT', 'LU', 'GB'];

/**
 * Sale campaigns, as sale labels per country (the index's `sac_{country}`). France gets its own wording: "soldes" is
 * reserved for the legal sale periods there.
 */
export const SALE_CAMPAIGNS: Record<'midSeason' | 'lastChance', Partial<Record<CountryCode, Localized>>> = {
  midSeason: {
    ...Object.fromEntries(
      COUNTRIES_EXCEPT_FR.map((country) => [
        country,
        text('Mid-season sale', 'Mid-season sale', 'Mid-Season-Sale', 'Soldes de mi-saison'),
      ]),
    ),
    FR: text('Special offer', 'Aanbieding', 'Sonderangebot', 'Offre spéciale'),
  },
  lastChance: Object.fromEntries(
    (['NL', 'BE', 'FR', 'DE', 'AT', 'LU', 'GB'] as const).map((country) => [
      country,
      text('Last chance', 'Laatste kans', 'Letzte Chance', 'Dernière chance'),
    ]),
  ),
};

export const DELIVERY_TIMES = {
  preOrder: text('2-3 weeks', '2-3 weken', '2-3 Wochen', '2-3 semaines'),
  restock: text('3-4 weeks', '3-4 weken', '3-4 Wochen', '3-4 semaines'),
} as const;

export const SIZE_ADVICE = {
  small: {
    half: text(
      'This model runs small: we advise half a size up.',
      'Dit model valt klein: we adviseren een halve maat groter.',
      'Dieses Modell fällt klein aus: Wir empfehlen eine halbe Größe größer.',
      'Ce modèle taille petit : nous vous conseillons de prendre une demi-pointure au-dessus.',
    ),
    whole: text(
      'This model runs small: we advise one size up.',
      'Dit model valt klein: we adviseren een maat groter.',
      'Dieses Modell fällt klein aus: Wir empfehlen eine Größe größer.',
      'Ce modèle taille petit : nous vous conseillons de prendre une pointure au-dessus.',
    ),
  },
  large: {
    half: text(
      'This model runs large: we advise half a size down.',
      'Dit model valt groot: we adviseren een halve maat kleiner.',
      'Dieses Modell fällt groß aus: Wir empfehlen eine halbe Größe kleiner.',
      'Ce modèle taille grand : nous vous conseillons de prendre une demi-pointure en dessous.',
    ),
    whole: text(
      'This model runs large: we advise one size down.',
      'Dit model valt groot: we adviseren een maat kleiner.',
      'Dieses Modell fällt groß aus: Wir empfehlen eine Größe kleiner.',
      'Ce modèle taille grand : nous vous conseillons de prendre une pointure en dessous.',
    ),
  },
} as const;

export const BRANDS_PAGE_LABEL = text('Brands', 'Merken', 'Marken', 'Marques');

/** Popular searches, offered as suggestions. */
export const SEARCH_TERMS: readonly Localized[] = [
  text('white sneakers', 'witte sneakers', 'weiße Sneaker', 'baskets blanches'),
  text('black ankle boots', 'zwarte enkellaarsjes', 'schwarze Stiefeletten', 'bottines noires'),
  text('chelsea boots', 'chelsea boots', 'Chelsea-Boots', 'chelsea boots'),
  text('loafers', 'loafers', 'Loafer', 'mocassins'),
  text('pumps', 'pumps', 'Pumps', 'escarpins'),
  text('sandals', 'sandalen', 'Sandalen', 'sandales'),
  text('leather bag', 'leren tas', 'Ledertasche', 'sac en cuir'),
  text('backpack', 'rugzak', 'Rucksack', 'sac à dos'),
  text('vegan shoes', 'vegan schoenen', 'vegane Schuhe', 'chaussures véganes'),
  text('shoe care', 'schoenverzorging', 'Schuhpflege', 'entretien chaussures'),
  text('waterproofing spray', 'impregneerspray', 'Imprägnierspray', 'spray imperméabilisant'),
  text('boots', 'laarzen', 'Stiefel', 'bottes'),
  text('men’s sneakers', 'herensneakers', 'Herrensneaker', 'baskets homme'),
  text('ballet flats', 'ballerina’s', 'Ballerinas', 'ballerines'),
  text('leather belt', 'leren riem', 'Ledergürtel', 'ceinture en cuir'),
  text('socks', 'sokken', 'Socken', 'chaussettes'),
  text('wool jumper', 'wollen trui', 'Wollpullover', 'pull en laine'),
  text('suede loafers', 'suède loafers', 'Wildleder-Loafer', 'mocassins en daim'),
  text('shoulder bag', 'schoudertas', 'Schultertasche', 'sac bandoulière'),
  text('lace-up shoes', 'veterschoenen', 'Schnürschuhe', 'chaussures à lacets'),
];

export interface StoreLocation {
  code: string;
  name: string;
  kind: 'dc' | 'store';
}

/** The distribution centre (web-shop stock) and the shop's own stores. */
export const STOCK_LOCATIONS: readonly StoreLocation[] = [
  { code: 'stockdc', name: 'Distributiecentrum Waalwijk', kind: 'dc' },
  { code: 'store-amsterdam', name: 'Amsterdam Kalverstraat', kind: 'store' },
  { code: 'store-utrecht', name: 'Utrecht Oudegracht', kind: 'store' },
  { code: 'store-rotterdam', name: 'Rotterdam Lijnbaan', kind: 'store' },
  { code: 'store-antwerpen', name: 'Antwerpen Meir', kind: 'store' },
  { code: 'store-gent', name: 'Gent Veldstraat', kind: 'store' },
  { code: 'store-bruxelles', name: 'Bruxelles Rue Neuve', kind: 'store' },
  { code: 'store-lille', name: 'Lille Rue de Béthune', kind: 'store' },
  { code: 'store-koeln', name: 'Köln Schildergasse', kind: 'store' },
  { code: 'store-wien', name: 'Wien Mariahilfer Straße', kind: 'store' },
  { code: 'store-luxembourg', name: 'Luxembourg Grand-Rue', kind: 'store' },
];

/**
 * Stores opened after the first ten, a second one in two cities. Their stock comes from a random stream of its own
 * (`addedStoreStock`), so adding them left every other product, price and stock row of the world as it was.
 */
export const ADDED_STORE_LOCATIONS: readonly StoreLocation[] = [
  { code: 'store-amsterdam-zuid', name: 'Amsterdam Beethovenstraat', kind: 'store' },
  { code: 'store-rotterdam-zuidplein', name: 'Rotterdam Zuidplein', kind: 'store' },
];
