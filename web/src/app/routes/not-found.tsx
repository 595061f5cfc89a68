import { SearchIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/lib/page-title';

/** Any path the app does not know (customer-side.md section 2). */
export default function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-16)' }}>
      <EmptyState
        headingLevel="h1"
        icon={<SearchIcon size={28} />}
        title="Page Not Found"
        description="Sorry, we couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
        actions={
          <>
            <ButtonLink to="/">Back to Home</ButtonLink>
            <ButtonLink to="/products" variant="secondary">
              Browse Products
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
