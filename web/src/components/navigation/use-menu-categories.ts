import { FALLBACK_CATEGORIES, type MenuCategory } from '@/config/categories';
import { useCategories } from '@/lib/categories/get-categories';

/**
 * The categories for the header mega menu, the home side menu and the mobile drawer:
 * `GET /categories` when it answers, the built-in list while loading or on failure.
 */
export function useMenuCategories(): { categories: MenuCategory[]; isFallback: boolean } {
  const query = useCategories();
  const loaded = query.data && query.data.length > 0 ? query.data : undefined;
  if (!loaded) return { categories: FALLBACK_CATEGORIES, isFallback: true };
  return {
    categories: loaded.map((category) => ({
      slug: category.slug,
      name: category.name,
      subcategories: (category.subcategories ?? []).map((sub) => ({ slug: sub.slug, name: sub.name })),
    })),
    isFallback: false,
  };
}
