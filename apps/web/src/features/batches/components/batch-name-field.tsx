import { Field, inputClassName } from '@/components/ui/form';

export interface BatchNameFieldProps {
  name: string;
  onChange: (name: string) => void;
  hint?: string;
}

/** The 'Batch name' field of the create and rename dialogs (spec: placeholder 'initial estimate'). */
export function BatchNameField({ name, onChange, hint }: BatchNameFieldProps) {
  return (
    <Field label="Batch name" hint={hint}>
      {(control) => (
        <input
          {...control}
          className={inputClassName}
          placeholder="initial estimate"
          autoComplete="off"
          value={name}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
