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

/** Category menu, promotions slider and side tiles; `photos` are the slides' pictures by slide id. */
export function Hero({ photos }: { photos: Record<string, string | undefined> }) {
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
