import type { AdminContentItem } from '@corner/contracts';
import { contentSlotLabels, contentSlots, stageKeys, stageNames } from '@corner/contracts/display';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LastChanged } from '@/components/audit/last-changed';
import { Field, FormDialog, inputClassName, saveFailure } from '@/components/ui/form';
import { useSaveContentItem } from '../api/save-content-item';
import {
  blankContent,
  contentFormSchema,
  toContentRequest,
  toContentValues,
  type ContentFormValues,
} from './forms';
import { ImageField, type Uploader } from './image-field';

export interface ProjectOption {
  id: string;
  name: string;
}

export interface ContentDialogProps {
  item?: AdminContentItem | undefined;
  /** Projects content may belong to (besides "every project"). */
  projects: ProjectOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uploader: Uploader;
  /** After a stale save: loads the latest item and opens the dialog afresh on it. */
  onReload?: () => void;
}

/**
 * Mount it only while open: a save sends back the revision the item had then (decision 29).
 * A guide or checklist: the dashboard stage and project it shows on; or a text an estimate
 * page shows (its slot, one item per slot: the API answers 409 when another item has it).
 */
export function ContentDialog(props: ContentDialogProps) {
  const { projects, open, onOpenChange, uploader, onReload = () => {} } = props;
  const [item] = useState(props.item);
  const form = useForm<ContentFormValues, unknown, z.output<typeof contentFormSchema>>({
    resolver: zodResolver(contentFormSchema),
    defaultValues: item ? toContentValues(item) : blankContent,
  });
  const save = useSaveContentItem(item);
  const { errors } = form.formState;
  const options =
    item?.projectId && !projects.some((project) => project.id === item.projectId)
      ? [{ id: item.projectId, name: item.projectName ?? item.projectId }, ...projects]
      : projects;
  const submit = form.handleSubmit((values) =>
    save.mutate(toContentRequest(values, item?.position), { onSuccess: () => onOpenChange(false) }),
  );
  return (
    <FormDialog
      title={item ? 'Edit content' : 'New content'}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={(event) => void submit(event)}
      submitLabel={item ? 'Save content' : 'Create content'}
      pendingLabel="Saving…"
      pending={save.isPending}
      {...saveFailure(save.error, { subject: { noun: 'content item' }, onReload })}
    >
      {item ? <LastChanged kind="content-item" id={item.id} /> : null}
      <Field label="Title" error={errors.name?.message}>
        {(control) => <input {...control} className={inputClassName} {...form.register('name')} />}
      </Field>
      <Field label="Text" error={errors.body?.message}>
        {(control) => (
          <textarea {...control} rows={5} className={inputClassName} {...form.register('body')} />
        )}
      </Field>
      <Field label="Dashboard stage" error={errors.stageKey?.message}>
        {(control) => (
          <select {...control} className={inputClassName} {...form.register('stageKey')}>
            <option value="">No stage</option>
            {stageKeys.map((key) => (
              <option key={key} value={key}>
                {stageNames[key]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Project" error={errors.projectId?.message}>
        {(control) => (
          <select {...control} className={inputClassName} {...form.register('projectId')}>
            <option value="">Every project</option>
            {options.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Shown on the estimate page" error={errors.slot?.message}>
        {(control) => (
          <select {...control} className={inputClassName} {...form.register('slot')}>
            <option value="">None</option>
            {contentSlots.map((slot) => (
              <option key={slot} value={slot}>
                {contentSlotLabels[slot]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ImageField control={form.control} name="image" uploader={uploader} />
    </FormDialog>
  );
}
