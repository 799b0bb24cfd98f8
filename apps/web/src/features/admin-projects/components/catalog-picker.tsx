import {
  catalogCategories,
  catalogCategoryLabels,
  filterDecimalInput,
  formatCatalogPrice,
  validateValue,
} from '@corner/contracts/display';
import type { AdminDesignVersion, CatalogCategory, CatalogSearchResult } from '@corner/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useCatalogSearch } from '../api/search-catalog';
import { useChangeVersion } from '../api/change-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
import { quantityRules } from './line-forms';

const pageSize = 10;
type Item = CatalogSearchResult['items'][number];

/** Items picked from the catalog: search by name, filter by category, add with a quantity. */
export function CatalogPicker({ version }: { version: AdminDesignVersion }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ search: string; category: CatalogCategory | '' }>({
    search: '',
    category: '',
  });
  const [page, setPage] = useState(1);
  const results = useCatalogSearch({
    search: query.search,
    category: query.category || undefined,
    page,
    pageSize,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, search: text.trim() }));
    setPage(1);
  };
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <section className={styles.section} aria-labelledby="catalog-picker">
      <h2 id="catalog-picker">Add from the catalog</h2>
      <form role="search" className={styles.grid} onSubmit={submit}>
        <Field label="Search the catalog">
          {(control) => (
            <input
              {...control}
              type="search"
              className={inputClassName}
              value={text}
              maxLength={200}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <Field label="Category">
          {(control) => (
            <select
              {...control}
              className={inputClassName}
              value={query.category}
              onChange={(event) => {
                setQuery((current) => ({
                  ...current,
                  category: event.target.value as CatalogCategory | '',
                }));
                setPage(1);
              }}
            >
              <option value="">Every category</option>
              {catalogCategories.map((category) => (
                <option key={category} value={category}>
                  {catalogCategoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </form>
      {results.isPending ? <LoadingState label="Searching the catalog…" /> : null}
      {results.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(results.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <p role="status">
            {data.total === 0
              ? 'No catalog items match.'
              : `${data.total} item${data.total === 1 ? '' : 's'}, page ${data.page} of ${pages}`}
          </p>
          <ul
            className={styles.list}
            aria-label="Catalog items"
            aria-busy={results.isPlaceholderData}
          >
            {data.items.map((item) => (
              <CatalogRow key={item.id} version={version} item={item} />
            ))}
          </ul>
          {pages > 1 ? (
            <div className={styles.actions}>
              <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous results
              </Button>
              <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next results
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function CatalogRow({ version, item }: { version: AdminDesignVersion; item: Item }) {
  const change = useChangeVersion(version.projectId, version.id);
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const message = validateValue(quantity, { required: true, ...quantityRules });
    setProblem(message);
    if (message) return;
    change.mutate({
      kind: 'add-catalog-line',
      line: { catalogItemId: item.id, quantity: Number(quantity) },
    });
  };
  const errorId = `catalog-quantity-error-${item.id}`;
  return (
    <li className={styles.row}>
      <span>
        <strong>{item.name}</strong> · {catalogCategoryLabels[item.category]} ·{' '}
        {formatCatalogPrice(item.unitPrice)} / {item.unit}
        {item.isPublic ? null : <span className={styles.tag}> (not public)</span>}
      </span>
      <form className={styles.inline} onSubmit={add} noValidate>
        <input
          className={inputClassName}
          inputMode="decimal"
          aria-label={`Quantity of ${item.name}`}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : undefined}
          value={quantity}
          onChange={(event) => setQuantity(filterDecimalInput(event.target.value, 3))}
        />
        <Button type="submit" disabled={change.isPending} aria-label={`Add ${item.name}`}>
          {change.isPending ? 'Adding…' : 'Add'}
        </Button>
      </form>
      {problem ? (
        <p id={errorId} className={styles.error}>
          {problem}
        </p>
      ) : null}
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(change.error)}
        </p>
      ) : null}
    </li>
  );
}
