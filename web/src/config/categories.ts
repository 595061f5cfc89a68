/**
 * The built-in category list the header and the home menu fall back to when
 * `GET /categories` fails (customer-side.md section 7): the 9 categories of the taxonomy
 * (admin-side.md section 3), plus 'All Furniture' in the 10-entry menus.
 */

export type MenuSubcategory = { slug: string; name: string };
export type MenuCategory = { slug: string; name: string; subcategories: MenuSubcategory[] };

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function category(name: string, subcategories: string[]): MenuCategory {
  const slug = slugify(name);
  return {
    slug,
    name,
    subcategories: subcategories.map((sub) => ({ slug: `${slug}-${slugify(sub)}`, name: sub })),
  };
}

export const FALLBACK_CATEGORIES: MenuCategory[] = [
  category('Living Room', [
    'Sofas', 'Coffee Tables', 'TV Stands', 'Accent Chairs', 'Console Tables', 'Sectional Sofas',
    'Living Room Packages', 'Side Tables', 'Nest of Tables', 'Semi Recliners', 'Couches in Set',
    'Buffet Tables', 'Pouffes & Ottomans', 'Entertainment Centers', 'Bookcases',
  ]),
  category('Bedroom', [
    'Beds', 'Dressers', 'Nightstands', 'Wardrobes', 'Mattresses', 'Ottomans', 'Chest of Drawers',
    'Bedroom Packages', 'Bed Benches', 'Vanity Tables', 'Armoires', 'Headboards',
  ]),
  category('Dining Room', [
    'Dining Tables', 'Dining Chairs', 'Buffets', 'Bar Carts', 'China Cabinets',
    'Four Seater Dining Sets', 'Six Seater Dining Sets', 'Eight Seater Dining Sets', 'Bar Stools',
    'Kitchen Islands',
  ]),
  category('Office', [
    'Desks', 'Office Chairs', 'Bookshelves', 'Filing Cabinets', 'Desk Lamps', 'Conference Tables',
    'Reception Furniture', 'Storage Solutions',
  ]),
  category('Outdoor', [
    'Patio Sets', 'Outdoor Chairs', 'Garden Benches', 'Hammocks', 'Outdoor Tables', 'Umbrellas',
    'Fire Pits', 'Gazebos',
  ]),
  category('Storage', [
    'Cabinets', 'Shelving', 'Storage Bins', 'Closet Systems', 'Media Storage', 'Shoe Racks',
    'Pantry Storage', 'Garage Storage',
  ]),
  category('Decor', [
    'Mirrors', 'Mirror Frames', 'Rugs', 'Lighting', 'Wall Art', 'Throw Pillows', 'Curtains',
    'Decorative Objects',
  ]),
  category('Kids Room', ['Kids Beds', 'Double Deckers', 'Baby Cots', 'Study Desks', 'Toy Storage', 'Cribs']),
  category('Mattresses', ['Foam Mattresses', 'Spring Mattresses', 'Orthopedic Mattresses', 'Memory Foam Mattresses']),
];

/** The 10th menu entry. */
export const ALL_FURNITURE_ENTRY = { name: 'All Furniture', to: '/products' } as const;

export function categoryPath(slug: string): string {
  return `/category/${slug}`;
}
