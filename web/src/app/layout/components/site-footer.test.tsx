import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeShopSettings } from '@/testing/shop-settings';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { SiteFooter } from './site-footer';

describe('site footer', () => {
  it("states the shop's contact, free-delivery threshold and VAT from the settings", async () => {
    mockFetch({
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
    expect(await screen.findByText('Orders over KSh 75,000 within Nairobi')).toBeInTheDocument();
    expect(screen.getByText('1 Moi Avenue, Nairobi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0722 000 111' })).toHaveAttribute('href', 'tel:0722000111');
    expect(screen.getByRole('link', { name: 'hello@samani.co.ke' })).toHaveAttribute('href', 'mailto:hello@samani.co.ke');
    expect(screen.getByText(/Samani Home\. All rights reserved\. Prices in KSh; 14\.5% VAT is added at checkout\./)).toBeInTheDocument();
  });

  it('waits for the settings instead of inventing figures', () => {
    mockFetch({ '/api/settings': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText('Orders over … within Nairobi')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
