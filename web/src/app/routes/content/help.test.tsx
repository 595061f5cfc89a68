import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { officeHoursLine, SHOP } from '@/config/shop';
import { makeShopSettings } from '@/testing/shop-settings';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import HelpRoute from './help';

describe('help page', () => {
  it('quotes the office hours from the one source and promises no live chat or 24/7 support', async () => {
    mockFetch({ '/api/settings': () => jsonResponse(makeShopSettings()) });
    const { container } = renderWithProviders(<HelpRoute />, { url: '/help', path: '/help' });
    expect(await screen.findByText(`Mon-Fri 8:00 AM-5:00 PM, Sat 9:00 AM-3:00 PM. Customer care: ${SHOP.phones.support.display}.`)).toBeInTheDocument();
    expect(screen.getByText('Write any time; we reply within one working day, in office hours.')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/live chat|24\/7|24 hours|round the clock/i);
  });

  it('builds the hours line from the office hours, leaving closed days out', () => {
    expect(officeHoursLine()).toBe('Mon-Fri 8:00 AM-5:00 PM, Sat 9:00 AM-3:00 PM');
    expect(
      officeHoursLine([
        { days: 'Mon - Fri', hours: '7:30 AM - 6:00 PM' },
        { days: 'Sunday', hours: '10:00 AM - 1:00 PM' },
        { days: 'Saturday', hours: 'Closed' },
      ]),
    ).toBe('Mon-Fri 7:30 AM-6:00 PM, Sun 10:00 AM-1:00 PM');
  });
});
