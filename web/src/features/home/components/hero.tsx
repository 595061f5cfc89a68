import { useMerchandising } from '@/lib/merchandising/merchandising';

import { heroSlides } from '../hero-slides';
import { CategorySideMenu } from './category-side-menu';
import styles from './hero.module.css';
import { PromoSlider } from './promo-slider';
import { SideTiles } from './side-tiles';

/** Category menu, promotions slider and side tiles; `photos` are the slides' pictures by slide id. */
export function Hero({ photos }: { photos: Record<string, string | undefined> }) {
  const { data: merch } = useMerchandising();
  const slides = heroSlides(merch).map((slide) => ({ ...slide, image: photos[slide.id] }));

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
