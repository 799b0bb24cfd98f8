import type { Acceptance, AcceptanceTerms, SignatureSetting } from '@corner/contracts';
import { acceptanceTexts, formatMoney } from '@corner/contracts/display';
import { SignDialog } from '@/components/acceptance/sign-dialog';
import type { EstimateSection } from '../../estimate-sections';
import { useAcceptEstimate } from '../api/accept-estimate';

export interface AcceptDialogProps {
  projectId: string;
  section: EstimateSection;
  terms: AcceptanceTerms;
  signature: SignatureSetting;
  onClose: () => void;
  onAccepted: (acceptance: Acceptance) => void;
}

/**
 * 'Accept this estimate' (issue 38): the shared signing dialog with what is accepted (the
 * version, the total, the reference). The terms' revision sent is the one shown: the API
 * refuses when they changed since, and the dialog then shows the new text.
 */
export default function AcceptDialog(props: AcceptDialogProps) {
  const { projectId, section, terms, signature, onClose, onAccepted } = props;
  const accept = useAcceptEstimate(projectId);
  const { estimate } = section;
  return (
    <SignDialog
      title="Accept this estimate"
      pendingLabel="Accepting…"
      pending={accept.isPending}
      error={accept.error}
      terms={terms}
      signature={signature}
      agree={acceptanceTexts.agree}
      agreeRequired={acceptanceTexts.agreeRequired}
      what={[
        { label: 'Version', value: section.name },
        { label: 'Total', value: formatMoney(estimate.totalCost, estimate.currency) },
        { label: 'Reference', value: estimate.reference },
      ]}
      onClose={onClose}
      onSign={({ fullName, signature: drawn }) =>
        accept.mutate(
          {
            estimateId: estimate.id,
            fullName,
            agreed: true,
            termsRevision: terms.revision,
            signature: drawn,
          },
          { onSuccess: onAccepted },
        )
      }
    />
  );
}
