import { describe, expect, it } from 'vitest';

import { formatTimeLeft, timeLeft } from './countdown';
import { campaignPath, upToOff } from './merchandising';

describe('countdown', () => {
  const now = new Date('2026-11-30T10:00:00Z');

  it('counts whole days, hours, minutes and seconds down to the end', () => {
    expect(timeLeft(new Date('2026-12-02T14:05:09Z'), now)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 9 });
    expect(formatTimeLeft(new Date('2026-12-02T14:05:09Z'), now)).toBe('2d 04:05:09');
    expect(formatTimeLeft(new Date('2026-11-30T10:00:59Z'), now)).toBe('00:00:59');
  });

  it('says Ended once the end has passed', () => {
    expect(formatTimeLeft(new Date('2026-11-30T09:59:59Z'), now)).toBe('Ended');
  });
});

describe('claims', () => {
  it('makes no claim without a discount', () => {
    expect(upToOff(0)).toBeNull();
    expect(upToOff(21)).toBe('up to 21% off');
  });

  it('links a named sale to its own path and any other to /sale', () => {
    expect(campaignPath({ slug: 'black-friday' })).toBe('/black-friday');
    expect(campaignPath({ slug: 'madaraka-day' })).toBe('/sale/madaraka-day');
  });
});
