import { categoryTitleFromSlug } from '@/lib/categories/category-title';
import { formatDate } from '@/lib/format';
import { campaignPath, campaignScope, type Merchandising } from '@/lib/merchandising/merchandising';

import type { PromoSlide } from './components/promo-slider';

const LIVING_ROOM: PromoSlide = {
  id: 'living-room',
  eyebrow: 'Living room',
  title: 'Make the living room the best room',
  text: 'Sofas, coffee tables and TV stands that work together.',
  cta: 'Shop living room',
  to: '/category/living-room',
  tone: 'sand',
  drawing: 'sofa',
  drawingTone: 'green',
};

/**
 * The hero's slides, each claim from the data (issue 24, part 1): a campaign slide only while
 * one runs (its real deepest discount and end date), an offers slide only when something is on
 * sale, new arrivals and clearance only when their rules select products. The living-room slide
 * claims nothing and is always there.
 */
export function heroSlides(merch: Merchandising | undefined): PromoSlide[] {
  const slides: PromoSlide[] = [];
  const campaign = merch?.campaigns[0];
  if (campaign) {
    const scope = campaignScope(campaign, categoryTitleFromSlug);
    slides.push({
      id: 'flash-sales',
      eyebrow: campaign.name,
      title: campaign.maxPercentOff > 0 ? `Up to ${campaign.maxPercentOff}% off ${scope}` : `Sale prices on ${scope}`,
      text: `Until ${formatDate(campaign.endsAt)}. ${campaign.products} ${campaign.products === 1 ? 'piece' : 'pieces'} at campaign prices.`,
      cta: 'Shop the sale',
      to: campaignPath(campaign),
      tone: 'terracotta',
      drawing: 'sectional',
      drawingTone: 'sand',
    });
  } else if (merch && merch.maxPercentOff > 0) {
    slides.push({
      id: 'flash-sales',
      eyebrow: 'Offers',
      title: `Up to ${merch.maxPercentOff}% off`,
      text: `${merch.offers} ${merch.offers === 1 ? 'piece' : 'pieces'} below their usual price right now.`,
      cta: 'Shop offers',
      to: '/offers',
      tone: 'terracotta',
      drawing: 'sectional',
      drawingTone: 'sand',
    });
  }
  if (merch && merch.newArrivals > 0) {
    slides.push({
      id: 'new-arrivals',
      eyebrow: 'Just arrived',
      title: 'New pieces for every room',
      text: `${merch.newArrivals} ${merch.newArrivals === 1 ? 'piece' : 'pieces'} added in the last ${merch.newArrivalDays} days.`,
      cta: 'See new arrivals',
      to: '/new-arrivals',
      tone: 'green',
      drawing: 'armchair',
      drawingTone: 'mustard',
    });
  }
  slides.push(LIVING_ROOM);
  if (merch && merch.clearance > 0) {
    slides.push({
      id: 'clearance',
      eyebrow: 'Clearance',
      title: 'In stock for over a year',
      text: `${merch.clearance} ${merch.clearance === 1 ? 'piece' : 'pieces'} from our longest-held stock.`,
      cta: 'Shop clearance',
      to: '/clearance',
      tone: 'ink',
      drawing: 'dining',
      drawingTone: 'terracotta',
    });
  }
  return slides;
}
