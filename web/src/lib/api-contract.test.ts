import { expandPath } from './api-contract';

describe('expandPath', () => {
  it('puts each path parameter in its place, encoded', () => {
    expect(expandPath('/api/orders/{id}/cancel', { id: 'SF 7K/3' })).toBe('/api/orders/SF%207K%2F3/cancel');
    expect(expandPath('/products/{id}', { id: 42 })).toBe('/products/42');
    expect(expandPath('/categories')).toBe('/categories');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => expandPath('/products/{id}', {})).toThrow('missing path parameter id of /products/{id}');
  });
});
