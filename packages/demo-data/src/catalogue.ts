import { integerBetween, pick, seededRandom } from './random';

type Localized = { en: string; nl: string; de: string; fr: string };

export interface DemoProduct {
  sku: string;
  brand: string;
  name: Localized;
  urlKey: Localized;
  /** Minor units per currency. */
  prices: { EUR: { price: number; regular: number }; GBP: { price: number; regular: number } };
  /** Days before "now" the product was added: orders "newest first". */
  ageInDays: number;
}

export interface DemoStockLocation {
  code: string;
  name: string;
  kind: 'dc' | 'store';
}

export interface DemoStock {
  sku: string;
  locationCode: string;
  qty: number;
}

export interface DemoWorld {
  products: DemoProduct[];
  locations: DemoStockLocation[];
  stock: DemoStock[];
}

const BRANDS = [
  'Amstel & Rue',
  'Bruxelle',
  'Noordkaap',
  'Maison Verre',
  'Kleinwalde',
  'Lindqvist',
  'Oak & Ember',
  'Polderwerk',
] as const;

const TYPES: readonly { key: string; name: Localized; basePrice: number }[] = [
  { key: 'sneaker', name: { en: 'Sneaker', nl: 'Sneaker', de: 'Sneaker', fr: 'Basket' }, basePrice: 8995 },
  { key: 'boot', name: { en: 'Boot', nl: 'Laars', de: 'Stiefel', fr: 'Botte' }, basePrice: 15995 },
  {
    key: 'ankle-boot',
    name: { en: 'Ankle boot', nl: 'Enkellaars', de: 'Stiefelette', fr: 'Bottine' },
    basePrice: 12995,
  },
  { key: 'loafer', name: { en: 'Loafer', nl: 'Loafer', de: 'Loafer', fr: 'Mocassin' }, basePrice: 10995 },
  { key: 'sandal', name: { en: 'Sandal', nl: 'Sandaal', de: 'Sandale', fr: 'Sandale' }, basePrice: 6995 },
  { key: 'pump', name: { en: 'Pump', nl: 'Pump', de: 'Pumps', fr: 'Escarpin' }, basePrice: 9995 },
];

const COLOURS: readonly { key: string; name: Localized }[] = [
  { key: 'black', name: { en: 'black', nl: 'zwart', de: 'schwarz', fr: 'noir' } },
  { key: 'white', name: { en: 'white', nl: 'wit', de: 'weiß', fr: 'blanc' } },
  { key: 'cognac', name: { en: 'cognac', nl: 'cognac', de: 'cognac', fr: 'cognac' } },
  { key: 'navy', name: { en: 'navy', nl: 'donkerblauw', de: 'marineblau', fr: 'bleu marine' } },
  { key: 'taupe', name: { en: 'taupe', nl: 'taupe', de: 'taupe', fr: 'taupe' } },
];

const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const localize = (build: (language: (typeof LANGUAGES)[number]) => string): Localized => ({
  en: build('en'),
  nl: build('nl'),
  de: build('de'),
  fr: build('fr'),
});

/** Pounds are priced a little under euros, rounded to .95 / .00 price points as a shop would. */
const toPencePricePoint = (cents: number) => Math.round((cents * 0.86) / 500) * 500 - 5;

/**
 * Generates the demo world. Deterministic for a seed: SKUs in the legacy form digits.digits (model.colour),
 * localized names and URL keys, EUR and GBP prices with some on sale, stock at the distribution centre and two stores
 * with sold-out, last-item and few-left cases.
 */
export function generateDemoWorld({ seed = 20261123, productCount = 24 } = {}): DemoWorld {
  const random = seededRandom(seed);
  const locations: DemoStockLocation[] = [
    { code: 'stockdc', name: 'Distributiecentrum', kind: 'dc' },
    { code: 'store-amsterdam', name: 'Amsterdam Kalverstraat', kind: 'store' },
    { code: 'store-antwerpen', name: 'Antwerpen Meir', kind: 'store' },
  ];
  const products: DemoProduct[] = [];
  const stock: DemoStock[] = [];

  for (let index = 0; index < productCount; index++) {
    const type = pick(random, TYPES);
    const colour = pick(random, COLOURS);
    const brand = pick(random, BRANDS);
    const model = 20000 + index * 7 + integerBetween(random, 0, 6);
    const sku = `${model}.${100 + COLOURS.indexOf(colour)}`;
    const regular = type.basePrice + integerBetween(random, -2, 4) * 1000;
    const onSale = random() < 0.3;
    const price = onSale ? Math.round((regular * (100 - pick(random, [20, 30, 40]))) / 100 / 100) * 100 - 5 : regular;
    const name = localize((language) => `${brand} ${type.name[language]} ${colour.name[language]}`);
    products.push({
      sku,
      brand,
      name,
      urlKey: localize((language) => `${slug(name[language])}-${sku.replace('.', '-')}`),
      prices: {
        EUR: { price, regular },
        GBP: { price: toPencePricePoint(price), regular: toPencePricePoint(regular) },
      },
      ageInDays: index,
    });
    // Stock: mostly plenty, some sold out (0), last item (1) or few left (2-4) at the distribution centre.
    const dcQty = pick(random, [0, 1, 3, 12, 25, 40, 60]);
    stock.push({ sku, locationCode: 'stockdc', qty: dcQty });
    for (const location of locations.filter((candidate) => candidate.kind === 'store')) {
      stock.push({ sku, locationCode: location.code, qty: integerBetween(random, 0, 6) });
    }
  }
  return { products, locations, stock };
}
