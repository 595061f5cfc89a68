import { Outlet, ScrollRestoration, useLocation } from 'react-router';

import { useResizeAnimationBlock } from '@/lib/layout-motion';

import { ContactStrip } from './contact-strip';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every page: the promo banner (home only) and the contact strip scroll away, the header
 * bar stays on top; the page in `<main>`; the footer. The toast area comes from AppProvider.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useResizeAnimationBlock();
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      {pathname === '/' && <PromoBanner />}
      <ContactStrip />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
