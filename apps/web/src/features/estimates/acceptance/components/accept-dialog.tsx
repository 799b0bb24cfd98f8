import type { Acceptance, AcceptanceTerms, SignatureSetting } from '@corner/contracts';
import { acceptanceTexts, formatMoney, validationMessages } from '@corner/contracts/display';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { isApiError } from '@/lib/api-error';
import type { EstimateSection } from '../../estimate-sections';
import { useAcceptEstimate } from '../api/accept-estimate';
import styles from './acceptance.module.css';
import { SignatureField, type SignatureHandle } from './signature-field';

export interface AcceptDialogProps {
  projectId: string;
  section: EstimateSection;
  terms: AcceptanceTerms;
  signature: SignatureSetting;
  onClose: () => void;
  onAccepted: (acceptance: Acceptance) => void;
}

interface Problems {
  fullName?: string | undefined;
  agreed?: string | undefined;
  signature?: string | undefined;
}

const fullNameMax = 120;

/** A refusal in words: a 409's sentence as the API wrote it, anything else as forms say it. */
function refusal(error: Error): string {
  return isApiError(error) && error.status === 409 && error.details
    ? error.details
    : errorText(error);
}

/**
 * 'Accept this estimate' (issue 38): the terms in full, what is accepted, the customer's typed
 * name, the check box, then the drawn signature (optional by setting). The terms' revision
 * sent is the one shown: the API refuses when they changed since, and the dialog then shows
 * the new text.
 */
export default function AcceptDialog(props: AcceptDialogProps) {
  const { projectId, section, terms, signature, onClose, onAccepted } = props;
  const id = useId();
  const [fullName, setFullName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const pad = useRef<SignatureHandle>(null);
  const accept = useAcceptEstimate(projectId);
  const { estimate } = section;
  const optional = signature === 'optional';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const drawn = pad.current?.dataUrl() ?? null;
    const name = fullName.trim();
    const found: Problems = {
      fullName: !name
        ? validationMessages.required
        : name.length > fullNameMax
          ? validationMessages.maxLength(fullNameMax)
          : undefined,
      agreed: agreed ? undefined : acceptanceTexts.agreeRequired,
      signature: !optional && !drawn ? acceptanceTexts.signatureRequired : undefined,
    };
    setProblems(found);
    if (found.fullName) return nameInput.current?.focus();
    if (found.agreed) return agreeBox.current?.focus();
    if (found.signature) return;
    accept.mutate(
      {
        estimateId: estimate.id,
        fullName: name,
        agreed: true,
        termsRevision: terms.revision,
        signature: drawn,
      },
      { onSuccess: onAccepted },
    );
  };

  return (
    <FormDialog
      title="Accept this estimate"
      open
      onOpenChange={(open) => (open ? null : onClose())}
      onSubmit={submit}
      submitLabel="Accept this estimate"
      pendingLabel="Accepting…"
      pending={accept.isPending}
      error={accept.isError ? refusal(accept.error) : null}
    >
      <div className={styles.termsBlock}>
        <h3 id={`${id}-terms`}>Terms</h3>
        <div
          className={styles.terms}
          role="region"
          aria-labelledby={`${id}-terms`}
          // Focusable, so the terms scroll from the keyboard too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {terms.text}
        </div>
      </div>
      <dl className={styles.what}>
        <div>
          <dt>Version</dt>
          <dd>{section.name}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(estimate.totalCost, estimate.currency)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{estimate.reference}</dd>
        </div>
      </dl>
      <Field label="Your full name" error={problems.fullName}>
        {(control) => (
          <input
            {...control}
            ref={nameInput}
            className={inputClassName}
            autoComplete="name"
            value={fullName}
            onChange={(event) => {
              setFullName(event.target.value);
              setProblems((current) => ({ ...current, fullName: undefined }));
            }}
          />
        )}
      </Field>
      <div className={styles.agree}>
        <input
          ref={agreeBox}
          id={`${id}-agree`}
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setProblems((current) => ({ ...current, agreed: undefined }));
          }}
          aria-invalid={Boolean(problems.agreed)}
          aria-describedby={problems.agreed ? `${id}-agree-error` : undefined}
        />
        <label htmlFor={`${id}-agree`}>{acceptanceTexts.agree}</label>
        {problems.agreed ? (
          <p id={`${id}-agree-error`} className={styles.error}>
            {problems.agreed}
          </p>
        ) : null}
      </div>
      <SignatureField
        ref={pad}
        optional={optional}
        error={problems.signature}
        onChange={() => setProblems((current) => ({ ...current, signature: undefined }))}
      />
    </FormDialog>
  );
}
