import { useSearchParams } from 'react-router';

import { ContentPage } from '@/components/content-page';
import { UnsubscribePanel } from '@/features/newsletter/components/unsubscribe-panel';

/** /unsubscribe?token=... : the newsletter's unsubscribe link (issue 23, part 6). */
export default function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <ContentPage title="Unsubscribe from the newsletter">
      <UnsubscribePanel token={params.get('token')?.trim() ?? ''} />
    </ContentPage>
  );
}
