import { NewsletterScreen } from '@/features/admin-messages/components/newsletter-screen';

/** /admin/newsletter (admin only): the newsletter's subscribers. */
export default function NewsletterRoute() {
  return <NewsletterScreen />;
}
