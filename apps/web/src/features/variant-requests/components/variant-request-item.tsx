import { formatDateTime, formatMoney } from '@corner/contracts/display';
import { variantRequestTexts, type VariantCheck, type VariantRequest } from '@corner/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import styles from './variant-requests.module.css';

export interface VariantRequestItemProps {
  request: VariantRequest;
  pending: boolean;
  /** The failed call's message (a 409's says what changed); the dialog stays open. */
  error: string | null;
  /** Sends the total staff confirmed; `done` closes the dialog once the version is made. */
  onConfirm: (confirmedTotal: number, done: () => void) => void;
  onOpenChange: (open: boolean) => void;
}

/** '+$640.00', '-$12.50': a change to a total, with its sign. */
export function signedMoney(amount: number, currency: string): string {
  const money = formatMoney(amount, currency);
  return amount > 0 ? `+${money}` : money;
}

/** One customer's request: what they chose and were shown, the check, and the button. */
export function VariantRequestItem(props: VariantRequestItemProps) {
  const { request } = props;
  const { customer, currency } = request;
  const who = customer.name || customer.email;
  return (
    <li className={styles.request}>
      <h3>
        {who} asked for a variant of {request.designVersionName}
      </h3>
      <p className={styles.hint}>
        Estimate {request.estimateReference} · asked on {formatDateTime(request.askedAt)}
      </p>
      <ul className={styles.chosen} aria-label="Chosen options">
        {request.chosen.map((option) => (
          <li key={option.group}>
            {option.group}: {option.choice}
          </li>
        ))}
      </ul>
      <p>Price shown: {formatMoney(request.shownTotal, currency)}</p>
      <CheckText check={request.check} currency={currency} />
      <MakeVersionButton {...props} who={who} />
    </li>
  );
}

function CheckText({ check, currency }: { check: VariantCheck | null; currency: string }) {
  if (!check) return null;
  if (check.kind === 'refused') {
    return <p className={styles.warning}>A version cannot be made from it: {check.reason}</p>;
  }
  if (check.difference === 0)
    return <p className={styles.holds}>{variantRequestTexts.priceHolds}</p>;
  const why = check.why ?? `the price list is version ${check.priceListVersion} now`;
  return (
    <div className={styles.warning}>
      <p>
        <strong>Price changed. </strong>
        {variantRequestTexts.priceChanged(signedMoney(check.difference, currency), why)}
      </p>
      <p>
        The new estimate would be {formatMoney(check.total, currency)} (price list version{' '}
        {check.priceListVersion}; the customer was shown version {check.shownPriceListVersion}).
      </p>
    </div>
  );
}

function MakeVersionButton(props: VariantRequestItemProps & { who: string }) {
  const { request, who } = props;
  const [open, setOpen] = useState(false);
  const check = request.check;
  const label = (
    <>
      {variantRequestTexts.makeVersion}
      <span className="visually-hidden">
        {' '}
        ({who}, {request.designVersionName})
      </span>
    </>
  );
  if (check?.kind !== 'priced') {
    return (
      <Button variant="secondary" disabled>
        {label}
      </Button>
    );
  }
  const total = formatMoney(check.total, request.currency);
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{label}</Button>}
      title={variantRequestTexts.makeVersion}
      description={`A copy of ${request.designVersionName} with ${who}'s choices will be calculated and sent to the customer at ${total}.`}
      confirmLabel={`Make it at ${total}`}
      pendingLabel="Making the version…"
      pending={props.pending}
      error={props.error}
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setOpen(next);
      }}
      onConfirm={() => props.onConfirm(check.total, () => setOpen(false))}
    />
  );
}
