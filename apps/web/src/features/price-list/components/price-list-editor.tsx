import { rateRules, type PriceListRates, type PriceListVersion } from '@corner/contracts';
import {
  errorCodes,
  filterDecimalInput,
  filterNumberInput,
  formatDate,
  validateValue,
} from '@corner/contracts/display';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button/button';
import { Field, inputClassName } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { rateGroups, type RateField } from '@corner/contracts/display';
import { useSavePriceList } from '../api/save-price-list';
import styles from './price-list.module.css';
import {
  fieldKey,
  toFormValues,
  toRates,
  type PriceListFormValues,
} from './price-list-form-values';
import { TableScroll } from '@/components/ui/table/table-scroll';
import { ConfirmNewVersionDialog } from './confirm-new-version-dialog';
import { VersionRates } from './version-rates';

export interface PriceListEditorProps {
  active: PriceListVersion;
  versions: PriceListVersion[];
  /** Loads the newest version again (after another admin saved one). */
  onReload: () => void;
}

const errorText = (error: Error) =>
  `Error: ${isApiError(error) ? (error.details ?? error.message) : error.message}`;

/**
 * Every rate of the active price list, saved together as a new version (the old one stays,
 * and so do the estimates made with it). Older versions can fill the form to be saved again.
 */
export function PriceListEditor({ active, versions, onReload }: PriceListEditorProps) {
  const form = useForm<PriceListFormValues>({ defaultValues: toFormValues(active.rates) });
  const save = useSavePriceList();
  const { toast } = useToast();
  const { errors, isDirty } = form.formState;
  // Another admin's newer version: the API's CONFLICT (a price list has versions, not revisions).
  const stale = save.isError && isApiError(save.error) && save.error.code === errorCodes.conflict;
  // Saving asks first (decision 55): the rates it changes and the open batches' totals.
  const [draft, setDraft] = useState<PriceListRates | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit((values) => {
    save.reset();
    setDraft(toRates(values));
  });
  const confirm = () => {
    if (!draft) return;
    save.mutate(
      { basedOnVersion: active.version, rates: draft },
      {
        onSuccess: (saved) => toast.success(`Price list version ${saved.version} is active`),
        onSettled: () => setDraft(null),
      },
    );
  };
  const input = (rate: RateField) => {
    const name = fieldKey(rate.name);
    const rules = rateRules[rate.kind];
    return (
      <Field key={name} label={rate.label} error={errors[name]?.message}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            inputMode={rate.kind === 'days' ? 'numeric' : 'decimal'}
            autoComplete="off"
            {...form.register(name, {
              validate: (value) => validateValue(value, rules) ?? true,
              onChange: (event: { target: { value: string } }) => {
                const raw = event.target.value;
                const filtered =
                  rate.kind === 'days'
                    ? filterNumberInput(raw)
                    : filterDecimalInput(raw, rules.maxDecimals);
                if (filtered !== raw) form.setValue(name, filtered, { shouldDirty: true });
              },
            })}
          />
        )}
      </Field>
    );
  };
  return (
    <>
      <section className={styles.section} aria-labelledby="price-list-rates">
        <h2 id="price-list-rates">Rates of version {active.version}</h2>
        <p className={styles.hint}>
          Saving makes a new version, active once you confirm what it changes: estimates calculated
          from then on use it; estimates already made keep the version they were made with.
        </p>
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          {rateGroups.map((group) => (
            <fieldset key={group.legend} className={styles.group}>
              <legend>{group.legend}</legend>
              {group.hint ? <p className={styles.hint}>{group.hint}</p> : null}
              <div className={styles.grid}>{group.fields.map(input)}</div>
            </fieldset>
          ))}
          {save.isError ? (
            <div role="alert" className={styles.alert}>
              <p>{errorText(save.error)}</p>
              {stale ? (
                <Button variant="secondary" onClick={onReload}>
                  Load the newest version
                </Button>
              ) : null}
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={!isDirty}
              onClick={() => form.reset(toFormValues(active.rates))}
            >
              Undo changes
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : `Save as version ${active.version + 1}`}
            </Button>
          </div>
        </form>
      </section>
      <section className={styles.section} aria-labelledby="price-list-versions">
        <h2 id="price-list-versions">Versions</h2>
        <TableScroll>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col" data-priority="low">
                  Saved
                </th>
                <th scope="col">Rates</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => (
                <tr key={version.version}>
                  <th scope="row">{version.version}</th>
                  <td data-priority="low">
                    {version.createdAt ? formatDate(version.createdAt) : 'Built in'}
                  </td>
                  <td>
                    <VersionRates version={version} previous={versions[index + 1]} />
                  </td>
                  <td>{version.isActive ? 'Active' : 'Earlier'}</td>
                  <td>
                    {version.isActive ? null : (
                      <Button
                        variant="secondary"
                        aria-label={`Use these rates: version ${version.version}`}
                        onClick={() =>
                          form.reset(toFormValues(version.rates), { keepDefaultValues: true })
                        }
                      >
                        Use these rates
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <ConfirmNewVersionDialog
        activeVersion={active.version}
        activeRates={active.rates}
        draft={draft}
        pending={save.isPending}
        returnFocus={() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]')}
        onCancel={() => setDraft(null)}
        onConfirm={confirm}
      />
    </>
  );
}
