import type { AdminDesignVersion } from '@corner/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { paths } from '@/config/paths';
import { useDeleteVersion } from '../api/delete-version';
import styles from './admin-projects.module.css';
import { errorText } from '@/components/ui/form/error-text';
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
      <ConfirmDialog
        trigger={<Button variant="secondary">Delete version</Button>}
        title="Delete design version"
        description={`Delete “${version.name}” with its lines, renders and estimates? This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate(project) })}
      />
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
