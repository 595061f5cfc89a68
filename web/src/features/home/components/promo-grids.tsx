import { Link } from 'react-router';

import { ArrowRightIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';
import { useMerchandising } from '@/lib/merchandising/merchandising';

import { dealTiles } from '../deal-tiles';

import { FurnitureDrawing, type DrawingName, type ToneName } from './illustrations';
import styles from './promo-grids.module.css';

type RoomTile = { title: string; to: string; drawing: DrawingName; tone: ToneName };

const ROOMS: RoomTile[] = [
  { title: 'Living Room', to: '/category/living-room', drawing: 'sofa', tone: 'green' },
  { title: 'Bedroom', to: '/category/bedroom', drawing: 'bed', tone: 'navy' },
  { title: 'Dining Room', to: '/category/dining-room', drawing: 'dining', tone: 'terracotta' },
  { title: 'Office', to: '/category/office', drawing: 'desk', tone: 'sand' },
  { title: 'Kids Room', to: '/category/kids-room', drawing: 'bunk', tone: 'mustard' },
  { title: 'Storage', to: '/category/storage', drawing: 'wardrobe', tone: 'terracotta' },
];

/** 'Shop by room': six category tiles. */
export function RoomGrid() {
  return (
    <section className={styles.section} aria-labelledby="shop-by-room">
      <h2 id="shop-by-room" className={styles.heading}>
        Shop by room
      </h2>
      <ul className={styles.rooms}>
        {ROOMS.map((room) => (
          <li key={room.to}>
            <Link to={room.to} className={styles.room}>
              <span className={styles.roomArt}>
                <FurnitureDrawing name={room.drawing} tone={room.tone} className={styles.roomDrawing} />
              </span>
              <span className={styles.roomTitle}>{room.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Wide promotion tiles linking to merchandising listings, each backed by the data. */
export function DealGrid() {
  const { data: merch } = useMerchandising();
  const deals = dealTiles(merch);
  return (
    <section className={styles.section} aria-labelledby="offers-heading">
      <h2 id="offers-heading" className={styles.heading}>
        Deals and favourites
      </h2>
      <ul className={styles.deals}>
        {deals.map((deal) => (
          <li key={deal.to}>
            <Link to={deal.to} className={cx(styles.deal, styles[deal.tone])}>
              <span className={styles.dealCopy}>
                <span className={styles.eyebrow}>{deal.eyebrow}</span>
                <span className={styles.dealTitle}>{deal.title}</span>
                <span className={styles.dealText}>{deal.text}</span>
                <span className={styles.dealCta}>
                  {deal.cta}
                  <ArrowRightIcon size={16} />
                </span>
              </span>
              <FurnitureDrawing name={deal.drawing} tone={deal.drawingTone} className={styles.dealDrawing} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
