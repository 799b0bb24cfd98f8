import {
  catalogCategories,
  catalogCategoryLabels,
  filterDecimalInput,
} from '@corner/contracts/display';
import type { AdminDesignVersion } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import { useChangeVersion } from '../api/change-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
import {
  blankCustomLine,
  customLineFormSchema,
  toCustomLineRequest,
  type CustomLineFormValues,
} from './line-forms';

/** A line written by hand: category, name, unit, unit price (USD) and quantity. */
export function CustomLineForm({ version }: { version: AdminDesignVersion }) {
  const form = useForm<CustomLineFormValues>({
    resolver: zodResolver(customLineFormSchema),
    defaultValues: blankCustomLine,
  });
  const change = useChangeVersion(version.projectId, version.id);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    change.mutate(
      { kind: 'add-custom-line', line: toCustomLineRequest(values) },
      { onSuccess: () => form.reset(blankCustomLine) },
    ),
  );
  const decimal = (name: 'unitPrice' | 'quantity', places: number) =>
    form.register(name, {
      onChange: (event: { target: { value: string } }) =>
        form.setValue(name, filterDecimalInput(event.target.value, places)),
    });
  return (
    <section className={styles.section} aria-labelledby="custom-line">
      <h2 id="custom-line">Add a line by hand</h2>
      <form className={styles.grid} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Category" error={errors.category?.message}>
          {(control) => (
            <select {...control} className={inputClassName} {...form.register('category')}>
              {catalogCategories.map((category) => (
                <option key={category} value={category}>
                  {catalogCategoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Name" error={errors.name?.message}>
          {(control) => (
            <input {...control} className={inputClassName} {...form.register('name')} />
          )}
        </Field>
        <Field label="Unit" error={errors.unit?.message}>
          {(control) => (
            <input {...control} className={inputClassName} {...form.register('unit')} />
          )}
        </Field>
        <Field label="Unit price (USD)" error={errors.unitPrice?.message}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              inputMode="decimal"
              {...decimal('unitPrice', 2)}
            />
          )}
        </Field>
        <Field label="Quantity" error={errors.quantity?.message}>
          {(control) => (
            <input
              {...control}
              className={inputClassName}
              inputMode="decimal"
              {...decimal('quantity', 3)}
            />
          )}
        </Field>
        {change.isError ? (
          <p role="alert" className={styles.error}>
            {errorText(change.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={change.isPending}>
            Add line
          </Button>
        </div>
      </form>
    </section>
  );
}
