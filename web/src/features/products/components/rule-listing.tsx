import { useSearchParams } from 'react-router';

import { SearchIcon } from '@/components/icons';
import { ListingPage } from '@/components/listing/listing-page';
import { LoadError } from '@/components/load-error';
import { CampaignEnds } from '@/components/promo/promo-claim';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import { useMerchandising } from '@/lib/merchandising/merchandising';
import { usePageTitle } from '@/lib/page-title';

import { useCollection } from '../api/get-collection';
import type { RuleListing } from '../collections';
import { LOAD_FAILED_MESSAGE } from './product-listing';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import styles from './rule-listing.module.css';

const LIMIT = 20;

/**
 * A merchandising listing made by its rule on the server (issue 24, part 1): the page says the
 * rule, a campaign page its campaign's real figure and end, and an empty page says that nothing
 * meets the rule.
 */
export function RuleListingScreen({ listing }: { listing: RuleListing }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useCollection(listing.slug, page, LIMIT);
  const { data: figures } = useMerchandising();
  const data = query.data;
  const campaign = data?.campaign ?? undefined;
  const title = campaign?.name ?? listing.title;
  usePageTitle(title);

  let intro = <p>{listing.intro(figures)}</p>;
  if (campaign) {
    intro = (
      <p data-testid="campaign-intro">
        {campaign.maxPercentOff > 0 ? `Up to ${campaign.maxPercentOff}% off. ` : 'Campaign prices. '}
        <CampaignEnds campaign={campaign} className={styles.ends} />
      </p>
    );
  } else if (data?.kind === 'flash-sales' && data.campaigns.length > 0) {
    intro = (
      <>
        <p>{listing.intro(figures)}</p>
        <ul className={styles.campaigns}>
          {data.campaigns.map((c) => (
            <li key={c.id}>
              <strong>{c.name}</strong>
              {c.maxPercentOff > 0 && `: up to ${c.maxPercentOff}% off`}. <CampaignEnds campaign={c} className={styles.ends} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  function changePage(next: number) {
    const nextParams = new URLSearchParams(params);
    if (next <= 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  }

  let content;
  if (query.isPending) {
    content = <ProductGridSkeleton count={8} />;
  } else if (query.isError && !data) {
    content = <LoadError message={LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!data || data.products.length === 0) {
    content = <EmptyState icon={<SearchIcon size={32} />} title={listing.empty} description="Browse the whole catalogue instead." />;
  } else {
    const { total } = data.pagination;
    content = (
      <>
        <p className={styles.count} data-testid="listing-count">
          {formatNumber(total)} {total === 1 ? 'product' : 'products'}
        </p>
        <ProductGrid products={data.products} busy={query.isPlaceholderData} />
        <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} onPageChange={changePage} />
      </>
    );
  }

  return (
    <ListingPage
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Furniture', to: '/furniture' }, { label: title }]}
      title={title}
      intro={intro}
    >
      {content}
    </ListingPage>
  );
}
