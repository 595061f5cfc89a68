import { Select } from '@/components/ui/select';

import { LISTING_SORTS, SORT_LABELS } from '../listing-options';
import type { ProductSort } from '../types';

type SortSelectProps = {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  options?: ProductSort[];
  className?: string;
};

export function SortSelect({ value, onChange, options = LISTING_SORTS, className }: SortSelectProps) {
  return (
    <Select
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as ProductSort)}
      options={options.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      fieldClassName={className}
    />
  );
}
