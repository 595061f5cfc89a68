import { Link } from 'react-router';

import { ArrowRightIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

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

type DealTile = { eyebrow: string; title: string; text: string; to: string; cta: string; tone: 'terracotta' | 'ink' | 'sand'; drawing: DrawingName; drawingTone: ToneName };

const DEALS: DealTile[] = [
  {
    eyebrow: 'Flash sales',
    title: 'Deals that end soon',
    text: 'Limited-time prices on sofas, beds and dining sets.',
    to: '/flash-sales',
    cta: 'Shop flash sales',
    tone: 'terracotta',
    drawing: 'sectional',
    drawingTone: 'sand',
  },
  {
    eyebrow: 'Best sellers',
    title: 'Kenya’s favourites',
    text: 'The pieces our customers rate highest, year after year.',
    to: '/best-sellers',
    cta: 'See best sellers',
    tone: 'ink',
    drawing: 'armchair',
    drawingTone: 'terracotta',
  },
  {
    eyebrow: 'Clearance',
    title: 'Last pieces, lowest prices',
    text: 'Showroom and end-of-line items while stocks last.',
    to: '/clearance',
    cta: 'Shop clearance',
    tone: 'sand',
    drawing: 'dining',
    drawingTone: 'green',
  },
];

/** Three wide promotion tiles linking to merchandising listings. */
export function DealGrid() {
  return (
    <section className={styles.section} aria-labelledby="offers-heading">
      <h2 id="offers-heading" className={styles.heading}>
        Offers this week
      </h2>
      <ul className={styles.deals}>
        {DEALS.map((deal) => (
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
