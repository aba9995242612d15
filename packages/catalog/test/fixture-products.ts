import type { Localized, ProductImport, VariantImport } from '../src/import';
import type { Segment } from '../src/model';
import { text } from './fixture-text';

/** The hand-made catalogue's fourteen products, four brands, with texts in four languages. */
const colors = {
  white: { color: text('White', 'Wit', 'Weiß', 'Blanc'), colorHex: '#ffffff' },
  black: { color: text('Black', 'Zwart', 'Schwarz', 'Noir'), colorHex: '#1c1b19' },
  brown: { color: text('Brown', 'Bruin', 'Braun', 'Marron'), colorHex: '#6b4a2b' },
  red: { color: text('Red', 'Rood', 'Rot', 'Rouge'), colorHex: '#b3261e' },
} as const;

function variants(sku: string, sizes: string[], deliveryTime: Localized | null = null): VariantImport[] {
  return sizes.map((size, index) => ({
    id: `v-${sku}-${size}`,
    sku: `${sku}.${size}`,
    legacySku: `${sku.replace('.', 'x')}x${size}`,
    size,
    position: index + 1,
    deliveryTime,
  }));
}

interface ProductSpec {
  sku: string;
  brandSlug: string;
  segment: Segment;
  name: Localized;
  color: keyof typeof colors;
  categoryIds: string[];
  eur: [price: number, regular: number];
  gbp: [price: number, regular: number];
  popularity: number;
  releaseDate: string;
  sizes: string[];
  isNew?: boolean;
  deliveryTime?: Localized;
  saleLabels?: ProductImport['saleLabels'];
  relations?: ProductImport['relations'];
}

function product(spec: ProductSpec): ProductImport {
  const [model] = spec.sku.split('.');
  const slug = spec.name.en.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `p-${spec.sku}`,
    sku: spec.sku,
    parentSku: spec.sku,
    parentId: `parent-${spec.sku}`,
    modelCode: `M${model}`,
    segment: spec.segment,
    brandSlug: spec.brandSlug,
    name: spec.name,
    description: text(
      `${spec.name.en}. Made to last!`,
      `${spec.name.nl}. Gemaakt om lang mee te gaan!`,
      `${spec.name.de}. Gemacht für lange Zeit!`,
      `${spec.name.fr}. Fait pour durer !`,
    ),
    ...colors[spec.color],
    releaseDate: spec.releaseDate,
    comingSoonDate: null,
    isNew: spec.isNew ?? false,
    isOneSize: spec.sizes.length === 1 && spec.sizes[0] === 'One size',
    images: [`${spec.sku}-1`, `${spec.sku}-2`],
    hoverImage: `${spec.sku}-2`,
    video: null,
    marketingLabel: null,
    saleLabels: spec.saleLabels ?? {},
    urlKey: text(`${slug}-${spec.sku}`, `nl-${slug}-${spec.sku}`, `de-${slug}-${spec.sku}`, `fr-${slug}-${spec.sku}`),
    prices: {
      EUR: { price: spec.eur[0], regular: spec.eur[1] },
      GBP: { price: spec.gbp[0], regular: spec.gbp[1] },
    },
    priceUpdatedAt: '2025-05-01T08:00:00.000Z',
    popularity: spec.popularity,
    variants: variants(spec.sku, spec.sizes, spec.deliveryTime),
    relations: spec.relations ?? [],
    categoryIds: spec.categoryIds,
    sizeTableId: spec.sizes.includes('One size') ? null : 'shoes-eu',
  };
}

const womensSizes = ['37', '38', '39', '40'];
const mensSizes = ['42', '43', '44', '45'];

export const products: ProductImport[] = [
  product({
    sku: '10001.101',
    brandSlug: 'amstel-rue',
    segment: 'for-her',
    name: text('City Sneaker', 'City sneaker', 'City Sneaker', 'Basket City'),
    color: 'white',
    categoryIds: ['her-sneakers'],
    eur: [8995, 8995],
    gbp: [7995, 7995],
    popularity: 90,
    releaseDate: '2025-03-01',
    sizes: womensSizes,
    relations: [
      { sku: '10001.102', type: 'color_relation' },
      { sku: '10010.110', type: 'maintenance' },
    ],
  }),
  product({
    sku: '10001.102',
    brandSlug: 'amstel-rue',
    segment: 'for-her',
    name: text('City Sneaker', 'City sneaker', 'City Sneaker', 'Basket City'),
    color: 'black',
    categoryIds: ['her-sneakers', 'her-sale'],
    eur: [6995, 8995],
    gbp: [5995, 7995],
    popularity: 70,
    releaseDate: '2025-03-01',
    sizes: womensSizes,
    saleLabels: {
      NL: text('Extra 10%', 'Extra 10%', 'Extra 10%', 'Extra 10%'),
      DE: text('Deal', 'Deal', 'Angebot', 'Offre'),
    },
    relations: [{ sku: '10001.101', type: 'color_relation' }],
  }),
  product({
    sku: '10002.201',
    brandSlug: 'nordpeak',
    segment: 'for-her',
    name: text('Leather ankle boots', 'Leren enkellaarsjes', 'Leder Stiefeletten', 'Bottines en cuir'),
    color: 'brown',
    categoryIds: ['her-boots'],
    eur: [12995, 12995],
    gbp: [10995, 10995],
    popularity: 80,
    releaseDate: '2025-01-15',
    sizes: womensSizes,
  }),
  product({
    sku: '10003.301',
    brandSlug: 'nordpeak',
    segment: 'for-her',
    name: text('Chelsea boots', 'Chelsea laarzen', 'Chelsea Stiefel', 'Bottes Chelsea'),
    color: 'black',
    categoryIds: ['her-boots', 'her-sale'],
    eur: [9995, 14995],
    gbp: [8995, 12995],
    popularity: 60,
    releaseDate: '2024-11-01',
    sizes: womensSizes,
  }),
  product({
    sku: '10004.401',
    brandSlug: 'veloria',
    segment: 'for-her',
    name: text('Suede pumps', 'Suède pumps', 'Wildleder Pumps', 'Escarpins en daim'),
    color: 'red',
    categoryIds: ['her-pumps', 'her-new'],
    eur: [11995, 11995],
    gbp: [9995, 9995],
    popularity: 50,
    releaseDate: '2025-05-10',
    sizes: womensSizes,
    isNew: true,
  }),
  product({
    sku: '10005.501',
    brandSlug: 'kraftwerk',
    segment: 'for-him',
    name: text('Running sneaker', 'Hardloopsneaker', 'Laufschuh Sneaker', 'Basket de course'),
    color: 'white',
    categoryIds: ['him-sneakers'],
    eur: [10995, 10995],
    gbp: [8995, 8995],
    popularity: 85,
    releaseDate: '2025-02-01',
    sizes: mensSizes,
  }),
  product({
    sku: '10006.601',
    brandSlug: 'amstel-rue',
    segment: 'for-him',
    name: text('High top sneakers', 'Hoge sneakers', 'Hohe Sneaker', 'Baskets montantes'),
    color: 'black',
    categoryIds: ['him-sneakers', 'him-sale'],
    eur: [7495, 9995],
    gbp: [6495, 8495],
    popularity: 75,
    releaseDate: '2024-09-01',
    sizes: mensSizes,
  }),
  product({
    sku: '10007.701',
    brandSlug: 'nordpeak',
    segment: 'for-him',
    name: text('Winter boots', 'Winterlaarzen', 'Winterstiefel', "Bottes d'hiver"),
    color: 'brown',
    categoryIds: ['him-boots'],
    eur: [15995, 15995],
    gbp: [13995, 13995],
    popularity: 65,
    releaseDate: '2024-10-01',
    sizes: mensSizes,
  }),
  product({
    sku: '10008.801',
    brandSlug: 'veloria',
    segment: 'for-her',
    name: text('Éclair loafers', 'Éclair loafers', 'Éclair Loafer', 'Mocassins Éclair'),
    color: 'black',
    categoryIds: ['her-pumps'],
    eur: [9995, 9995],
    gbp: [8495, 8495],
    popularity: 40,
    releaseDate: '2025-04-01',
    sizes: womensSizes,
    isNew: true,
  }),
  product({
    sku: '10009.901',
    brandSlug: 'kraftwerk',
    segment: 'for-him',
    name: text('Zip boots', 'Rits laarzen', 'Reißverschluss Stiefel', 'Bottes zippées'),
    color: 'black',
    categoryIds: ['him-boots'],
    eur: [13995, 13995],
    gbp: [11995, 11995],
    popularity: 30,
    releaseDate: '2025-04-15',
    sizes: mensSizes,
    deliveryTime: text('2-3 weeks', '2-3 weken', '2-3 Wochen', '2-3 semaines'),
  }),
  product({
    sku: '10010.110',
    brandSlug: 'nordpeak',
    segment: 'for-her',
    name: text('Shoe care spray', 'Schoenverzorgingsspray', 'Schuhpflegespray', "Spray d'entretien"),
    color: 'white',
    categoryIds: ['her-accessories'],
    eur: [1495, 1495],
    gbp: [1295, 1295],
    popularity: 20,
    releaseDate: '2024-06-01',
    sizes: ['One size'],
  }),
  product({
    sku: '10011.111',
    brandSlug: 'amstel-rue',
    segment: 'for-her',
    name: text('Canvas sneaker', 'Canvas sneaker', 'Canvas Sneaker', 'Basket en toile'),
    color: 'red',
    categoryIds: ['her-sneakers', 'her-new'],
    eur: [5995, 5995],
    gbp: [4995, 4995],
    popularity: 55,
    releaseDate: '2025-05-20',
    sizes: womensSizes,
    isNew: true,
  }),
  product({
    sku: '10012.121',
    brandSlug: 'veloria',
    segment: 'for-her',
    name: text('Ankle strap pumps', 'Pumps met enkelbandje', 'Pumps mit Knöchelriemen', 'Escarpins à bride'),
    color: 'black',
    categoryIds: ['her-pumps', 'her-sale'],
    eur: [7995, 9995],
    gbp: [6995, 8995],
    popularity: 45,
    releaseDate: '2024-12-01',
    sizes: womensSizes,
  }),
  product({
    sku: '10013.131',
    brandSlug: 'kraftwerk',
    segment: 'for-him',
    name: text('Ankle boots', 'Enkellaarzen', 'Stiefeletten', 'Bottines'),
    color: 'black',
    categoryIds: ['him-boots', 'him-sale'],
    eur: [11995, 13995],
    gbp: [9995, 11995],
    popularity: 35,
    releaseDate: '2024-08-01',
    sizes: mensSizes,
  }),
];
