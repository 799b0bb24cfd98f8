import {
  catalogCategoryLabels,
  filterDecimalInput,
  formatCatalogPrice,
} from '@corner/contracts/display';
import { optionLimits, type AdminDesignVersion, type OptionGroupKind } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { useSaveVersionOptions } from '../../api/save-version-options';
import {
  blankOptionGroup,
  formToGroupRequest,
  freeChoices,
  kindLabels,
  optionGroupFormSchema,
  toGroupRequest,
  type OptionGroupFormValues,
} from './option-forms';
import { OptionItemSearch, type CatalogItem } from './option-item-search';
import styles from './version-options.module.css';

const kindHints: Record<OptionGroupKind, string> = {
  swap: 'Customers may have the line in one of the items picked instead; its quantity stays.',
  add: 'Customers may add one of the items picked (none by default).',
  assembly: 'Customers choose the kitchen assembled or not.',
  'delivery-type': 'Customers choose shipping or air freight (offered on US estimates).',
  'countertop-delivery':
    'Customers choose the countertop with the rest or on its own (US estimates with a countertop).',
};

export interface OptionGroupDialogProps {
  version: AdminDesignVersion;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A new option group: its kind, label and items; saved with every group the version has. */
export function OptionGroupDialog({ version, open, onOpenChange }: OptionGroupDialogProps) {
  const { kinds, swapLines } = freeChoices(version.options, version.lines);
  const firstKind = kinds[0] ?? 'add';
  const form = useForm<OptionGroupFormValues>({
    resolver: zodResolver(optionGroupFormSchema),
    defaultValues: blankOptionGroup(firstKind),
  });
  const { control, register, reset, formState } = form;
  const { errors } = formState;
  const items = useFieldArray({ control, name: 'items' });
  const [kind, lineId, picked] = useWatch({ control, name: ['kind', 'lineId', 'items'] });
  const line = swapLines.find((candidate) => candidate.id === lineId);
  const save = useSaveVersionOptions(version.projectId, version.id);
  useEffect(() => {
    if (open) reset(blankOptionGroup(firstKind));
  }, [open, firstKind, reset]);
  const change = (next: boolean) => {
    if (!next) save.reset();
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    save.mutate([...version.options.map(toGroupRequest), formToGroupRequest(values)], {
      onSuccess: () => change(false),
    }),
  );
  const startOver = () => {
    items.replace([]);
    form.clearErrors('items');
  };
  const unavailable = (item: CatalogItem) => {
    if (picked.some((each) => each.catalogItemId === item.id)) return 'picked';
    if (kind === 'swap' && item.id === line?.catalogItemId) return "the line's own item";
    if (picked.length >= optionLimits.items) return `at most ${optionLimits.items} items`;
    return undefined;
  };
  const pick = (item: CatalogItem) => {
    if (unavailable(item)) return;
    const { id, name, category, unit, unitPrice } = item;
    items.append({ catalogItemId: id, name, category, unit, unitPrice, quantity: '1' });
    form.clearErrors('items');
  };
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  const withItems = kind === 'swap' || kind === 'add';
  return (
    <FormDialog
      title="Add an option"
      open={open}
      onOpenChange={change}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save option"
      pendingLabel="Saving…"
      pending={save.isPending}
      error={save.isError ? errorText(save.error) : null}
    >
      <Field label="Kind" hint={kindHints[kind]} error={errors.kind?.message}>
        {(props) => (
          <select
            {...props}
            className={inputClassName}
            {...register('kind', {
              onChange: () => {
                form.setValue('lineId', '');
                form.setValue('optional', false);
                startOver();
              },
            })}
          >
            {kinds.map((each) => (
              <option key={each} value={each}>
                {kindLabels[each]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Label"
        hint={`What customers read, e.g. 'Front finish' (at most ${optionLimits.label} characters).`}
        error={errors.label?.message}
      >
        {(props) => (
          <input {...props} className={inputClassName} autoComplete="off" {...register('label')} />
        )}
      </Field>
      {kind === 'swap' ? (
        <>
          <Field label="Line" error={errors.lineId?.message}>
            {(props) => (
              <select
                {...props}
                className={inputClassName}
                {...register('lineId', { onChange: startOver })}
              >
                <option value="">Choose a line</option>
                {swapLines.map((each) => (
                  <option key={each.id} value={each.id}>
                    {catalogCategoryLabels[each.category]}: {each.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className={styles.check}>
            <input type="checkbox" {...register('optional')} />
            Customers may also drop this line
          </label>
        </>
      ) : null}
      {withItems ? (
        <fieldset
          className={styles.fieldset}
          aria-describedby={itemsError ? 'option-items-error' : undefined}
        >
          <legend>{kind === 'swap' ? 'Alternatives' : 'Items customers may add'}</legend>
          <p className={styles.hint} aria-live="polite">
            {items.fields.length === 0
              ? 'None picked yet.'
              : `${items.fields.length} picked (at most ${optionLimits.items}).`}
          </p>
          {items.fields.length > 0 ? (
            <ul className={styles.items} aria-label="Picked items">
              {items.fields.map((field, index) => {
                const quantityError = errors.items?.[index]?.quantity?.message;
                const errorId = `option-quantity-error-${index}`;
                return (
                  <li key={field.id} className={styles.item}>
                    <span>
                      {field.name} · {formatCatalogPrice(field.unitPrice)} / {field.unit}
                    </span>
                    {kind === 'add' ? (
                      <input
                        className={`${inputClassName} ${styles.quantity}`}
                        inputMode="decimal"
                        aria-label={`Quantity of ${field.name}`}
                        aria-invalid={Boolean(quantityError)}
                        aria-describedby={quantityError ? errorId : undefined}
                        {...register(`items.${index}.quantity`, {
                          onChange: (event: { target: { value: string } }) =>
                            form.setValue(
                              `items.${index}.quantity`,
                              filterDecimalInput(event.target.value, 3),
                            ),
                        })}
                      />
                    ) : null}
                    <Button
                      variant="ghost"
                      aria-label={`Remove ${field.name} from this option`}
                      onClick={() => items.remove(index)}
                    >
                      Remove
                    </Button>
                    {quantityError ? (
                      <p id={errorId} className={styles.error}>
                        {quantityError}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {itemsError ? (
            <p id="option-items-error" className={styles.error}>
              {itemsError}
            </p>
          ) : null}
          {kind === 'swap' && !line ? (
            <p className={styles.hint}>
              Choose the line first: its alternatives are of its category.
            </p>
          ) : (
            <OptionItemSearch
              key={line?.id ?? 'any'}
              category={kind === 'swap' ? line?.category : undefined}
              unavailable={unavailable}
              onPick={pick}
            />
          )}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
