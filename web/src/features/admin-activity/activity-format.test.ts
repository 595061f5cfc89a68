import { describe, expect, it } from 'vitest';

import { changeLines, fieldLabel, formatValue, targetView } from './activity-format';

describe('activity entries as a person reads them', () => {
  it('names fields and formats money, lists, flags and nothing', () => {
    expect(fieldLabel('originalPrice')).toBe('Original price');
    expect(fieldLabel('status')).toBe('Status');
    expect(formatValue('price', 39999.5)).toBe('KSh 39,999.50');
    expect(formatValue('stock', 12)).toBe('12');
    expect(formatValue('tags', ['velvet', '3-seater'])).toBe('velvet, 3-seater');
    expect(formatValue('featured', false)).toBe('No');
    expect(formatValue('originalPrice', null)).toBe('—');
  });

  it('lists both sides of a change, the new values of a creation and the old ones of a deletion', () => {
    expect(changeLines({ before: { price: 45999 }, after: { price: 39999 } })).toEqual([
      { field: 'price', label: 'Price', before: 'KSh 45,999', after: 'KSh 39,999' },
    ]);
    expect(changeLines({ before: null, after: { name: 'Malindi Sofa' } })).toEqual([
      { field: 'name', label: 'Name', before: undefined, after: 'Malindi Sofa' },
    ]);
    expect(changeLines({ before: { role: 'admin' }, after: null })).toEqual([
      { field: 'role', label: 'Role', before: 'admin', after: undefined },
    ]);
    expect(changeLines({ before: null, after: null })).toEqual([]);
  });

  it('links a target while it exists and names it once it is gone', () => {
    expect(targetView({ kind: 'order.status', target: 'SF7K2M9QXA', before: null, after: null })).toEqual({
      label: 'Order SF7K2M9QXA',
      to: '/admin/orders/SF7K2M9QXA',
    });
    expect(targetView({ kind: 'order.delete', target: 'SF7K2M9QXA', before: {}, after: null }).to).toBeUndefined();
    expect(targetView({ kind: 'product.update', target: '42', before: { price: 1 }, after: { price: 2 } })).toEqual({
      label: 'Product #42',
      to: '/product/42',
    });
    expect(targetView({ kind: 'product.create', target: '42', before: null, after: { name: 'Malindi Sofa' } }).label).toBe('Malindi Sofa');
    expect(targetView({ kind: 'product.delete', target: '42', before: { name: 'Malindi Sofa' }, after: null })).toEqual({ label: 'Malindi Sofa' });
    expect(targetView({ kind: 'user.role', target: 'u-1', before: { role: 'user' }, after: { role: 'admin' } }).to).toBe('/admin/manage-users');
    expect(targetView({ kind: 'settings.update', target: 'settings', before: {}, after: {} }).to).toBe('/admin/settings');
  });
});
