import {
  catalogCategories,
  catalogCategoryLabels,
  filterDecimalInput,
  formatCatalogPrice,
  validateValue,
} from '@corner/contracts/display';
import type { AdminDesignVersion, AdminItemLine } from '@corner/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { inputClassName } from '@/components/ui/form';
import { useChangeVersion } from '../api/change-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
import { TableScroll } from '@/components/ui/table/table-scroll';

/** The version's item lines by category: each quantity can change, each line can go. */
export function ItemLines({ version }: { version: AdminDesignVersion }) {
  const groups = catalogCategories
    .map((category) => ({
      category,
      lines: version.lines.filter((line) => line.category === category),
    }))
    .filter((group) => group.lines.length > 0);
  return (
    <section className={styles.section} aria-labelledby="version-lines">
      <h2 id="version-lines">Item lines</h2>
      {groups.length === 0 ? <p>No item lines yet: pick them from the catalog below.</p> : null}
      {groups.map((group) => (
        <TableScroll key={group.category}>
          <table className={styles.table}>
            <caption>{catalogCategoryLabels[group.category]}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Unit price (USD)</th>
                <th scope="col">Quantity</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line) => (
                <LineRow key={line.id} version={version} line={line} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
    </section>
  );
}

function LineRow({ version, line }: { version: AdminDesignVersion; line: AdminItemLine }) {
  const change = useChangeVersion(version.projectId, version.id);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [problem, setProblem] = useState<string>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const message = validateValue(quantity, { required: true, min: 0.001, maxDecimals: 3 });
    setProblem(message);
    if (message) return;
    change.mutate({ kind: 'set-quantity', lineId: line.id, quantity: Number(quantity) });
  };
  const errorId = `quantity-error-${line.id}`;
  return (
    <tr>
      <th scope="row">
        {line.name}
        {line.catalogItemId ? null : <span className={styles.tag}> (by hand)</span>}
      </th>
      <td>
        {formatCatalogPrice(line.unitPrice)} / {line.unit}
      </td>
      <td>
        <form className={styles.inline} onSubmit={save} noValidate>
          <input
            className={inputClassName}
            inputMode="decimal"
            aria-label={`Quantity of ${line.name}`}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? errorId : undefined}
            value={quantity}
            onChange={(event) => setQuantity(filterDecimalInput(event.target.value, 3))}
          />
          <Button type="submit" variant="secondary" disabled={change.isPending}>
            Update
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
      </td>
      <td>
        <Button
          variant="ghost"
          disabled={change.isPending}
          aria-label={`Remove ${line.name}`}
          onClick={() => change.mutate({ kind: 'remove-line', lineId: line.id })}
        >
          Remove
        </Button>
      </td>
    </tr>
  );
}
