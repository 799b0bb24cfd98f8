import type { AuditEntityKind } from '@corner/contracts';
import { auditEntityKinds, auditEntityLabels } from '@corner/contracts/display';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import type { AuditFilters } from '../api/get-audit-trail';
import styles from './audit.module.css';

export interface AuditFilterFormProps {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** Who, what and when: applied together, on submit. */
export function AuditFilterForm({ value, onApply }: AuditFilterFormProps) {
  const [draft, setDraft] = useState(value);
  const set = (change: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim().toLowerCase() });
  };
  return (
    <form
      role="search"
      aria-label="Audit trail filters"
      className={styles.filters}
      onSubmit={submit}
    >
      <Field label="Who">
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            className={inputClassName}
            value={draft.actor}
            maxLength={254}
            placeholder="E-mail address"
            onChange={(event) => set({ actor: event.target.value })}
          />
        )}
      </Field>
      <Field label="What">
        {(control) => (
          <select
            {...control}
            className={inputClassName}
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as AuditEntityKind | '' })}
          >
            <option value="">All</option>
            {auditEntityKinds.map((kind) => (
              <option key={kind} value={kind}>
                {auditEntityLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="From">
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClassName}
            value={draft.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClassName}
            value={draft.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        )}
      </Field>
      <div>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
    </form>
  );
}
