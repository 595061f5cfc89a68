import { DeadLettersScreen } from '@/features/admin-dead-letters/components/dead-letters-screen';

/** /admin/dead-letters (admin only). */
export default function DeadLettersRoute() {
  return <DeadLettersScreen />;
}
