import { DeadLettersScreen } from '@/features/admin/components/dead-letters-screen';

/** /admin/dead-letters (admin only). */
export default function DeadLettersRoute() {
  return <DeadLettersScreen />;
}
