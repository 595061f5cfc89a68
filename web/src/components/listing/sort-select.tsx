import { Select } from '../ui/select';

type SortSelectProps<S extends string> = {
  value: S;
  onChange: (sort: S) => void;
  options: readonly S[];
  /** The label people read for each option. */
  labels: Record<S, string>;
  className?: string;
};

/** A 'Sort by' select over any set of sort values (the listing's, the search page's). */
export function SortSelect<S extends string>({ value, onChange, options, labels, className }: SortSelectProps<S>) {
  return (
    <Select
      label="Sort by"
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      options={options.map((sort) => ({ value: sort, label: labels[sort] }))}
      fieldClassName={className}
    />
  );
}
