import type { PaymentIssue } from '@corner/contracts';
import { errorText } from '@/components/ui/form/error-text';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useResolvePaymentIssue, type PaymentIssueAction } from '../api/resolve-payment-issue';
import { paidAmount, paymentName } from './payment-issue-text';

export interface PaymentResolution {
  issue: PaymentIssue;
  action: PaymentIssueAction;
}

export interface ResolvePaymentDialogProps {
  resolution: PaymentResolution | null;
  onClose: () => void;
}

/** The provider reported nothing paid: applying or refunding it needs a look there first. */
const nothingPaid = (issue: PaymentIssue) =>
  issue.reason === 'payment-failed' || issue.reason === 'not-paid';

function ApplyDescription({ issue }: { issue: PaymentIssue }) {
  if (!issue.reference || !issue.estimateId) {
    return (
      <>
        The payment names no estimate the portal knows, so it can reserve none: refund it instead.
      </>
    );
  }
  const version = issue.designVersionName ? ` (${issue.designVersionName})` : '';
  return (
    <>
      The payment of {paidAmount(issue)} reserves the spot of {issue.projectName ?? 'its project'}{' '}
      with estimate {issue.reference}
      {version}, as if it had reserved it by itself: the customers get their confirmation.
      {nothingPaid(issue)
        ? ' The provider reported nothing paid: apply it only once you have seen the payment there.'
        : null}
    </>
  );
}

function RefundedDescription({ issue }: { issue: PaymentIssue }) {
  if (nothingPaid(issue)) {
    return (
      <>
        The provider reported nothing paid, so there is nothing to refund: marking it refunded takes
        it off the open ones.
      </>
    );
  }
  return (
    <>
      Mark it refunded once you have refunded {paidAmount(issue)}
      {issue.payerEmail ? ` to ${issue.payerEmail}` : ''} at the payment provider: the portal does
      not refund it. The payment then leaves the open ones.
    </>
  );
}

/**
 * The confirmation before 'Apply by hand' or 'Mark refunded': neither can be undone. A
 * refusal (409: the project already holds a reservation, the payment names no estimate)
 * shows the server's sentence and keeps the dialog open.
 */
export function ResolvePaymentDialog({ resolution, onClose }: ResolvePaymentDialogProps) {
  const mutation = useResolvePaymentIssue();
  const { toast } = useToast();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const apply = resolution?.action === 'apply';
  const confirm = () => {
    if (!resolution) return;
    mutation.mutate(resolution, {
      onSuccess: () => {
        toast.success(
          apply
            ? `Payment ${paymentName(resolution.issue)} applied: the spot is reserved`
            : `Payment ${paymentName(resolution.issue)} marked refunded`,
        );
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      title={apply ? 'Apply this payment by hand?' : 'Mark this payment refunded?'}
      description={
        resolution ? (
          apply ? (
            <ApplyDescription issue={resolution.issue} />
          ) : (
            <RefundedDescription issue={resolution.issue} />
          )
        ) : null
      }
      confirmLabel={apply ? 'Apply by hand' : 'Mark refunded'}
      pendingLabel={apply ? 'Applying…' : 'Marking…'}
      pending={mutation.isPending}
      error={mutation.isError ? errorText(mutation.error) : null}
      open={resolution !== null}
      onOpenChange={(open) => (open ? null : close())}
      onConfirm={confirm}
    />
  );
}
