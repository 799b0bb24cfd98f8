import {
  catalogCategories,
  catalogCategoryLabels,
  formatCatalogPrice,
} from '@corner/contracts/display';
import type { CatalogCategory, CatalogSearchResult } from '@corner/contracts';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useCatalogSearch } from '../../api/search-catalog';
import styles from './version-options.module.css';

const pageSize = 5;
export type CatalogItem = CatalogSearchResult['items'][number];

export interface OptionItemSearchProps {
  /** Only this category (a line's alternatives); otherwise the person picks one. */
  category?: CatalogCategory | undefined;
  /** Items that cannot be picked (already picked, or the line's own), with the reason. */
  unavailable: (item: CatalogItem) => string | undefined;
  onPick: (item: CatalogItem) => void;
}

/**
 * Catalog items to pick for an option: the catalog search of 'Add from the catalog', inside
 * the option's form (so no form of its own: Enter in the search field searches).
 */
export function OptionItemSearch({ category, unavailable, onPick }: OptionItemSearchProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [chosenCategory, setChosenCategory] = useState<CatalogCategory | ''>('');
  const [page, setPage] = useState(1);
  const results = useCatalogSearch({
    search,
    category: category ?? (chosenCategory || undefined),
    page,
    pageSize,
  });
  const find = () => {
    setSearch(text.trim());
    setPage(1);
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    find();
  };
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <div className={styles.search}>
      <div role="search" aria-label="Catalog" className={styles.searchFields}>
        <Field label="Search the catalog">
          {(control) => (
            <input
              {...control}
              type="search"
              className={inputClassName}
              value={text}
              maxLength={200}
              onKeyDown={enter}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        {category ? null : (
          <Field label="Category">
            {(control) => (
              <select
                {...control}
                className={inputClassName}
                value={chosenCategory}
                onChange={(event) => {
                  setChosenCategory(event.target.value as CatalogCategory | '');
                  setPage(1);
                }}
              >
                <option value="">Every category</option>
                {catalogCategories.map((each) => (
                  <option key={each} value={each}>
                    {catalogCategoryLabels[each]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Button variant="secondary" onClick={find}>
          Search
        </Button>
      </div>
      {category ? <p className={styles.hint}>{catalogCategoryLabels[category]} only.</p> : null}
      {results.isPending ? <LoadingState label="Searching the catalog…" /> : null}
      {results.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(results.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <p role="status" className={styles.hint}>
            {data.total === 0
              ? 'No catalog items match.'
              : `${data.total} item${data.total === 1 ? '' : 's'}, page ${data.page} of ${pages}`}
          </p>
          <ul
            className={styles.items}
            aria-label="Catalog items"
            aria-busy={results.isPlaceholderData}
          >
            {data.items.map((item) => {
              const reason = unavailable(item);
              return (
                <li key={item.id} className={styles.item}>
                  <span>
                    {item.name} · {formatCatalogPrice(item.unitPrice)} / {item.unit}
                    {reason ? <span className={styles.muted}> ({reason})</span> : null}
                  </span>
                  {/* aria-disabled, not disabled: focus stays on the button just used. */}
                  <Button
                    variant="secondary"
                    aria-disabled={Boolean(reason)}
                    aria-label={`Pick ${item.name}`}
                    onClick={() => {
                      if (!reason) onPick(item);
                    }}
                  >
                    Pick
                  </Button>
                </li>
              );
            })}
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
    </div>
  );
}
