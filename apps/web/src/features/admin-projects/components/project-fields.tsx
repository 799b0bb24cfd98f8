import { projectStatuses } from '@corner/contracts';
import { useController, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import { useDesignerChoices } from '../api/get-designer-choices';
import styles from './admin-projects.module.css';
import { statusLabels, type ProjectFormInput, type ProjectFormOutput } from './project-form';

export interface ProjectFieldsProps {
  form: UseFormReturn<ProjectFormInput, unknown, ProjectFormOutput>;
}

/** Name, status, designer and the customers' e-mails (a new e-mail becomes a new customer). */
export function ProjectFields({ form }: ProjectFieldsProps) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const customers = useFieldArray({ control, name: 'customers' });
  const designers = useDesignerChoices().data ?? [];
  // Controlled: its options arrive after the form's value.
  const designer = useController({ control, name: 'designerId' });
  return (
    <>
      <Field label="Project name" error={errors.name?.message}>
        {(control) => (
          <input {...control} className={inputClassName} autoComplete="off" {...register('name')} />
        )}
      </Field>
      <Field label="Status" error={errors.status?.message}>
        {(control) => (
          <select {...control} className={inputClassName} {...register('status')}>
            {projectStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Designer"
        error={errors.designerId?.message}
        hint="The customers see their name, e-mail and phone as the person to contact."
      >
        {(control) => (
          <select {...control} className={inputClassName} {...designer.field}>
            <option value="">No designer</option>
            {designers.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} ({choice.email})
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className={styles.customers}>
        <legend>Customers</legend>
        <p className={styles.hint}>An e-mail without an account becomes a new customer.</p>
        {customers.fields.map((field, index) => (
          <div key={field.id} className={styles.customerRow}>
            <Field
              label={`Customer e-mail ${index + 1}`}
              error={errors.customers?.[index]?.email?.message}
            >
              {(control) => (
                <input
                  {...control}
                  type="email"
                  className={inputClassName}
                  autoComplete="off"
                  {...register(`customers.${index}.email`)}
                />
              )}
            </Field>
            {customers.fields.length > 1 ? (
              <Button
                variant="ghost"
                onClick={() => customers.remove(index)}
                aria-label={`Remove customer e-mail ${index + 1}`}
              >
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {errors.customers?.root?.message || errors.customers?.message ? (
          <p className={styles.error}>
            {errors.customers?.root?.message ?? errors.customers?.message}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => customers.append({ email: '' })}>
          Add a customer
        </Button>
      </fieldset>
    </>
  );
}
