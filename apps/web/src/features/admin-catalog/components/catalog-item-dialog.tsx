import type { AdminCatalogItem } from '@corner/contracts';
import {
  catalogCategories,
  catalogCategoryLabels,
  filterDecimalInput,
} from '@corner/contracts/display';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LastChanged } from '@/components/audit/last-changed';
import { Field, FormDialog, inputClassName, saveFailure } from '@/components/ui/form';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import styles from './admin-catalog.module.css';
import {
  blankCatalogItem,
  catalogItemFormSchema,
  toCatalogItemRequest,
  toCatalogItemValues,
  type CatalogItemFormValues,
} from './forms';
import { ImageField, type Uploader } from './image-field';

export interface CatalogItemDialogProps {
  /** The item to edit; none: a new item. */
  item?: AdminCatalogItem | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uploader: Uploader;
  /** After a stale save: loads the latest item and opens the dialog afresh on it. */
  onReload?: () => void;
}

/**
 * Mount it only while open: the form starts from the item as it is then, and a save sends
 * back the revision it had (decision 29).
 * A catalog item: category, name, description, unit, USD price, picture, public or not. */
export function CatalogItemDialog(props: CatalogItemDialogProps) {
  const { open, onOpenChange, uploader, onReload = () => {} } = props;
  const [item] = useState(props.item);
  const initial = item ? toCatalogItemValues(item) : blankCatalogItem;
  const form = useForm<CatalogItemFormValues, unknown, z.output<typeof catalogItemFormSchema>>({
    resolver: zodResolver(catalogItemFormSchema),
    defaultValues: initial,
  });
  const save = useSaveCatalogItem(item);
  const { errors } = form.formState;
  const change = (next: boolean) => {
    if (!next) {
      form.reset(initial);
      save.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(toCatalogItemRequest(values), { onSuccess: () => change(false) }),
  );
  return (
    <FormDialog
      title={item ? 'Edit catalog item' : 'New catalog item'}
      open={open}
      onOpenChange={change}
      onSubmit={(event) => void submit(event)}
      submitLabel={item ? 'Save item' : 'Create item'}
      pendingLabel="Saving…"
      pending={save.isPending}
      {...saveFailure(save.error, { subject: { noun: 'catalog item' }, onReload })}
    >
      {item ? <LastChanged kind="catalog-item" id={item.id} /> : null}
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
        {(control) => <input {...control} className={inputClassName} {...form.register('name')} />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={inputClassName}
            {...form.register('description')}
          />
        )}
      </Field>
      <Field label="Unit" error={errors.unit?.message} hint="e.g. piece, m, m²">
        {(control) => <input {...control} className={inputClassName} {...form.register('unit')} />}
      </Field>
      <Field label="Unit price (USD)" error={errors.unitPrice?.message}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            inputMode="decimal"
            {...form.register('unitPrice', {
              onChange: (event: { target: { value: string } }) =>
                form.setValue('unitPrice', filterDecimalInput(event.target.value, 2)),
            })}
          />
        )}
      </Field>
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('isPublic')} />
        Public: show in the components gallery
      </label>
      <ImageField control={form.control} name="image" uploader={uploader} />
    </FormDialog>
  );
}
