import { toSearchQueryParams } from './api/search-products';
import {
  applySearchChange,
  CLEARED_SEARCH_FILTERS,
  DEFAULT_SEARCH_STATE,
  freshSearchQuery,
  hasActiveSearchFilters,
  readSearchState,
  toSearchParams,
  writeSearchState,
  type SearchChange,
} from './search-query';

const read = (query: string) => readSearchState(new URLSearchParams(query));
const write = (query: string, change: SearchChange) =>
  writeSearchState(applySearchChange(read(query), change), new URLSearchParams(query)).toString();

const EVERY_PARAMETER =
  'q=leather+sofa&categories=living-room%2Cliving-room-sofas&materials=Leather%2CVelvet&colors=Grey&brands=Samani+Home' +
  '&minPrice=10000&maxPrice=90000&freeDelivery=true&expressDelivery=true&assemblyRequired=false&inStock=true&onSale=true' +
  '&sort=price_asc&view=list&limit=40&page=3';

describe('search query string', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual(DEFAULT_SEARCH_STATE);
    expect(DEFAULT_SEARCH_STATE).toMatchObject({ q: '', page: 1, limit: 20, sort: 'relevance', view: 'grid' });
  });

  it('reads every parameter', () => {
    expect(read(EVERY_PARAMETER)).toEqual({
      q: 'leather sofa',
      page: 3,
      limit: 40,
      sort: 'price_asc',
      categories: ['living-room', 'living-room-sofas'],
      materials: ['Leather', 'Velvet'],
      colors: ['Grey'],
      brands: ['Samani Home'],
      minPrice: 10000,
      maxPrice: 90000,
      freeDelivery: true,
      expressDelivery: true,
      assemblyRequired: false,
      inStock: true,
      onSale: true,
      view: 'list',
    });
  });

  it('writes back exactly what it read (round trip), in a stable order', () => {
    expect(writeSearchState(read(EVERY_PARAMETER)).toString()).toBe(EVERY_PARAMETER);
    const state = read(EVERY_PARAMETER);
    expect(read(writeSearchState(state).toString())).toEqual(state);
  });

  it('leaves defaults out: page only above 1, sort only when not relevance, view only when list', () => {
    expect(writeSearchState(DEFAULT_SEARCH_STATE).toString()).toBe('');
    expect(write('q=sofa', { page: 1 })).toBe('q=sofa');
    expect(write('q=sofa', { page: 2 })).toBe('q=sofa&page=2');
    expect(write('q=sofa&sort=rating', { sort: 'relevance' })).toBe('q=sofa');
    expect(write('q=sofa&view=list', { view: 'grid' })).toBe('q=sofa');
    expect(write('q=sofa', { materials: [], onSale: false, assemblyRequired: null })).toBe('q=sofa');
  });

  it('accepts the second variant sort names and falls back for values it cannot use', () => {
    expect(read('sort=price-low').sort).toBe('price_asc');
    expect(read('sort=price-high').sort).toBe('price_desc');
    expect(read('q=%20%20sofa%20&page=0&limit=500&sort=cheapest&minPrice=-5&onSale=yes&view=table')).toMatchObject({
      q: 'sofa',
      page: 1,
      limit: 20,
      sort: 'relevance',
      minPrice: null,
      onSale: false,
      view: 'grid',
    });
  });

  it('reads lists without blanks or repeats, and folds a single category into the list', () => {
    expect(read('materials=Leather,,Leather,%20Oak%20').materials).toEqual(['Leather', 'Oak']);
    expect(read('category=bedroom&categories=office').categories).toEqual(['office', 'bedroom']);
    expect(write('category=bedroom', { onSale: true })).toBe('categories=bedroom&onSale=true');
    expect(read('assemblyRequired=true').assemblyRequired).toBe(true);
    expect(read('assemblyRequired=maybe').assemblyRequired).toBeNull();
  });

  it('sends the shopper back to page 1 when the search, a filter or the sort changes', () => {
    expect(write('q=sofa&page=3', { q: 'bed' })).toBe('q=bed');
    expect(write('q=sofa&page=3', { materials: ['Leather'] })).toBe('q=sofa&materials=Leather');
    expect(write('q=sofa&page=3', { minPrice: 5000, maxPrice: 20000 })).toBe('q=sofa&minPrice=5000&maxPrice=20000');
    expect(write('q=sofa&page=3', { sort: 'price_desc' })).toBe('q=sofa&sort=price_desc');
    expect(write('q=sofa&page=3', { assemblyRequired: false })).toBe('q=sofa&assemblyRequired=false');
  });

  it('keeps the page when only the page or the view changes', () => {
    expect(write('q=sofa&onSale=true&page=2', { page: 3 })).toBe('q=sofa&onSale=true&page=3');
    expect(write('q=sofa&page=2', { view: 'list' })).toBe('q=sofa&view=list&page=2');
  });

  it('clears the filters but keeps the search, sort and view', () => {
    const state = read(EVERY_PARAMETER);
    expect(hasActiveSearchFilters(state)).toBe(true);
    const cleared = applySearchChange(state, CLEARED_SEARCH_FILTERS);
    expect(hasActiveSearchFilters(cleared)).toBe(false);
    expect(writeSearchState(cleared).toString()).toBe('q=leather+sofa&sort=price_asc&view=list&limit=40');
  });

  it('keeps query keys the page does not own', () => {
    expect(write('utm_source=newsletter&q=sofa&page=2', { sort: 'rating' })).toBe('utm_source=newsletter&q=sofa&sort=rating');
  });

  it('builds a fresh search that keeps only the view', () => {
    expect(freshSearchQuery(' Dining Table ')).toBe('q=Dining+Table');
    expect(freshSearchQuery('Sofa', 'list')).toBe('q=Sofa&view=list');
  });

  it('turns the state into API parameters: lists as comma lists, assemblyRequired=false kept', () => {
    const params = toSearchQueryParams(toSearchParams(read(EVERY_PARAMETER)));
    expect(params).toEqual({
      q: 'leather sofa',
      page: 3,
      limit: 40,
      sort: 'price_asc',
      categories: 'living-room,living-room-sofas',
      materials: 'Leather,Velvet',
      colors: 'Grey',
      brands: 'Samani Home',
      minPrice: 10000,
      maxPrice: 90000,
      freeDelivery: 'true',
      expressDelivery: 'true',
      assemblyRequired: 'false',
      inStock: 'true',
      onSale: 'true',
    });
    expect(toSearchQueryParams(toSearchParams(read('q=sofa')))).toEqual({ q: 'sofa', page: 1, limit: 20, sort: 'relevance' });
  });
});
