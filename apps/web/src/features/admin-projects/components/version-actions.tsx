import type { AdminDesignVersion } from '@corner/contracts';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { useDeleteVersion } from '../api/manage-versions';
import styles from './admin-projects.module.css';
import { errorText } from './error-text';
import { NameDialog } from './name-dialog';

/** Rename, duplicate (with lines and renders) and delete (after a confirmation). */
export function VersionActions({ version }: { version: AdminDesignVersion }) {
  const [dialog, setDialog] = useState<'rename' | 'duplicate' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVersion(version.projectId, version.id);
  const navigate = useNavigate();
  const project = paths.adminProject(version.projectId);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setDialog('rename')}>
        Rename
      </Button>
      <Button variant="secondary" onClick={() => setDialog('duplicate')}>
        Duplicate
      </Button>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Trigger asChild>
          <Button variant="secondary">Delete version</Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title>Delete design version</AlertDialog.Title>
            <AlertDialog.Description>
              Delete “{version.name}” with its lines, renders and estimates? This cannot be undone.
            </AlertDialog.Description>
            {remove.isError ? (
              <p role="alert" className={styles.error}>
                {errorText(remove.error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">Cancel</Button>
              </AlertDialog.Cancel>
              <Button
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, { onSuccess: () => void navigate(project) })
                }
              >
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <NameDialog
        projectId={version.projectId}
        action={dialog ?? 'rename'}
        versionId={version.id}
        initialName={dialog === 'duplicate' ? `${version.name} (copy)` : version.name}
        open={dialog !== null}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
        onDone={(result) => {
          if (result.id !== version.id) {
            void navigate(paths.adminDesignVersion(result.projectId, result.id));
          }
        }}
      />
    </div>
  );
}
