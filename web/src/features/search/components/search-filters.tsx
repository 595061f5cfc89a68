import { Skeleton } from '@/components/ui/skeleton';
import { categoryTitleFromSlug } from '@/lib/categories/category-title';
import { PriceRangeSlider } from '@/components/listing/price-range-slider';
import { usePriceRange } from '@/lib/listing/price-range';

import { FLAG_LABELS } from '../search-options';
import type { SearchChange, SearchState } from '../search-query';
import type { SearchFacets } from '../types';
import { FacetCheckbox, FacetGroup, toggleValue, withSelected } from './facet-group';
import styles from './search-filters.module.css';

type SearchFiltersProps = {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  /** The facets of the current results; undefined while the first answer loads. */
  facets: SearchFacets | undefined;
};

/**
 * The search page's filters, each choice with its facet count: category and type, price range
 * ('Apply Filters'), materials, colours, brands, and the delivery and stock toggles.
 */
export function SearchFilters({ state, onChange, facets }: SearchFiltersProps) {
  // The slider spans the whole catalogue's prices, not only these results', so its ends do not move as filters change.
  const catalogueRange = usePriceRange();
  if (!facets) {
    return (
      <div className={styles.panel} role="status" aria-label="Loading filters">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.group}>
            <Skeleton shape="text" width="50%" />
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="70%" />
          </div>
        ))}
      </div>
    );
  }

  const categorySlugs = new Set(facets.categories.map((option) => option.value.toLowerCase()));
  const selectedSubcategories = state.categories.filter((slug) => !categorySlugs.has(slug.toLowerCase()));
  const toggleCategory = (slug: string, checked: boolean) =>
    onChange({ categories: toggleValue(state.categories, slug, checked) });

  const subcategories = withSelected(facets.subcategories, selectedSubcategories, categoryTitleFromSlug);
  const materials = withSelected(facets.materials, state.materials);
  const colors = withSelected(facets.colors, state.colors);
  const brands = withSelected(facets.brands, state.brands);

  const flags = [
    { key: 'freeDelivery', label: FLAG_LABELS.freeDelivery, count: facets.freeDelivery, checked: state.freeDelivery },
    { key: 'expressDelivery', label: FLAG_LABELS.expressDelivery, count: facets.expressDelivery, checked: state.expressDelivery },
    { key: 'noAssembly', label: FLAG_LABELS.noAssembly, count: facets.assemblyNotRequired, checked: state.assemblyRequired === false },
    { key: 'inStock', label: FLAG_LABELS.inStock, count: facets.inStock, checked: state.inStock },
    { key: 'onSale', label: FLAG_LABELS.onSale, count: facets.onSale, checked: state.onSale },
  ] as const;

  function toggleFlag(key: (typeof flags)[number]['key'], checked: boolean) {
    if (key === 'noAssembly') onChange({ assemblyRequired: checked ? false : null });
    else onChange({ [key]: checked });
  }

  return (
    <div className={styles.panel}>
      <FacetGroup
        legend="Category"
        options={facets.categories}
        selected={state.categories.filter((slug) => categorySlugs.has(slug.toLowerCase()))}
        onToggle={toggleCategory}
      />
      {subcategories.length > 0 && (
        <FacetGroup legend="Type" options={subcategories} selected={selectedSubcategories} onToggle={toggleCategory} />
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Price range</legend>
        {catalogueRange.data ? (
          <PriceRangeSlider
            key={`${state.minPrice}-${state.maxPrice}-${catalogueRange.data.min}-${catalogueRange.data.max}`}
            range={catalogueRange.data}
            minPrice={state.minPrice}
            maxPrice={state.maxPrice}
            onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
          />
        ) : (
          <Skeleton shape="text" width="100%" />
        )}
      </fieldset>

      {materials.length > 0 && (
        <FacetGroup
          legend="Material"
          options={materials}
          selected={state.materials}
          onToggle={(value, checked) => onChange({ materials: toggleValue(state.materials, value, checked) })}
        />
      )}
      {colors.length > 0 && (
        <FacetGroup
          legend="Colour"
          options={colors}
          selected={state.colors}
          onToggle={(value, checked) => onChange({ colors: toggleValue(state.colors, value, checked) })}
        />
      )}
      {brands.length > 0 && (
        <FacetGroup
          legend="Brand"
          options={brands}
          selected={state.brands}
          onToggle={(value, checked) => onChange({ brands: toggleValue(state.brands, value, checked) })}
        />
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Delivery and stock</legend>
        <ul role="list" className={styles.options}>
          {flags.map((flag) => (
            <li key={flag.key}>
              <FacetCheckbox
                label={flag.label}
                count={flag.count}
                checked={flag.checked}
                onChange={(checked) => toggleFlag(flag.key, checked)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
