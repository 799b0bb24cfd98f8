import type { AcceptanceTerms, SignatureSetting } from '@corner/contracts';
import { acceptanceTexts, validationMessages } from '@corner/contracts/display';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { refusal } from './refusal';
import styles from './sign-dialog.module.css';
import { SignatureField, type SignatureHandle } from './signature-field';

/** What the customer gave: their typed name (trimmed) and the drawing, if any. */
export interface SignedAgreement {
  fullName: string;
  signature: string | null;
}

export interface SignDialogProps {
  /** The dialog's title and its submit button, e.g. 'Accept this estimate'. */
  title: string;
  /** The submit button while the call runs, e.g. 'Accepting…'. */
  pendingLabel: string;
  pending: boolean;
  /** The call's failure, if it failed: a 409's sentence is shown as the API wrote it. */
  error: Error | null;
  terms: AcceptanceTerms;
  signature: SignatureSetting;
  /** The tick box's label, and what is said when it is left empty. */
  agree: string;
  agreeRequired: string;
  /** What is signed, each as a label and its value (version, total, reference…). */
  what: { label: string; value: string }[];
  onClose: () => void;
  /** Called once the name, the tick and (when asked for) the drawing are there. */
  onSign: (agreement: SignedAgreement) => void;
}

interface Problems {
  fullName?: string | undefined;
  agreed?: string | undefined;
  signature?: string | undefined;
}

const fullNameMax = 120;

/**
 * A customer signs something (issue 38: accepting an estimate, signing a design off): the
 * terms in full, what is signed, the typed full name, the tick box, then the drawn signature
 * (optional by setting). The caller sends the terms' revision it passed in: the API refuses
 * when they changed since, and the dialog then shows the new text.
 */
export function SignDialog(props: SignDialogProps) {
  const { title, pendingLabel, pending, error, terms, signature, what, onClose, onSign } = props;
  const id = useId();
  const [fullName, setFullName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const agreeBox = useRef<HTMLInputElement>(null);
  const pad = useRef<SignatureHandle>(null);
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
      agreed: agreed ? undefined : props.agreeRequired,
      signature: !optional && !drawn ? acceptanceTexts.signatureRequired : undefined,
    };
    setProblems(found);
    if (found.fullName) return nameInput.current?.focus();
    if (found.agreed) return agreeBox.current?.focus();
    if (found.signature) return;
    onSign({ fullName: name, signature: drawn });
  };

  return (
    <FormDialog
      title={title}
      open
      onOpenChange={(open) => (open ? null : onClose())}
      onSubmit={submit}
      submitLabel={title}
      pendingLabel={pendingLabel}
      pending={pending}
      error={error ? refusal(error) : null}
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
        {what.map((each) => (
          <div key={each.label}>
            <dt>{each.label}</dt>
            <dd>{each.value}</dd>
          </div>
        ))}
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
        <label htmlFor={`${id}-agree`}>{props.agree}</label>
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
