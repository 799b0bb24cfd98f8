import type { AdminKitchen, Image } from '@corner/contracts';
import { filterDecimalInput } from '@corner/contracts/display';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName, saveFailure } from '@/components/ui/form';
import { getAdminKitchenQueryOptions } from '../api/get-admin-kitchen';
import { useSaveKitchen } from '../api/save-kitchen';
import styles from './admin-catalog.module.css';
import { ComponentPicker, type PickedComponent } from './component-picker';
import {
  blankKitchen,
  kitchenFormSchema,
  kitchenStyleLabels,
  slugFrom,
  toKitchenRequest,
  toKitchenValues,
  type KitchenFormValues,
} from './forms';
import type { Uploader } from './image-field';
import { KitchenRenders } from './kitchen-renders';

export interface KitchenEditorProps {
  kitchen?: AdminKitchen | undefined;
  uploader: Uploader;
  onSaved: (kitchen: AdminKitchen) => void;
}

/**
 * A gallery kitchen: its fields, renders (the first is the cover), components, published.
 * A save sends back the revision the form was loaded or last saved at (decision 29), whatever
 * a refetch of `kitchen` brings meanwhile.
 */
export function KitchenEditor({ kitchen, uploader, onSaved }: KitchenEditorProps) {
  const form = useForm<KitchenFormValues, unknown, z.output<typeof kitchenFormSchema>>({
    resolver: zodResolver(kitchenFormSchema),
    defaultValues: kitchen ? toKitchenValues(kitchen) : blankKitchen,
  });
  const [renders, setRenders] = useState<Image[]>(kitchen?.renders ?? []);
  const [components, setComponents] = useState<PickedComponent[]>(kitchen?.components ?? []);
  const [revision, setRevision] = useState(kitchen?.revision ?? 0);
  const save = useSaveKitchen(kitchen ? { id: kitchen.id, revision } : undefined);
  const queryClient = useQueryClient();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(toKitchenRequest(values, { renders, components }), {
      onSuccess: (saved) => {
        setRevision(saved.revision);
        onSaved(saved);
      },
    }),
  );
  const reload = async (id: string) => {
    const fresh = await queryClient.fetchQuery({
      ...getAdminKitchenQueryOptions(id),
      staleTime: 0,
    });
    form.reset(toKitchenValues(fresh));
    setRenders(fresh.renders);
    setComponents(fresh.components);
    setRevision(fresh.revision);
    save.reset();
  };
  const failure = saveFailure(save.error, {
    subject: { noun: 'kitchen' },
    onReload: () => void (kitchen && reload(kitchen.id)),
  });
  const text = (name: 'name' | 'summary', label: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => <input {...control} className={inputClassName} {...form.register(name)} />}
    </Field>
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <section className={styles.section} aria-labelledby="kitchen-details">
        <h2 id="kitchen-details">Details</h2>
        <div className={styles.grid}>
          <Field label="Name" error={errors.name?.message}>
            {(control) => (
              <input
                {...control}
                className={inputClassName}
                {...form.register('name', {
                  onBlur: (event: { target: { value: string } }) => {
                    if (!form.getValues('slug'))
                      form.setValue('slug', slugFrom(event.target.value));
                  },
                })}
              />
            )}
          </Field>
          <Field
            label="Address (slug)"
            error={errors.slug?.message}
            hint="Lowercase letters, digits and hyphens: /kitchens/{slug}"
          >
            {(control) => (
              <input {...control} className={inputClassName} {...form.register('slug')} />
            )}
          </Field>
          <Field label="Style" error={errors.style?.message}>
            {(control) => (
              <select {...control} className={inputClassName} {...form.register('style')}>
                {Object.entries(kitchenStyleLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="From price (USD)" error={errors.fromPrice?.message}>
            {(control) => (
              <input
                {...control}
                className={inputClassName}
                inputMode="decimal"
                {...form.register('fromPrice', {
                  onChange: (event: { target: { value: string } }) =>
                    form.setValue('fromPrice', filterDecimalInput(event.target.value, 2)),
                })}
              />
            )}
          </Field>
          <div className={styles.wide}>{text('summary', 'Short text')}</div>
          <div className={styles.wide}>
            <Field label="Description" error={errors.description?.message}>
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  className={inputClassName}
                  {...form.register('description')}
                />
              )}
            </Field>
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('published')} />
            Published: show in the kitchens gallery
          </label>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="kitchen-renders">
        <h2 id="kitchen-renders">Renders</h2>
        <KitchenRenders renders={renders} onChange={setRenders} uploader={uploader} />
      </section>
      <section className={styles.section} aria-labelledby="kitchen-components">
        <h2 id="kitchen-components">Components</h2>
        <ComponentPicker picked={components} onChange={setComponents} />
      </section>
      {failure.notice}
      {failure.error ? (
        <p role="alert" className={styles.error}>
          {failure.error}
        </p>
      ) : null}
      {save.isSuccess && kitchen ? (
        <p role="status" className={styles.saved}>
          Kitchen saved
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : kitchen ? 'Save kitchen' : 'Create kitchen'}
      </Button>
    </form>
  );
}
