import { Button, ButtonLink } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';

import { useUnsubscribe } from '../api/unsubscribe';

export const NO_TOKEN_MESSAGE = 'This unsubscribe link is not complete. Please use the link from the email.';

/**
 * The page a marketing mail's unsubscribe link opens (`/unsubscribe?token=...`): one button
 * confirms, so a mail scanner that follows links unsubscribes nobody; then it says which
 * address left the list. A bad or tampered link says so.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  if (!token) return <p role="alert">{NO_TOKEN_MESSAGE}</p>;
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" data-testid="unsubscribed">
        <p>
          <strong>{unsubscribe.data.email}</strong> will get no more newsletters from us.
        </p>
        <p>{unsubscribe.data.message}</p>
        <ButtonLink to="/" variant="secondary">
          Continue shopping
        </ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <p>Stop receiving our newsletter? Order receipts and delivery updates still reach you.</p>
      {unsubscribe.isError && (
        <p role="alert">{isApiError(unsubscribe.error) ? unsubscribe.error.message : 'Something went wrong. Please try again.'}</p>
      )}
      <Button loading={unsubscribe.isPending} loadingLabel="Unsubscribing" onClick={() => unsubscribe.mutate(token)}>
        Unsubscribe
      </Button>
    </div>
  );
}
