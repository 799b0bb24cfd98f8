import {
  paymentScheduleRequestSchema,
  type PaymentSchedule,
  type ScheduledPayment,
} from '@corner/contracts';
import {
  filterDecimalInput,
  scheduleDueKindLabels,
  scheduleDueKinds,
  scheduleLimits,
  scheduleShareKindLabels,
  scheduleShareKinds,
  scheduleTexts,
  validationMessages,
  type ScheduleDueKind,
  type ScheduleShareKind,
} from '@corner/contracts/display';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { usePaymentSchedule } from '@/api/get-payment-schedule';
import { PaymentList, ScheduleTotals } from '@/components/payment-schedule/payment-list';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { isApiError } from '@/lib/api-error';
import { useSavePaymentSchedule } from '../api/save-payment-schedule';
import styles from './admin-projects.module.css';
import scheduleStyles from './project-payment-schedule.module.css';

/** One payment as the dialog edits it: both kinds' details, whichever the kind needs. */
interface PaymentValues {
  label: string;
  shareKind: ScheduleShareKind;
  /** The percentage or the amount, as typed. */
  shareValue: string;
  dueKind: ScheduleDueKind;
  /** yyyy-mm-dd, for a payment due on a date. */
  dueDate: string;
}

interface ScheduleValues {
  payments: PaymentValues[];
}

type PaymentFieldName = `payments.${number}.${keyof PaymentValues}`;

function toValues({ label, share, due }: Pick<ScheduledPayment, 'label' | 'share' | 'due'>) {
  return {
    label,
    shareKind: share.kind,
    shareValue: share.kind === 'percent' || share.kind === 'amount' ? share.value : '',
    dueKind: due.kind,
    dueDate: due.kind === 'date' ? due.date : '',
  } satisfies PaymentValues;
}

/** The form's values: the schedule's payments (the company's while the project has none). */
const scheduleValues = (schedule: PaymentSchedule): ScheduleValues => ({
  payments: schedule.payments.map(toValues),
});

const blankPayment: PaymentValues = {
  label: '',
  shareKind: 'percent',
  shareValue: '',
  dueKind: 'production',
  dueDate: '',
};

/** The request body the values say, checked by the schema only once it is built. */
function toRequest({ payments }: ScheduleValues) {
  return {
    payments: payments.map(({ label, shareKind, shareValue, dueKind, dueDate }) => ({
      label,
      share:
        shareKind === 'percent' || shareKind === 'amount'
          ? { kind: shareKind, value: shareValue }
          : { kind: shareKind },
      due: dueKind === 'date' ? { kind: dueKind, date: dueDate } : { kind: dueKind },
    })),
  };
}

/** The input a schema issue is about (e.g. ['payments', 1, 'share', 'value']), if one. */
function issueField(path: readonly PropertyKey[]): PaymentFieldName | undefined {
  const [root, index, part, detail] = path;
  if (root !== 'payments' || typeof index !== 'number') return undefined;
  if (part === 'label') return `payments.${index}.label`;
  if (part === 'share')
    return `payments.${index}.${detail === 'value' ? 'shareValue' : 'shareKind'}`;
  if (part === 'due') return `payments.${index}.${detail === 'date' ? 'dueDate' : 'dueKind'}`;
  return undefined;
}

/** What a payment at this place may be: the deposit first only, the rest last only. */
function shareKindsAt(index: number, count: number, current: ScheduleShareKind) {
  return scheduleShareKinds.filter(
    (kind) =>
      kind === current ||
      ((kind !== 'deposit' || index === 0) && (kind !== 'rest' || index === count - 1)),
  );
}

function ScheduleDialog({
  projectId,
  schedule,
  onOpenChange,
  onSaved,
}: {
  projectId: string;
  schedule: PaymentSchedule;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  // Mounted while open only: each opening starts from the schedule as it is then.
  const form = useForm<ScheduleValues>({ defaultValues: scheduleValues(schedule) });
  const { control, register, formState, setValue, setError, setFocus } = form;
  const { errors } = formState;
  const payments = useFieldArray({ control, name: 'payments' });
  const values = useWatch({ control, name: 'payments' });
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSavePaymentSchedule(projectId);
  const count = payments.fields.length;

  const submit = form.handleSubmit((entered) => {
    setProblem(undefined);
    const checked = paymentScheduleRequestSchema.safeParse(toRequest(entered));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (!issue) return;
      const name = issueField(issue.path);
      if (!name) return setProblem(issue.message);
      // A date input holds '' until a whole date is entered.
      const blankDate = name.endsWith('.dueDate') && form.getValues(name) === '';
      setError(
        name,
        { message: blankDate ? validationMessages.required : issue.message },
        { shouldFocus: true },
      );
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        onSaved();
        onOpenChange(false);
      },
    });
  });

  const add = () => {
    setProblem(undefined);
    // The rest of the total stays the last payment.
    const last = values[count - 1];
    payments.insert(last?.shareKind === 'rest' ? count - 1 : count, blankPayment);
  };
  const remove = (index: number) => {
    setProblem(undefined);
    payments.remove(index);
    // The removed payment's button had the focus: give it to the payment before (or after).
    setTimeout(() => setFocus(`payments.${Math.max(index - 1, 0)}.label`), 0);
  };

  return (
    <FormDialog
      title="Change the payment schedule"
      open
      onOpenChange={onOpenChange}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save schedule"
      pendingLabel="Saving…"
      pending={save.isPending}
      error={problem ?? (save.isError ? errorText(save.error) : null)}
    >
      <p className={styles.hint}>
        Percentages are of the accepted total. Only the first payment can be the deposit, and only
        the last the rest of the total.
      </p>
      <div className={scheduleStyles.payments}>
        {payments.fields.map((field, index) => {
          const { shareKind, dueKind } = values[index] ?? field;
          const error = errors.payments?.[index];
          const number = index + 1;
          return (
            <fieldset key={field.id} className={scheduleStyles.payment}>
              <legend>Payment {number}</legend>
              <Field label="Label" error={error?.label?.message}>
                {(props) => (
                  <input
                    {...props}
                    className={inputClassName}
                    autoComplete="off"
                    maxLength={scheduleLimits.label}
                    {...register(`payments.${index}.label`)}
                  />
                )}
              </Field>
              <div className={scheduleStyles.pair}>
                <Field label="How much" error={error?.shareKind?.message}>
                  {(props) => (
                    <select
                      {...props}
                      className={inputClassName}
                      {...register(`payments.${index}.shareKind`, {
                        onChange: () => setValue(`payments.${index}.shareValue`, ''),
                      })}
                    >
                      {shareKindsAt(index, count, shareKind).map((kind) => (
                        <option key={kind} value={kind}>
                          {scheduleShareKindLabels[kind]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {shareKind === 'percent' || shareKind === 'amount' ? (
                  <Field
                    label={shareKind === 'percent' ? 'Percentage' : 'Amount'}
                    hint={
                      shareKind === 'percent'
                        ? 'Of the accepted total, e.g. 33.33'
                        : schedule.currency
                          ? `In ${schedule.currency.toUpperCase()}`
                          : undefined
                    }
                    error={error?.shareValue?.message}
                  >
                    {(props) => (
                      <input
                        {...props}
                        className={inputClassName}
                        inputMode="decimal"
                        autoComplete="off"
                        {...register(`payments.${index}.shareValue`, {
                          onChange: (event: { target: { value: string } }) =>
                            setValue(
                              `payments.${index}.shareValue`,
                              filterDecimalInput(event.target.value, 2),
                            ),
                        })}
                      />
                    )}
                  </Field>
                ) : null}
              </div>
              <div className={scheduleStyles.pair}>
                <Field label="When it is due" error={error?.dueKind?.message}>
                  {(props) => (
                    <select
                      {...props}
                      className={inputClassName}
                      {...register(`payments.${index}.dueKind`)}
                    >
                      {scheduleDueKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {scheduleDueKindLabels[kind]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {dueKind === 'date' ? (
                  <Field label="Date" error={error?.dueDate?.message}>
                    {(props) => (
                      <input
                        {...props}
                        type="date"
                        className={inputClassName}
                        {...register(`payments.${index}.dueDate`)}
                      />
                    )}
                  </Field>
                ) : null}
              </div>
              {count > 1 ? (
                <Button
                  variant="ghost"
                  className={scheduleStyles.remove}
                  onClick={() => remove(index)}
                >
                  Remove payment {number}
                </Button>
              ) : null}
            </fieldset>
          );
        })}
      </div>
      {count < scheduleLimits.payments ? (
        <div>
          <Button variant="secondary" onClick={add}>
            Add a payment
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>A schedule has at most {scheduleLimits.payments} payments.</p>
      )}
    </FormDialog>
  );
}

/**
 * 'Payment schedule' on the back office's project page (issue 38): the payments with their
 * amounts and states, and 'Change the schedule' until a payment of it is paid. Nothing while it
 * loads, nor when the API has no such schedule (404).
 */
export function ProjectPaymentSchedule({ projectId }: { projectId: string }) {
  const query = usePaymentSchedule(projectId);
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState(false);
  if (query.isPending) return null;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) return null;
    return (
      <ErrorPanel
        title="Failed to load the payment schedule"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const schedule = query.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>Payment schedule</h2>
        {schedule.editable ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setChanging(true);
            }}
          >
            Change the schedule
          </Button>
        ) : null}
      </div>
      <div role="status">
        {saved ? <p className={styles.saved}>{scheduleTexts.saved}</p> : null}
      </div>
      {schedule.stored ? null : <p className={styles.hint}>{scheduleTexts.companyDefault}</p>}
      {schedule.problem ? (
        <p role="alert" className={styles.error}>
          {schedule.problem}
        </p>
      ) : null}
      <ScheduleTotals schedule={schedule} />
      <PaymentList schedule={schedule} />
      {schedule.editable ? null : <p>{scheduleTexts.locked}</p>}
      {schedule.editable && changing ? (
        <ScheduleDialog
          projectId={projectId}
          schedule={schedule}
          onOpenChange={setChanging}
          onSaved={() => setSaved(true)}
        />
      ) : null}
    </section>
  );
}
