import { Link } from 'react-router';

import { faqGroups } from '@/config/faqs';
import { ContentPage } from '@/components/content-page';
import { FaqSearch } from '@/features/content/components/faq-search';
import { useFreeDeliverySentence } from '@/lib/delivery';
import { useShopFigures } from '@/lib/shop-settings';

/** /faqs: every question, grouped by topic, with a search box. */
export default function FaqsRoute() {
  const figures = useShopFigures();
  const freeDelivery = useFreeDeliverySentence();
  return (
    <ContentPage
      title="Frequently Asked Questions"
      trail={[{ label: 'Help Center', to: '/help' }]}
      withSideNav
      intro={
        <>
          Quick answers about orders, delivery, payment and returns. Can&apos;t find yours?{' '}
          <Link to="/contact">Contact us</Link>.
        </>
      }
    >
      <FaqSearch groups={faqGroups(figures, freeDelivery)} searchLabel="Search the FAQs" />
    </ContentPage>
  );
}
