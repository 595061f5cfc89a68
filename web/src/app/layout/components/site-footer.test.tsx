import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeShopSettings } from '@/testing/shop-settings';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { SiteFooter } from './site-footer';

describe('site footer', () => {
  it("states the shop's contact, the zones' free delivery and VAT from the settings", async () => {
    mockFetch({
      '/api/settings/delivery': () =>
        jsonResponse({
          zones: [
            { name: 'Nairobi and neighbours', counties: ['Nairobi'], bands: [{ upToKg: null, fee: 500 }], freeFrom: 75000, minDays: 1, maxDays: 3, express: false, expressFee: 0, expressMinDays: 0, expressMaxDays: 0 },
            { name: 'Rest of Kenya', counties: ['Turkana'], bands: [{ upToKg: null, fee: 1500 }], freeFrom: null, minDays: 5, maxDays: 10, express: false, expressFee: 0, expressMinDays: 0, expressMaxDays: 0 },
          ],
          pickupPoints: [],
          counties: ['Nairobi', 'Turkana'],
          updatedAt: null,
        }),
      '/api/settings': () =>
        jsonResponse(
          makeShopSettings({
            freeDeliveryThreshold: 75000,
            vatRate: 14.5,
            contact: { name: 'Samani Home', phone: '0722 000 111', email: 'hello@samani.co.ke', address: '1 Moi Avenue, Nairobi', kraPin: 'P051234567Q' },
          }),
        ),
    });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByText('Free standard delivery: Nairobi and neighbours from KSh 75,000')).toBeInTheDocument();
    expect(screen.getByText('1 Moi Avenue, Nairobi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0722 000 111' })).toHaveAttribute('href', 'tel:0722000111');
    expect(screen.getByRole('link', { name: 'hello@samani.co.ke' })).toHaveAttribute('href', 'mailto:hello@samani.co.ke');
    expect(screen.getByText(/Samani Home\. All rights reserved\. Prices in KSh; 14\.5% VAT is added at checkout\./)).toBeInTheDocument();
  });

  it('waits for the settings instead of inventing figures', () => {
    mockFetch({ '/api/settings': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<SiteFooter />);
    expect(screen.getAllByText('…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
