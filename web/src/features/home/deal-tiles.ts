import { formatDate } from '@/lib/format';
import type { Merchandising } from '@/lib/merchandising/merchandising';

import type { DrawingName, ToneName } from './components/illustrations';

export type DealTile = { eyebrow: string; title: string; text: string; to: string; cta: string; tone: 'terracotta' | 'ink' | 'sand'; drawing: DrawingName; drawingTone: ToneName };

/**
 * The deal tiles, each from the data (issue 24, part 1): flash sales only while a campaign runs
 * (its real end date), best sellers by their rule, clearance only when the rule selects stock.
 */
export function dealTiles(merch: Merchandising | undefined): DealTile[] {
  const tiles: DealTile[] = [];
  const campaign = merch?.campaigns[0];
  if (campaign) {
    tiles.push({
      eyebrow: 'Flash sales',
      title: campaign.maxPercentOff > 0 ? `${campaign.name}: up to ${campaign.maxPercentOff}% off` : campaign.name,
      text: `Campaign prices until ${formatDate(campaign.endsAt)}.`,
      to: '/flash-sales',
      cta: 'Shop flash sales',
      tone: 'terracotta',
      drawing: 'sectional',
      drawingTone: 'sand',
    });
  }
  tiles.push({
    eyebrow: 'Best sellers',
    title: 'Most bought this month',
    text: 'The pieces with the most units sold in the last 30 days.',
    to: '/best-sellers',
    cta: 'See best sellers',
    tone: 'ink',
    drawing: 'armchair',
    drawingTone: 'terracotta',
  });
  if (merch && merch.clearance > 0) {
    tiles.push({
      eyebrow: 'Clearance',
      title: 'In stock for over a year',
      text: `${merch.clearance} ${merch.clearance === 1 ? 'piece' : 'pieces'} from our longest-held stock.`,
      to: '/clearance',
      cta: 'Shop clearance',
      tone: 'sand',
      drawing: 'dining',
      drawingTone: 'green',
    });
  }
  return tiles;
}

