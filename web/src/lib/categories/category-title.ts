/** What resolving needs from a category: the built-in list and the server's both fit. */
export type CategoryTree = { slug: string; name: string; subcategories: { slug: string; name: string }[] };

/** 'living-room' -> 'Living Room' (customer spec §2 "Category page": the slug becomes a title). */
export function categoryTitleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export type ResolvedCategory<C extends CategoryTree = CategoryTree> = {
  /** The slug the products are fetched by: a category or a `{category}-{subcategory}` slug. */
  slug: string;
  title: string;
  /** The top-level category, when the slug is a known subcategory. */
  parent: { slug: string; title: string } | null;
  /** The category itself when known (for its subcategory chips). */
  category: C | null;
};

/** 'Living Room' + 'Sofas' -> 'Living Room Sofas'; 'Living Room Packages' stays as it is. */
export function subcategoryTitle(categoryName: string, subcategoryName: string): string {
  return subcategoryName.toLowerCase().includes(categoryName.toLowerCase())
    ? subcategoryName
    : `${categoryName} ${subcategoryName}`;
}

/**
 * Candidate slugs for `/category/:category/:sub?/:item?`, most specific first. Menu links use
 * plain segments (`/category/living-room/sofas`), so `{category}-{segment}` is tried as well as
 * the segment as written.
 */
export function candidateSlugs(segments: string[]): string[] {
  const [category, sub, item] = segments.map((segment) => segment.toLowerCase());
  const candidates: string[] = [];
  if (category && sub && item) candidates.push(`${category}-${sub}-${item}`, `${category}-${item}`, item);
  if (category && sub) candidates.push(`${category}-${sub}`, sub);
  if (category) candidates.push(category);
  return [...new Set(candidates)];
}

/**
 * Picks the most specific segment that is a known slug. Without the category list (still
 * loading or failed), the most specific composed slug is used and the API decides.
 */
export function resolveCategory<C extends CategoryTree>(segments: string[], categories: C[] | undefined): ResolvedCategory<C> {
  const candidates = candidateSlugs(segments);
  if (categories) {
    for (const slug of candidates) {
      for (const category of categories) {
        if (category.slug === slug) {
          return { slug, title: category.name, parent: null, category };
        }
        const sub = category.subcategories.find((candidate) => candidate.slug === slug);
        if (sub) {
          return {
            slug,
            title: subcategoryTitle(category.name, sub.name),
            parent: { slug: category.slug, title: category.name },
            category,
          };
        }
      }
    }
  }
  const [category = '', sub] = segments.map((segment) => segment.toLowerCase());
  const slug = sub ? `${category}-${sub}` : category;
  return {
    slug,
    title: categoryTitleFromSlug(slug),
    parent: sub ? { slug: category, title: categoryTitleFromSlug(category) } : null,
    category: null,
  };
}
