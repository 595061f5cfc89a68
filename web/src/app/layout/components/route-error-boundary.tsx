import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';

import { AlertIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

import styles from './route-error-boundary.module.css';

/**
 * Shown when a screen throws while rendering or loading: 'Something went wrong', with
 * Refresh Page (full reload) and Try Again (renders the route again).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error stopped this page from loading.';

  return (
    <div className={`container ${styles.wrap}`}>
      <EmptyState
        headingLevel="h1"
        icon={<AlertIcon size={28} />}
        title="Something went wrong"
        description={
          <>
            <p>{detail}</p>
            <p>Please try again. If the problem continues, refresh the page or contact us.</p>
          </>
        }
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Refresh Page</Button>
            <Button
              variant="secondary"
              onClick={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
            >
              Try Again
            </Button>
          </>
        }
      />
    </div>
  );
}
