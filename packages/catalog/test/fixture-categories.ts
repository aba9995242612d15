import type { CategoryImport, Localized } from '../src/import';
import type { Segment } from '../src/model';
import { text } from './fixture-text';

function category(
  id: string,
  parentId: string | null,
  segment: Segment,
  position: number,
  name: Localized,
  urlSegment: Localized,
  kind: CategoryImport['kind'] = 'standard',
): CategoryImport {
  return { id, parentId, segment, kind, position, name, urlSegment };
}

/** The hand-made catalogue's categories: two segments, shoes with sneakers, boots and pumps, accessories, sale, new. */
export const categories: CategoryImport[] = [
  // Children before parents on purpose: the tree is built whatever the order.
  category(
    'her-sneakers',
    'her-shoes',
    'for-her',
    1,
    text('Sneakers', 'Sneakers', 'Sneaker', 'Baskets'),
    text('sneakers', 'sneakers', 'sneaker', 'baskets'),
  ),
  category(
    'her-boots',
    'her-shoes',
    'for-her',
    2,
    text('Boots', 'Laarzen', 'Stiefel', 'Bottes'),
    text('boots', 'laarzen', 'stiefel', 'bottes'),
  ),
  category(
    'her-pumps',
    'her-shoes',
    'for-her',
    3,
    text('Pumps', 'Pumps', 'Pumps', 'Escarpins'),
    text('pumps', 'pumps', 'pumps', 'escarpins'),
  ),
  category(
    'her',
    null,
    'for-her',
    1,
    text('Women', 'Dames', 'Damen', 'Femmes'),
    text('women', 'dames', 'damen', 'femmes'),
  ),
  category(
    'her-shoes',
    'her',
    'for-her',
    1,
    text('Shoes', 'Schoenen', 'Schuhe', 'Chaussures'),
    text('shoes', 'schoenen', 'schuhe', 'chaussures'),
  ),
  category(
    'her-accessories',
    'her',
    'for-her',
    2,
    text('Accessories', 'Accessoires', 'Accessoires', 'Accessoires'),
    text('accessories', 'accessoires', 'accessoires', 'accessoires'),
  ),
  category(
    'her-sale',
    'her',
    'for-her',
    8,
    text('Sale', 'Sale', 'Sale', 'Soldes'),
    text('sale', 'sale', 'sale', 'soldes'),
    'sale',
  ),
  category(
    'her-new',
    'her',
    'for-her',
    9,
    text('New', 'Nieuw', 'Neu', 'Nouveautés'),
    text('new', 'nieuw', 'neu', 'nouveautes'),
    'new',
  ),
  category(
    'him',
    null,
    'for-him',
    2,
    text('Men', 'Heren', 'Herren', 'Hommes'),
    text('men', 'heren', 'herren', 'hommes'),
  ),
  category(
    'him-shoes',
    'him',
    'for-him',
    1,
    text('Shoes', 'Schoenen', 'Schuhe', 'Chaussures'),
    text('shoes', 'schoenen', 'schuhe', 'chaussures'),
  ),
  category(
    'him-sneakers',
    'him-shoes',
    'for-him',
    1,
    text('Sneakers', 'Sneakers', 'Sneaker', 'Baskets'),
    text('sneakers', 'sneakers', 'sneaker', 'baskets'),
  ),
  category(
    'him-boots',
    'him-shoes',
    'for-him',
    2,
    text('Boots', 'Laarzen', 'Stiefel', 'Bottes'),
    text('boots', 'laarzen', 'stiefel', 'bottes'),
  ),
  category(
    'him-sale',
    'him',
    'for-him',
    8,
    text('Sale', 'Actie', 'Sale', 'Promotion'),
    text('sale', 'actie', 'sale', 'promotion'),
    'sale',
  ),
];
