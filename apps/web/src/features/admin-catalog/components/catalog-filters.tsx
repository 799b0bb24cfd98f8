import type { CatalogCategory } from '@corner/contracts';
import { catalogCategories, catalogCategoryLabels } from '@corner/contracts/display';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import styles from './admin-catalog.module.css';

export interface CatalogFilter {
  search: string;
  category: CatalogCategory | '';
}

export interface CatalogFiltersProps {
  value: CatalogFilter;
  onChange: (filter: CatalogFilter) => void;
}

/** Search by name (on submit) and a category (at once). */
export function CatalogFilters({ value, onChange }: CatalogFiltersProps) {
  const [search, setSearch] = useState(value.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, search: search.trim() });
  };
  return (
    <form role="search" className={styles.toolbar} onSubmit={submit}>
      <Field label="Search catalog items">
        {(control) => (
          <input
            {...control}
            type="search"
            className={inputClassName}
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field label="Category">
        {(control) => (
          <select
            {...control}
            className={inputClassName}
            value={value.category}
            onChange={(event) =>
              onChange({ search, category: event.target.value as CatalogCategory | '' })
            }
          >
            <option value="">All categories</option>
            {catalogCategories.map((category) => (
              <option key={category} value={category}>
                {catalogCategoryLabels[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
