import { useNewArrivals } from '@/features/products/api/get-new-arrivals';
import { useProducts } from '@/features/products/api/get-products';
import type { Product } from '@/types/product';

import { CategorySideMenu } from './category-side-menu';
import styles from './hero.module.css';
import { PromoSlider, type PromoSlide } from './promo-slider';
import { SideTiles } from './side-tiles';

const SLIDES: PromoSlide[] = [
  {
    id: 'flash-sales',
    eyebrow: 'Flash sale',
    title: 'Up to 40% off sofas and sectionals',
    text: 'Hand-finished living room favourites at their lowest prices this season.',
    cta: 'Shop flash sales',
    to: '/flash-sales',
    tone: 'terracotta',
    drawing: 'sectional',
    drawingTone: 'sand',
  },
  {
    id: 'new-arrivals',
    eyebrow: 'Just arrived',
    title: 'New pieces for every room',
    text: 'Fresh designs in linen, oak and mvule, made for Kenyan homes.',
    cta: 'See new arrivals',
    to: '/new-arrivals',
    tone: 'green',
    drawing: 'armchair',
    drawingTone: 'mustard',
  },
  {
    id: 'living-room',
    eyebrow: 'Living room',
    title: 'Make the living room the best room',
    text: 'Sofas, coffee tables and TV stands that work together.',
    cta: 'Shop living room',
    to: '/category/living-room',
    tone: 'sand',
    drawing: 'sofa',
    drawingTone: 'green',
  },
  {
    id: 'clearance',
    eyebrow: 'Clearance',
    title: 'Last pieces, lowest prices',
    text: 'Showroom and end-of-line furniture while stocks last.',
    cta: 'Shop clearance',
    to: '/clearance',
    tone: 'ink',
    drawing: 'dining',
    drawingTone: 'terracotta',
  },
];

function firstImage(products: Product[] | undefined): string | undefined {
  return products?.find((product) => product.images.length > 0)?.images[0];
}

/** Category menu, promotions slider and side tiles. */
export function Hero() {
  // Each slide shows a photo from the listing it promotes once the catalogue answers. The
  // queries are the home rows' own (same keys), so they cost no extra request.
  const sectionals = useProducts({ category: 'living-room-sectional-sofas', limit: 9 });
  const newArrivals = useNewArrivals(8);
  const livingRoom = useProducts({ category: 'living-room', limit: 9 });
  const diningSets = useProducts({ category: 'dining-room-eight-seater-dining-sets', limit: 9 });
  const photos: Record<string, string | undefined> = {
    'flash-sales': firstImage(sectionals.data?.products),
    'new-arrivals': firstImage(newArrivals.data),
    'living-room': firstImage(livingRoom.data?.products),
    clearance: firstImage(diningSets.data?.products),
  };
  const slides = SLIDES.map((slide) => ({ ...slide, image: photos[slide.id] }));

  return (
    <section className={`container ${styles.hero}`} aria-label="Welcome">
      <div className={styles.menu}>
        <CategorySideMenu />
      </div>
      <PromoSlider slides={slides} />
      <div className={styles.tiles}>
        <SideTiles />
      </div>
    </section>
  );
}
