import {
  applyListingChange,
  readListingState,
  toProductListParams,
  writeListingState,
  type ListingDefaults,
} from './listing-query';

const defaults: ListingDefaults = { limit: 20, sort: 'newest' };
const read = (query: string) => readListingState(new URLSearchParams(query), { defaults });
const write = (query: string, change: Parameters<typeof applyListingChange>[1]) =>
  writeListingState(applyListingChange(read(query), change), { defaults }, new URLSearchParams(query)).toString();

describe('listing query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 20,
      sort: 'newest',
      search: '',
      category: '',
      minPrice: null,
      maxPrice: null,
      featured: false,
      onSale: false,
    });
  });

  it('reads every parameter', () => {
    expect(
      read('page=3&limit=40&sort=price_asc&search=sofa&category=living-room&minPrice=10000&maxPrice=50000&featured=true&onSale=true'),
    ).toEqual({
      page: 3,
      limit: 40,
      sort: 'price_asc',
      search: 'sofa',
      category: 'living-room',
      minPrice: 10000,
      maxPrice: 50000,
      featured: true,
      onSale: true,
    });
  });

  it('falls back to the defaults for values it cannot use', () => {
    expect(read('page=0&limit=abc&sort=cheapest&minPrice=-5&featured=yes')).toMatchObject({
      page: 1,
      limit: 20,
      sort: 'newest',
      minPrice: null,
      featured: false,
    });
  });

  it('leaves defaults out when writing: page only above 1, sort only when not the default', () => {
    expect(write('', { page: 1 })).toBe('');
    expect(write('', { sort: 'newest' })).toBe('');
    expect(write('', { page: 2 })).toBe('page=2');
    expect(write('', { sort: 'price_desc' })).toBe('sort=price_desc');
    expect(write('', { featured: false, onSale: false, search: '' })).toBe('');
  });

  it('sends the shopper back to page 1 when a filter, the sort or the search changes', () => {
    expect(write('page=4&sort=price_asc', { category: 'bedroom' })).toBe('category=bedroom&sort=price_asc');
    expect(write('page=4', { sort: 'name_asc' })).toBe('sort=name_asc');
    expect(write('page=4&search=bed', { search: 'sofa' })).toBe('search=sofa');
    expect(write('page=4', { minPrice: 10000, maxPrice: 50000 })).toBe('minPrice=10000&maxPrice=50000');
    expect(write('page=4', { onSale: true })).toBe('onSale=true');
  });

  it('keeps the other filters when only the page changes', () => {
    expect(write('category=bedroom&onSale=true&page=2', { page: 3 })).toBe('category=bedroom&onSale=true&page=3');
  });

  it('keeps query keys the listing does not own', () => {
    expect(write('ref=newsletter&page=2', { sort: 'price_asc' })).toBe('ref=newsletter&sort=price_asc');
  });

  it('turns the state into API parameters without empty filters', () => {
    expect(toProductListParams(read('category=office&onSale=true'))).toEqual({
      page: 1,
      limit: 20,
      sort: 'newest',
      search: undefined,
      category: 'office',
      minPrice: undefined,
      maxPrice: undefined,
      featured: undefined,
      onSale: true,
    });
  });
});
