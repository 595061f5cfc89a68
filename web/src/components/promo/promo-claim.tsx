import { Link } from 'react-router';

import { categoryTitleFromSlug } from '@/lib/categories/category-title';
import { formatDateTime } from '@/lib/format';
import { formatTimeLeft, useNow } from '@/lib/merchandising/countdown';
import { campaignPath, campaignScope, upToOff, useMerchandising, type Campaign } from '@/lib/merchandising/merchandising';

/** 'Ends 1 Dec 2026, 11:59 pm' with a live countdown: only for a campaign, which really ends. */
export function CampaignEnds({ campaign, className }: { campaign: Pick<Campaign, 'endsAt'>; className?: string }) {
  const now = useNow();
  const end = new Date(campaign.endsAt);
  return (
    <span className={className} data-testid="campaign-ends">
      Ends <time dateTime={campaign.endsAt}>{formatDateTime(end)}</time>{' '}
      <span aria-label="Time left" data-testid="campaign-countdown">
        ({formatTimeLeft(end, now)} left)
      </span>
    </span>
  );
}

/**
 * The top bar's promotion, from the data (issue 24, part 1): the running campaign that ends
 * first, with its real deepest discount and end; else the deepest discount on offer now; else
 * nothing at all.
 */
export function PromoClaim({ linkClassName }: { linkClassName?: string }) {
  const { data } = useMerchandising();
  if (!data) return null;
  const campaign = data.campaigns[0];
  if (campaign) {
    const off = upToOff(campaign.maxPercentOff);
    return (
      <span data-testid="promo-claim">
        <strong>{campaign.name}:</strong> {off ? `${off} ` : 'sale prices on '}
        {campaignScope(campaign, categoryTitleFromSlug)}. <CampaignEnds campaign={campaign} />.{' '}
        <Link to={campaignPath(campaign)} className={linkClassName}>
          Shop the sale
        </Link>{' '}
      </span>
    );
  }
  const off = upToOff(data.maxPercentOff);
  if (!off) return null;
  return (
    <span data-testid="promo-claim">
      <strong>Offers:</strong> {off} {data.offers === 1 ? 'one piece' : `${data.offers} pieces`} across the shop.{' '}
      <Link to="/offers" className={linkClassName}>
        Shop offers
      </Link>{' '}
    </span>
  );
}
