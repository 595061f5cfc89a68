import { AboutShop } from '@/features/home/components/about-shop';
import { Hero } from '@/features/home/components/hero';
import { HomeFaq } from '@/features/home/components/home-faq';
import { CategoryRow, NewArrivalsRow, SponsoredRow } from '@/features/products/components/home-rows';
import { DealGrid, RoomGrid } from '@/features/home/components/promo-grids';
import { usePromoPhotos } from '@/features/products/hooks/use-promo-photos';
import { usePageTitle } from '@/lib/page-title';

import styles from './home.module.css';

/** The home page (customer-side.md section 2, "Home"). */
export default function HomeRoute() {
  usePageTitle();
  const photos = usePromoPhotos();
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Samani Furniture: quality furniture for Kenyan homes</h1>
      <Hero photos={photos} />
      <div className={`container ${styles.sections}`}>
        <SponsoredRow />
        <RoomGrid />
        <NewArrivalsRow />
        <CategoryRow title="Kids Room" subtitle="Beds, desks and storage that grow with them" category="kids-room" />
        <CategoryRow title="Double Deckers" subtitle="Space-saving bunk beds for shared rooms" category="kids-room-double-deckers" />
        <DealGrid />
        <CategoryRow title="Sectional Sofas" subtitle="Room for the whole family" category="living-room-sectional-sofas" />
        <CategoryRow title="Living Room" subtitle="Sofas, coffee tables, TV stands and more" category="living-room" />
        <CategoryRow
          title="Eight Seater Dining Sets"
          subtitle="Big tables for big gatherings"
          category="dining-room-eight-seater-dining-sets"
        />
        <AboutShop />
        <HomeFaq />
      </div>
    </div>
  );
}
