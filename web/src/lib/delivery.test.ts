import { afterEach, describe, expect, it } from 'vitest';

import {
  choiceFee,
  choiceWhen,
  deliveryFields,
  formatWindow,
  freeDeliverySentence,
  readDeliveryAsk,
  setDeliveryAsk,
  type DeliveryChoice,
  type DeliverySettings,
} from './delivery';

const standard: DeliveryChoice = {
  method: 'standard',
  county: 'Mombasa',
  zone: 'Big towns',
  pickupPoint: null,
  fee: 1000,
  fullFee: 1000,
  freeFrom: 100000,
  amountToFree: 80000,
  minDays: 3,
  maxDays: 5,
  earliest: '2026-12-01',
  latest: '2026-12-03',
};

afterEach(() => window.localStorage.clear());

describe('delivery', () => {
  it('says a window as days and a fee as KSh or Free', () => {
    expect(formatWindow(standard)).toBe('Tue 1 Dec - Thu 3 Dec');
    expect(formatWindow({ earliest: '2026-11-28', latest: '2026-11-28' })).toBe('Sat 28 Nov');
    expect(choiceWhen(standard)).toBe('Arrives Tue 1 Dec - Thu 3 Dec');
    expect(choiceWhen({ ...standard, method: 'pickup', latest: '2026-12-01' })).toBe('Ready Tue 1 Dec');
    expect(choiceFee(standard)).toBe('KSh 1,000');
    expect(choiceFee({ fee: 0 })).toBe('Free');
  });

  it('remembers the county and choice, starting a new county from standard delivery', () => {
    expect(readDeliveryAsk()).toEqual({ state: '', deliveryMethod: 'standard', pickupPoint: '' });
    expect(deliveryFields(readDeliveryAsk())).toEqual({});
    setDeliveryAsk({ state: 'Mombasa' });
    setDeliveryAsk({ deliveryMethod: 'pickup', pickupPoint: 'mombasa-nyali' });
    expect(deliveryFields(readDeliveryAsk())).toEqual({ state: 'Mombasa', deliveryMethod: 'pickup', pickupPoint: 'mombasa-nyali' });
    setDeliveryAsk({ state: 'Kisumu' });
    expect(readDeliveryAsk()).toEqual({ state: 'Kisumu', deliveryMethod: 'standard', pickupPoint: '' });
    // A stored county that is not one of the 47 is not used.
    window.localStorage.setItem('delivery', JSON.stringify({ state: 'Atlantis', deliveryMethod: 'express' }));
    expect(readDeliveryAsk().state).toBe('');
  });

  it('states free delivery as the zones set it, and nothing for zones never free', () => {
    const zone = { counties: [], bands: [], minDays: 1, maxDays: 3, express: false, expressFee: 0, expressMinDays: 0, expressMaxDays: 0 };
    const settings: DeliverySettings = {
      zones: [
        { ...zone, name: 'Nairobi and neighbours', freeFrom: 50000 },
        { ...zone, name: 'Rest of Kenya', freeFrom: null },
      ],
      pickupPoints: [],
    };
    expect(freeDeliverySentence(settings)).toBe('Free standard delivery: Nairobi and neighbours from KSh 50,000');
    expect(freeDeliverySentence({ ...settings, zones: [settings.zones[1]!] })).toBeUndefined();
    expect(freeDeliverySentence(undefined)).toBeUndefined();
  });
});
