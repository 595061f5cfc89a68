import { MessagesScreen } from '@/features/admin-messages/components/messages-screen';

/** /admin/messages (admin only): the contact form's messages. */
export default function MessagesRoute() {
  return <MessagesScreen />;
}
