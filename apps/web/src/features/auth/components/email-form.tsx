import { parseEmail } from '@corner/contracts/display';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { ReadyFieldset } from '@/components/ui/form/ready-fieldset';
import styles from './auth.module.css';

export interface EmailFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (email: string) => void;
  initialEmail?: string;
}

/** One e-mail field and a button; checks the address before anything is sent. */
export function EmailForm({ submitLabel, pending, onSubmit, initialEmail = '' }: EmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEmail(email);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    onSubmit(parsed.email);
  };

  return (
    <form onSubmit={submit} noValidate>
      <ReadyFieldset className={styles.form}>
        <label className={styles.label} htmlFor={id}>
          E-mail
        </label>
        <input
          id={id}
          className={styles.input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {problem ? (
          <p id={`${id}-problem`} className={styles.error}>
            {problem}
          </p>
        ) : null}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </ReadyFieldset>
    </form>
  );
}
