import { MapPinIcon } from '@/components/icons';
import { SHOP, SHOWROOM_ADDRESS_LINES } from '@/config/shop';

import styles from './location-card.module.css';

/**
 * Where the showroom is: a drawn street plan (no external map service, so it works
 * everywhere and loads instantly) with the address and directions.
 */
export function LocationCard() {
  return (
    <figure className={styles.card}>
      <svg viewBox="0 0 600 300" preserveAspectRatio="xMidYMid slice" className={styles.map} role="img" aria-labelledby="map-title">
        <title id="map-title">
          Street plan: {SHOP.name} showroom on {SHOP.address.street.split(',')[0]}, {SHOP.address.area}, {SHOP.address.city}
        </title>
        <rect width="600" height="300" fill="#ece6dc" />
        <g fill="#dfe8d9">
          <rect x="20" y="20" width="150" height="90" rx="8" />
          <rect x="440" y="190" width="140" height="90" rx="8" />
        </g>
        <g fill="#e2dbcf">
          <rect x="200" y="20" width="120" height="70" rx="6" />
          <rect x="350" y="20" width="90" height="70" rx="6" />
          <rect x="20" y="190" width="130" height="90" rx="6" />
          <rect x="180" y="190" width="110" height="90" rx="6" />
          <rect x="320" y="200" width="90" height="80" rx="6" />
          <rect x="470" y="20" width="110" height="120" rx="6" />
        </g>
        <path d="M0 150 C150 140 300 160 600 135" stroke="#fff" strokeWidth="34" fill="none" />
        <path d="M0 150 C150 140 300 160 600 135" stroke="#f3c98b" strokeWidth="3" strokeDasharray="14 10" fill="none" />
        <path d="M330 0 L300 300" stroke="#fff" strokeWidth="20" fill="none" />
        <path d="M180 110 L160 300" stroke="#fff" strokeWidth="12" fill="none" />
        <text x="24" y="138" fontSize="14" fontWeight="700" fill="#6f6458">
          Ngong Road
        </text>
        <text x="338" y="280" fontSize="12" fontWeight="600" fill="#6f6458" transform="rotate(-84 338 280)">
          Kindaruma Road
        </text>
        <text x="40" y="70" fontSize="12" fill="#5b7a55">
          Park
        </text>
        <g transform="translate(262 96)">
          <circle r="30" fill="#1e5641" opacity="0.15" />
          <path d="M0 22 C-14 6 -18 -2 -18 -10 A18 18 0 0 1 18 -10 C18 -2 14 6 0 22Z" fill="#a4471f" />
          <circle cy="-10" r="7" fill="#fff" />
        </g>
        <rect x="288" y="66" width="150" height="30" rx="6" fill="#fff" stroke="#e1d8cc" />
        <text x="298" y="86" fontSize="13" fontWeight="700" fill="#1f1b16">
          {SHOP.name}
        </text>
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.pin}>
          <MapPinIcon />
        </span>
        <span>
          <strong>{SHOP.name} showroom</strong>
          <span className={styles.address}>{SHOWROOM_ADDRESS_LINES.join(', ')}</span>
          <span className={styles.directions}>{SHOP.address.landmark}.</span>
        </span>
      </figcaption>
    </figure>
  );
}
