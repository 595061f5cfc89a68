/**
 * The one set of shop facts (DECISIONS.md, "Marketing and content text"): every screen
 * that states an address, an hour, a delivery time or a policy reads it from here. The
 * business settings (delivery fee, free-delivery threshold, COD fee, VAT rate, the shop's
 * contact for invoices) are data an admin edits: `useShopSettings()` (GET /api/settings), never
 * constants here (DECISIONS.md, "Business settings").
 */

export const SHOP = {
  name: 'Samani Furniture',
  shortName: 'Samani',
  tagline: 'Furniture made for Kenyan homes',
  foundedYear: 2001,
  address: {
    building: 'Samani House, Ground Floor',
    street: 'Ngong Road, opposite Prestige Plaza',
    area: 'Kilimani',
    city: 'Nairobi',
    postal: 'P.O. Box 10234-00100',
    country: 'Kenya',
    landmark: 'Next to the Ngong Road-Kindaruma Road junction, with free customer parking',
  },
  phones: {
    support: { display: '+254 733 456 789', href: 'tel:+254733456789' },
  },
  emails: {
    support: 'support@samanifurniture.co.ke',
    careers: 'careers@samanifurniture.co.ke',
  },
  /** Footer hours: when the phones and email are answered. */
  officeHours: [
    { days: 'Mon - Fri', hours: '8:00 AM - 5:00 PM' },
    { days: 'Saturday', hours: '9:00 AM - 3:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  /** Contact page hours: when the Nairobi showroom is open. */
  showroomHours: [
    { days: 'Mon - Fri', hours: '9:00 AM - 8:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 6:00 PM' },
    { days: 'Sunday', hours: '12:00 PM - 5:00 PM' },
  ],
  /**
   * How soon a message is answered. Messages are read in office hours only (closed on Sundays),
   * so the promise is a working day, not "24 hours" and not "24/7" (docs/decisions.md, "The spec
   * rows still short").
   */
  replyWithin: 'one working day',
  delivery: {
    nairobiStandard: '3-7 business days',
    nairobiExpress: '1-2 business days',
    otherRegions: '7-14 days',
  },
  returns: { days: 30, refundTime: '7-14 business days' },
  warrantyYears: 2,
  paymentMethods: ['Visa', 'Mastercard', 'M-Pesa', 'PayPal', 'Cash on delivery'],
  stats: [
    { value: '25+', label: 'Years of craftsmanship' },
    { value: '50,000+', label: 'Happy customers' },
    { value: '100,000+', label: 'Products delivered' },
    { value: '98%', label: 'Customer satisfaction' },
  ],
  social: [
    { name: 'Facebook', handle: '@samanifurniture' },
    { name: 'Instagram', handle: '@samanifurniture' },
    { name: 'X (Twitter)', handle: '@samani_ke' },
  ],
} as const;

export const SHOWROOM_ADDRESS_LINES = [
  SHOP.address.building,
  SHOP.address.street,
  `${SHOP.address.area}, ${SHOP.address.city}`,
  SHOP.address.postal,
] as const;

export type ServiceSlug =
  | 'custom-furniture'
  | 'interior-design'
  | 'restoration'
  | 'office-furniture'
  | 'delivery'
  | 'maintenance'
  | 'space-planning'
  | 'corporate';

/** The 8 services of the spec, in its order; `/services/{slug}`. */
export const SERVICES: { slug: ServiceSlug; name: string; summary: string }[] = [
  { slug: 'custom-furniture', name: 'Custom Furniture', summary: 'Pieces made to your size, fabric and finish in our Nairobi workshop.' },
  { slug: 'interior-design', name: 'Interior Design', summary: 'A designer plans a room or a whole home with you, within your budget.' },
  { slug: 'restoration', name: 'Furniture Restoration', summary: 'Reupholstery, refinishing and repairs that give good furniture a second life.' },
  { slug: 'office-furniture', name: 'Office Furniture', summary: 'Desks, seating and storage for home offices and growing teams.' },
  { slug: 'delivery', name: 'Delivery & Assembly', summary: 'Careful delivery across Kenya, with assembly and packaging removal.' },
  { slug: 'maintenance', name: 'Care & Maintenance', summary: 'Cleaning, re-tightening and touch-ups that keep furniture looking new.' },
  { slug: 'space-planning', name: 'Space Planning', summary: 'Measured floor plans that make small rooms and open plans work.' },
  { slug: 'corporate', name: 'Corporate & Hospitality', summary: 'Furnishing offices, hotels, schools and short-stay apartments at scale.' },
];

const SHORT_DAYS: Record<string, string> = { 'Mon - Fri': 'Mon-Fri', Saturday: 'Sat', Sunday: 'Sun' };

/**
 * The office hours in one line, 'Mon-Fri 8:00 AM-5:00 PM, Sat 9:00 AM-3:00 PM': the one source
 * of the support hours every page quotes (help, contact, services, home).
 */
export function officeHoursLine(hours: readonly { days: string; hours: string }[] = SHOP.officeHours): string {
  return hours
    .filter((entry) => entry.hours !== 'Closed')
    .map((entry) => `${SHORT_DAYS[entry.days] ?? entry.days} ${entry.hours.replace(/ - /g, '-')}`)
    .join(', ');
}
