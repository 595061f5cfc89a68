import type { ReactNode } from 'react';

import { AlertIcon } from './icons';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

type LoadErrorProps = {
  /** The spec's message, e.g. 'Failed to load products. Please try again later.' */
  message: string;
  onRetry: () => void;
  retrying: boolean;
  title?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** More next steps beside 'Try Again'. */
  actions?: ReactNode;
};

/** Says a load failed, announces it, and offers 'Try Again'. */
export function LoadError({ message, onRetry, retrying, title = 'Something went wrong', headingLevel, actions }: LoadErrorProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<AlertIcon size={32} />}
      title={title}
      description={<p role="alert">{message}</p>}
      actions={
        <>
          <Button onClick={onRetry} loading={retrying} loadingLabel="Retrying">
            Try Again
          </Button>
          {actions}
        </>
      }
    />
  );
}
