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
    expect(targetView({ kind: 'order.status', target: 'SF7K2M9QXA', before: null, after: null, targetExists: true })).toEqual({
      label: 'Order SF7K2M9QXA',
      to: '/admin/orders/SF7K2M9QXA',
    });
    expect(targetView({ kind: 'order.delete', target: 'SF7K2M9QXA', before: {}, after: null, targetExists: true }).to).toBeUndefined();
    expect(targetView({ kind: 'product.update', target: '42', before: { price: 1 }, after: { price: 2 }, targetExists: true })).toEqual({
      label: 'Product #42',
      to: '/product/42',
    });
    expect(targetView({ kind: 'product.create', target: '42', before: null, after: { name: 'Malindi Sofa' }, targetExists: true }).label).toBe('Malindi Sofa');
    expect(targetView({ kind: 'product.delete', target: '42', before: { name: 'Malindi Sofa' }, after: null, targetExists: true })).toEqual({ label: 'Malindi Sofa' });
    expect(targetView({ kind: 'user.role', target: 'u-1', before: { role: 'user' }, after: { role: 'admin' }, targetExists: true }).to).toBe('/admin/manage-users');
    // Gone since: named, not linked (the server says which targets still exist).
    expect(targetView({ kind: 'order.status', target: 'SF7K2M9QXA', before: null, after: null, targetExists: false })).toEqual({
      label: 'Order SF7K2M9QXA',
    });
    expect(targetView({ kind: 'product.update', target: '42', before: { name: 'Malindi Sofa' }, after: null, targetExists: false })).toEqual({
      label: 'Malindi Sofa',
    });
    expect(targetView({ kind: 'settings.update', target: 'settings', before: {}, after: {}, targetExists: true }).to).toBe('/admin/settings');
  });

  it('shows a discount code change field by field in KSh, with a link to the codes', () => {
    const side = (active: boolean, usageLimit: number) => ({
      code: 'SAVE10',
      description: '10% off',
      kind: 'percent',
      percentOff: 10,
      amountOffCents: 0,
      startsAt: '',
      endsAt: '',
      minSubtotalCents: 500_000,
      usageLimit,
      perCustomerLimit: 1,
      active,
    });
    expect(changeLines({ kind: 'discount_code.update', before: side(true, 0), after: side(false, 50) })).toEqual([
      { field: 'usageLimit', label: 'Usage limit', before: 'No limit', after: '50' },
      { field: 'active', label: 'Active', before: 'Yes', after: 'No' },
    ]);
    const created = changeLines({ kind: 'discount_code.create', before: null, after: side(true, 0) });
    expect(created).toContainEqual({ field: 'minSubtotal', label: 'Minimum spend', before: undefined, after: 'KSh 5,000' });
    expect(created).toContainEqual({ field: 'percentOff', label: 'Percent off', before: undefined, after: '10%' });
    expect(targetView({ kind: 'discount_code.create', target: 'SAVE10', before: null, after: {}, targetExists: true })).toEqual({
      label: 'Discount code SAVE10',
      to: '/admin/discount-codes',
    });
  });

  it('shows a settings save field by field in KSh and percent, only what changed', () => {
    const side = (deliveryFeeCents: number, vatRateBp: number, address: string, days: number[]) => ({
      deliveryFeeCents,
      freeDeliveryThresholdCents: 5_000_000,
      codFeeCents: 10_000,
      vatRateBp,
      contact: { name: 'Samani Furniture', phone: '0722000111', email: 'hello@samani.co.ke', address, kraPin: 'P000000000X' },
      coupons: [{ code: 'FREESHIP', description: 'Free delivery on Mondays', daysOfWeek: days, timezone: 'Africa/Nairobi', active: true, startsAt: '', endsAt: '' }],
    });
    const lines = changeLines({
      kind: 'settings.update',
      before: side(50_000, 1600, 'Ngong Road, Nairobi', [1]),
      after: side(75_050, 1400, 'Mombasa Road, Nairobi', [1, 5]),
    });
    expect(lines.map(({ label, before, after }) => `${label}: ${before} -> ${after}`)).toEqual([
      'Delivery fee: KSh 500 -> KSh 750.50',
      'VAT rate: 16% -> 14%',
      'Shop address: Ngong Road, Nairobi -> Mombasa Road, Nairobi',
      'FREESHIP days: Mon -> Mon, Fri',
    ]);
    // Nothing raw: no cents, no JSON.
    for (const line of lines) expect(`${line.label} ${line.before} ${line.after}`).not.toMatch(/Cents|\{|50000|1600/);
  });

  it('leaves out fields a change did not change', () => {
    expect(changeLines({ before: { status: 'pending', note: 'x' }, after: { status: 'shipped', note: 'x' } })).toEqual([
      { field: 'status', label: 'Status', before: 'pending', after: 'shipped' },
    ]);
  });
});
