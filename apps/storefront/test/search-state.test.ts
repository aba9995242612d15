import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../src/lib/search-params';
import {
  hasFilters,
  MAX_PAGES,
  PAGE_SIZE,
  parseListingSearch,
  productSearchInput,
  toggled,
  withChanges,
} from '../src/listing/search-state';

const parse = (query: string) => parseListingSearch(parseSearch(query));

describe('the listing state in the URL', () => {
  it('reads filters, sort and page from plain keys, a repeated key for a list', () => {
    expect(parse('?brand=noordkaap&size=38&size=39&color=black&sale=1&new=true&sort=price-asc&page=3')).toEqual({
      brand: ['noordkaap'],
      size: ['38', '39'],
      color: ['black'],
      sale: true,
      new: true,
      sort: 'price-asc',
      page: 3,
    });
    expect(parse('?q=sneaker&category=c-1&minPrice=50&maxPrice=120')).toEqual({
      q: 'sneaker',
      category: 'c-1',
      minPrice: 50,
      maxPrice: 120,
    });
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(parse('?sort=cheapest&page=0&minPrice=-5&maxPrice=abc&sale=yes&q=')).toEqual({});
    expect(parse(`?page=${MAX_PAGES + 1}`)).toEqual({});
    expect(parse('?page=2.5')).toEqual({});
  });

  it('takes control characters out of what it reads (the gateway would refuse them and fail the page)', () => {
    expect(parseSearch('?q=%00sneaker%0A&brand=a%00&brand=b')).toEqual({ q: 'sneaker', brand: ['a', 'b'] });
    expect(parse('?q=%00')).toEqual({});
    expect(parse('?q=%E0%A4%A')).toEqual({ q: '\uFFFD%A' });
  });

  it('writes the state back as the same plain keys, leaving out what is not set', () => {
    const search = parse('?brand=a&brand=b&sale=1&page=2');
    expect(stringifySearch(search)).toBe('?brand=a&brand=b&sale=1&page=2');
    expect(stringifySearch({ brand: [], sale: undefined, q: '' })).toBe('');
    expect(parse(stringifySearch(search))).toEqual(search);
  });

  it('starts again at page 1 when a filter or the sort changes, and keeps URLs short', () => {
    const search = parse('?brand=a&page=3&sort=new');
    expect(withChanges(search, { size: ['38'] })).toEqual({ brand: ['a'], sort: 'new', size: ['38'] });
    expect(withChanges(search, { sort: 'recommended' })).toEqual({ brand: ['a'] });
    expect(withChanges(search, { brand: [] })).toEqual({ sort: 'new' });
  });

  it('switches one value of a list filter', () => {
    expect(toggled(['38'], '39', true)).toEqual(['38', '39']);
    expect(toggled(['38', '39'], '38', false)).toEqual(['39']);
    expect(toggled(undefined, '38', true)).toEqual(['38']);
  });

  it('knows whether any filter is set', () => {
    expect(hasFilters(parse('?sort=new&page=2&q=boot'))).toBe(false);
    expect(hasFilters(parse('?new=1'))).toBe(true);
  });
});

describe("the gateway's search input", () => {
  it("narrows the page's category or brand by the URL's filters, prices in minor units", () => {
    const input = productSearchInput(
      parse('?brand=b&size=38&minPrice=50&maxPrice=99&sale=1&new=1&sort=name-desc'),
      {
        brand: 'a',
        categoryId: 'c-shoes',
      },
      2,
    );
    expect(input).toEqual({
      filters: {
        categoryId: 'c-shoes',
        brands: ['a', 'b'],
        sizes: ['38'],
        priceMin: 5000,
        priceMax: 9900,
        sale: true,
        isNew: true,
      },
      sort: 'NAME_DESC',
      page: 2,
      pageSize: PAGE_SIZE,
    });
  });

  it('prefers the category facet over the page category, and searches the text', () => {
    expect(productSearchInput(parse('?category=c-sneakers&q=court'), { categoryId: 'c-shoes' }, 1)).toEqual({
      text: 'court',
      filters: { categoryId: 'c-sneakers' },
      sort: 'RECOMMENDED',
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  it('maps the seven sorts of spec §9', () => {
    const sorts = ['recommended', 'new', 'sale', 'name-asc', 'name-desc', 'price-asc', 'price-desc'].map(
      (sort) => productSearchInput(parse(`?sort=${sort}`), {}, 1).sort,
    );
    expect(sorts).toEqual(['RECOMMENDED', 'NEW', 'SALE', 'NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC']);
  });
});
