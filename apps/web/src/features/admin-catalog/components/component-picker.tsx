import type { CatalogCategory } from '@corner/contracts';
import { catalogCategories, catalogCategoryLabels } from '@corner/contracts/display';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import { useCatalogItems } from '../api/get-catalog-items';
import styles from './admin-catalog.module.css';

export interface PickedComponent {
  id: string;
  name: string;
}

export interface ComponentPickerProps {
  picked: PickedComponent[];
  onChange: (picked: PickedComponent[]) => void;
}

/** The kitchen's components: those picked (remove), and catalog items to add by search. */
export function ComponentPicker({ picked, onChange }: ComponentPickerProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CatalogCategory | ''>('');
  const found = useCatalogItems({
    search: search.trim() || undefined,
    category: category || undefined,
    page: 1,
    pageSize: 8,
  });
  const pickedIds = new Set(picked.map((item) => item.id));
  return (
    <div className={styles.section}>
      {picked.length === 0 ? <p>No components picked yet.</p> : null}
      <ul className={styles.list} aria-label="Picked components">
        {picked.map((item) => (
          <li key={item.id} className={styles.row}>
            {item.name}
            <Button
              variant="ghost"
              aria-label={`Remove ${item.name}`}
              onClick={() => onChange(picked.filter((other) => other.id !== item.id))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.toolbar}>
        <Field label="Find components">
          {(control) => (
            <input
              {...control}
              type="search"
              className={inputClassName}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label="Component category">
          {(control) => (
            <select
              {...control}
              className={inputClassName}
              value={category}
              onChange={(event) => setCategory(event.target.value as CatalogCategory | '')}
            >
              <option value="">All categories</option>
              {catalogCategories.map((value) => (
                <option key={value} value={value}>
                  {catalogCategoryLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {found.isError ? <p className={styles.error}>{found.error.message}</p> : null}
      <ul className={styles.list} aria-label="Catalog items to add">
        {found.data?.items.map((item) => (
          <li key={item.id} className={styles.row}>
            <span>
              {item.name}{' '}
              <span className={styles.muted}>{catalogCategoryLabels[item.category]}</span>
            </span>
            <Button
              variant="secondary"
              disabled={pickedIds.has(item.id)}
              aria-label={`${pickedIds.has(item.id) ? 'Added' : 'Add'} ${item.name}`}
              onClick={() => onChange([...picked, { id: item.id, name: item.name }])}
            >
              {pickedIds.has(item.id) ? 'Added' : 'Add'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
