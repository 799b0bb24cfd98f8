import {
  messageLimits,
  messageTexts,
  requestSignOffBodySchema,
  withdrawSignOffBodySchema,
  type AdminProject,
  type DesignSignOff,
  type MessageAttachment,
} from '@corner/contracts';
import { designSignOffTexts, formatDate, pictureAccept } from '@corner/contracts/display';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDesignSignOffs } from '@/api/get-design-sign-offs';
import { uploadAttachment } from '@/api/upload-attachment';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { isApiError } from '@/lib/api-error';
import { useRequestSignOff } from '../api/request-sign-off';
import { useWithdrawSignOff } from '../api/withdraw-sign-off';
import { WithdrawDialog, type WithdrawDialogProps } from './withdraw-dialog';
import styles from './admin-projects.module.css';
import signOffStyles from './project-design-sign-off.module.css';

/* 'Design sign-off' on the back office's project page (issue 38 point 3). */

const drawingAccept = `${pictureAccept},application/pdf`;
const noteLimit = 1000;

/** A drawing picked for the request: uploaded at once, its id sent with the request. */
interface PickedDrawing {
  key: string;
  name: string;
  attachment: MessageAttachment | null;
  error: string | null;
}

let nextKey = 0;

const uploadError = (error: unknown) =>
  isApiError(error) ? (error.details ?? error.message) : 'The file could not be uploaded';

/** The drawings picked in the dialog, each uploaded to the thread as it is chosen. */
function usePickedDrawings(projectId: string) {
  const [drawings, setDrawings] = useState<PickedDrawing[]>([]);
  const update = (key: string, change: Partial<PickedDrawing>) =>
    setDrawings((all) => all.map((each) => (each.key === key ? { ...each, ...change } : each)));
  const add = (files: File[]) => {
    for (const file of files) {
      const key = `drawing-${nextKey++}`;
      setDrawings((all) => [...all, { key, name: file.name, attachment: null, error: null }]);
      uploadAttachment(projectId, file).then(
        (attachment) => update(key, { attachment }),
        (error: unknown) => update(key, { error: uploadError(error) }),
      );
    }
  };
  const remove = (key: string) => setDrawings((all) => all.filter((each) => each.key !== key));
  const uploading = drawings.some((each) => !each.attachment && !each.error);
  const ids = drawings.flatMap((each) => (each.attachment ? [each.attachment.id] : []));
  return { drawings, add, remove, uploading, ids };
}

function RequestDialog({
  project,
  onOpenChange,
  onRequested,
}: {
  project: AdminProject;
  onOpenChange: (open: boolean) => void;
  onRequested: (versionName: string) => void;
}) {
  // Mounted while open only: each opening starts with no drawings and no note.
  const versions = project.designVersions;
  const [versionId, setVersionId] = useState(
    project.activeDesignVersionId ?? versions[0]?.id ?? '',
  );
  const [note, setNote] = useState('');
  const [drawingsProblem, setDrawingsProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const picked = usePickedDrawings(project.id);
  const request = useRequestSignOff(project.id);
  const room = messageLimits.maxAttachments - picked.drawings.length;

  const choose = (files: File[]) => {
    setProblem(undefined);
    setDrawingsProblem(files.length > room ? messageTexts.tooManyAttachments : undefined);
    picked.add(files.slice(0, Math.max(room, 0)));
  };
  const remove = (drawing: PickedDrawing) => {
    picked.remove(drawing.key);
    setDrawingsProblem(undefined);
    // The removed drawing's button had the focus.
    fileInput.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (picked.uploading) return setProblem('Wait until the drawings are uploaded');
    const checked = requestSignOffBodySchema.safeParse({
      designVersionId: versionId,
      drawingIds: picked.ids,
      note: note.trim() || undefined,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (issue?.path[0] === 'drawingIds') {
        setDrawingsProblem(issue.message);
        fileInput.current?.focus();
      } else {
        setProblem(issue?.message);
      }
      return;
    }
    setDrawingsProblem(undefined);
    request.mutate(checked.data, {
      onSuccess: (signOff) => {
        onOpenChange(false);
        onRequested(signOff.designVersionName);
      },
    });
  };

  return (
    <FormDialog
      title="Ask for sign-off"
      open
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel="Ask for sign-off"
      pendingLabel="Asking…"
      pending={request.isPending}
      error={problem ?? (request.isError ? errorText(request.error) : null)}
    >
      <p className={styles.hint}>
        A message in the project&apos;s thread carries the drawings to the customers, who approve
        the design or ask for changes. A request still waiting is replaced.
      </p>
      <Field label="Design version">
        {(control) => (
          <select
            {...control}
            className={inputClassName}
            value={versionId}
            onChange={(event) => setVersionId(event.target.value)}
          >
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                {version.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Drawings"
        hint={`PDFs or pictures, at most ${messageLimits.maxAttachments}: each is uploaded as you choose it.`}
        error={drawingsProblem}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            multiple
            accept={drawingAccept}
            className={signOffStyles.fileInput}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              choose(files);
            }}
          />
        )}
      </Field>
      {picked.drawings.length > 0 ? (
        <ul className={signOffStyles.picked} aria-label="Drawings to send">
          {picked.drawings.map((drawing) => (
            <li key={drawing.key}>
              <span className={signOffStyles.fileName}>{drawing.name}</span>{' '}
              {drawing.error ? (
                <span className={styles.error}>{drawing.error}</span>
              ) : drawing.attachment ? null : (
                <span className={styles.hint}>uploading…</span>
              )}
              <Button
                variant="ghost"
                className={signOffStyles.remove}
                aria-label={`Remove ${drawing.name}`}
                onClick={() => remove(drawing)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="Note (optional)" hint="Added to the message that carries the drawings.">
        {(control) => (
          <textarea
            {...control}
            className={inputClassName}
            rows={3}
            maxLength={noteLimit}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

function WithdrawSignOffDialog({
  projectId,
  signOff,
  ...dialog
}: Pick<WithdrawDialogProps, 'open' | 'onOpenChange' | 'onWithdrawn'> & {
  projectId: string;
  signOff: DesignSignOff;
}) {
  return (
    <WithdrawDialog
      title="Withdraw the sign-off"
      schema={withdrawSignOffBodySchema}
      withdraw={useWithdrawSignOff(projectId, signOff.id)}
      {...dialog}
    >
      The sign-off of {signOff.designVersionName}
      {signOff.approval ? ` by ${signOff.approval.fullName}` : ''} is withdrawn; you can then ask
      the customer to sign off a design again. Your reason is recorded and mailed.
    </WithdrawDialog>
  );
}

/** When and by whom the design was sent for sign-off, and its drawings. */
function Requested({ signOff }: { signOff: DesignSignOff }) {
  return (
    <>
      <p className={signOffStyles.version}>
        {signOff.designVersionName}: sent for sign-off on {formatDate(signOff.requestedAt)}
        {signOff.requestedBy ? ` by ${signOff.requestedBy}` : ''}
      </p>
      {signOff.drawings.length > 0 ? (
        <ul className={signOffStyles.drawings} aria-label="Drawings">
          {signOff.drawings.map((drawing) => (
            <li key={drawing.id}>
              <a href={drawing.url} target="_blank" rel="noreferrer">
                {drawing.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function CurrentSignOff({
  signOff,
  onWithdraw,
}: {
  signOff: DesignSignOff;
  onWithdraw: () => void;
}) {
  const { approval } = signOff;
  if (signOff.state === 'approved' && approval) {
    return (
      <div className={`${signOffStyles.current} ${signOffStyles.approved}`}>
        <p className={signOffStyles.approvedText}>
          {designSignOffTexts.approved(
            signOff.designVersionName,
            formatDate(approval.approvedAt),
            approval.fullName,
          )}
        </p>
        <ul className={signOffStyles.links}>
          <li>
            <a href={approval.recordPath} download>
              Download the sign-off record (PDF)
            </a>
          </li>
          <li>
            <Link to={approval.checkPath}>Check this record</Link>
          </li>
        </ul>
        <div>
          <Button variant="secondary" onClick={onWithdraw}>
            Withdraw the sign-off
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={signOffStyles.current}>
      <Requested signOff={signOff} />
      <p>
        {signOff.state === 'changes-asked'
          ? designSignOffTexts.changesAskedStaff
          : designSignOffTexts.waiting}
      </p>
    </div>
  );
}

/** One superseded or withdrawn sign-off, briefly. */
function earlierText(signOff: DesignSignOff) {
  const sent = `${signOff.designVersionName}: sent for sign-off on ${formatDate(signOff.requestedAt)}`;
  const { approval, withdrawn } = signOff;
  if (!withdrawn) return `${sent}, replaced by a later request`;
  const approved = approval
    ? `${signOff.designVersionName}: signed off on ${formatDate(approval.approvedAt)} by ${approval.fullName}`
    : sent;
  const by = withdrawn.by ? ` by ${withdrawn.by}` : '';
  return `${approved}, withdrawn on ${formatDate(withdrawn.at)}${by}: ${withdrawn.reason}`;
}

function EarlierSignOffs({ signOffs }: { signOffs: DesignSignOff[] }) {
  if (signOffs.length === 0) return null;
  return (
    <div className={signOffStyles.earlier}>
      <h3>Earlier sign-offs</h3>
      <ul>
        {signOffs.map((signOff) => (
          <li key={signOff.id}>{earlierText(signOff)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Design sign-off' on the back office's project page (issue 38 point 3): the design waiting
 * for the customer's sign-off, approved (with its record and 'Withdraw the sign-off') or
 * answered with changes; 'Ask for sign-off' with a version and its drawings unless it is
 * signed off; the earlier ones. Nothing while it loads, nor when the API has no such list.
 */
export function ProjectDesignSignOff({ project }: { project: AdminProject }) {
  const query = useDesignSignOffs(project.id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [said, setSaid] = useState('');
  if (query.isPending) return null;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) return null;
    return (
      <ErrorPanel
        title="Failed to load the design sign-off"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { current, earlier } = query.data;
  const approved = current?.state === 'approved';
  const hasVersions = project.designVersions.length > 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {designSignOffTexts.title}
        </h2>
        {!approved && hasVersions ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSaid('');
              setAsking(true);
            }}
          >
            Ask for sign-off
          </Button>
        ) : null}
      </div>
      <div role="status">{said ? <p className={styles.saved}>{said}</p> : null}</div>
      {current ? (
        <CurrentSignOff
          signOff={current}
          onWithdraw={() => {
            setSaid('');
            setWithdrawing(true);
          }}
        />
      ) : (
        <p>{designSignOffTexts.noRequest}</p>
      )}
      {!approved && !hasVersions ? (
        <p className={styles.hint}>Add a design version before you ask for sign-off.</p>
      ) : null}
      {current && approved ? (
        <WithdrawSignOffDialog
          projectId={project.id}
          signOff={current}
          open={withdrawing}
          onOpenChange={setWithdrawing}
          onWithdrawn={() => {
            setSaid(`The sign-off of ${current.designVersionName} was withdrawn.`);
            // Where focus goes once the withdrawn sign-off's button has gone.
            setTimeout(() => heading.current?.focus(), 0);
          }}
        />
      ) : null}
      {asking && !approved ? (
        <RequestDialog
          project={project}
          onOpenChange={setAsking}
          onRequested={(name) => setSaid(`${name} was sent to the customers for sign-off.`)}
        />
      ) : null}
      <EarlierSignOffs signOffs={earlier} />
    </section>
  );
}
