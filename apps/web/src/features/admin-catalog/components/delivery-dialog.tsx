import type { AdminDelivery } from '@corner/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormDialog, inputClassName, saveFailure } from '@/components/ui/form';
import { useSaveDelivery } from '../api/save-delivery';
import {
  blankDelivery,
  deliveryFormSchema,
  toDeliveryRequest,
  toDeliveryValues,
  type DeliveryFormValues,
} from './forms';
import { ImageField, type Uploader } from './image-field';

export interface DeliveryDialogProps {
  projectId: string;
  delivery?: AdminDelivery | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  uploader: Uploader;
  /** After a stale save: loads the latest delivery and opens the dialog afresh on it. */
  onReload?: () => void;
}

/**
 * Mount it only while open: a save sends back the revision the delivery had then (decision
 * 29). A delivery: its name, tracking link (http or https) and picture.
 */
export function DeliveryDialog(props: DeliveryDialogProps) {
  const { projectId, open, onOpenChange, uploader, onReload = () => {} } = props;
  const [delivery] = useState(props.delivery);
  const form = useForm<DeliveryFormValues, unknown, z.output<typeof deliveryFormSchema>>({
    resolver: zodResolver(deliveryFormSchema),
    defaultValues: delivery ? toDeliveryValues(delivery) : blankDelivery,
  });
  const save = useSaveDelivery(projectId, delivery);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(toDeliveryRequest(values), { onSuccess: () => onOpenChange(false) }),
  );
  return (
    <FormDialog
      title={delivery ? 'Edit delivery' : 'New delivery'}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={(event) => void submit(event)}
      submitLabel={delivery ? 'Save delivery' : 'Add delivery'}
      pendingLabel="Saving…"
      pending={save.isPending}
      {...saveFailure(save.error, { subject: { noun: 'delivery' }, onReload })}
    >
      <Field label="Name" error={errors.name?.message} hint="e.g. Crate 1 of 2">
        {(control) => <input {...control} className={inputClassName} {...form.register('name')} />}
      </Field>
      <Field
        label="Tracking link"
        error={errors.trackingLink?.message}
        hint="The carrier's tracking page, starting with https://"
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            className={inputClassName}
            {...form.register('trackingLink')}
          />
        )}
      </Field>
      <ImageField control={form.control} name="image" uploader={uploader} />
    </FormDialog>
  );
}
