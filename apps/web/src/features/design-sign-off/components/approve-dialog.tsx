import type { AcceptanceTerms, DesignSignOff, SignatureSetting } from '@corner/contracts';
import { designSignOffTexts } from '@corner/contracts/display';
import { SignDialog } from '@/components/acceptance/sign-dialog';
import { useApproveDesign } from '../api/approve-design';

export interface ApproveDialogProps {
  projectId: string;
  signOff: DesignSignOff;
  terms: AcceptanceTerms;
  signature: SignatureSetting;
  onClose: () => void;
  onApproved: () => void;
}

/**
 * 'Approve the design' (issue 38 point 3): the signing dialog an estimate is accepted with,
 * under the sign-off terms, naming the version and its drawings. The terms' revision sent is
 * the one shown: the API refuses when they changed since, and the dialog shows the new text.
 */
export default function ApproveDialog(props: ApproveDialogProps) {
  const { projectId, signOff, terms, signature, onClose, onApproved } = props;
  const approve = useApproveDesign(projectId);
  const drawings = signOff.drawings.map((drawing) => drawing.name).join(', ');
  return (
    <SignDialog
      title="Approve the design"
      pendingLabel="Approving…"
      pending={approve.isPending}
      error={approve.error}
      terms={terms}
      signature={signature}
      agree={designSignOffTexts.agree}
      agreeRequired={designSignOffTexts.agreeRequired}
      what={[
        { label: 'Version', value: signOff.designVersionName },
        ...(drawings ? [{ label: 'Drawings', value: drawings }] : []),
      ]}
      onClose={onClose}
      onSign={({ fullName, signature: drawn }) =>
        approve.mutate(
          {
            signOffId: signOff.id,
            fullName,
            agreed: true,
            termsRevision: terms.revision,
            signature: drawn,
          },
          { onSuccess: onApproved },
        )
      }
    />
  );
}
