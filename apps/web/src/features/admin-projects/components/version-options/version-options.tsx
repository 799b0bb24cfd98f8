import { optionLimits, type AdminDesignVersion, type OptionGroup } from '@corner/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { ConfirmDialog } from '@/components/ui/form/confirm-dialog';
import { errorText } from '@/components/ui/form/error-text';
import { useSaveVersionOptions } from '../../api/save-version-options';
import { groupOffer, kindLabels, lostLine, toGroupRequest } from './option-forms';
import { OptionGroupDialog } from './option-group-dialog';
import styles from './version-options.module.css';

/**
 * 'Options customers can try' (issue 37): the groups of choices the version's estimates
 * offer, in words, in the order customers see them; add, move and remove groups. Every change
 * saves the groups whole.
 */
export function VersionOptions({ version }: { version: AdminDesignVersion }) {
  const groups = version.options;
  const save = useSaveVersionOptions(version.projectId, version.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OptionGroup | null>(null);
  const saveGroups = (next: OptionGroup[], onSuccess?: () => void) =>
    save.mutate(next.map(toGroupRequest), { onSuccess });
  const move = (index: number, by: -1 | 1) => {
    const next = [...groups];
    const [group] = next.splice(index, 1);
    next.splice(index + by, 0, group!);
    saveGroups(next);
  };
  const full = groups.length >= optionLimits.groups;
  return (
    <section className={styles.section} aria-labelledby="version-options">
      <div className={styles.sectionHead}>
        <h2 id="version-options">Options customers can try</h2>
        <Button variant="secondary" disabled={full} onClick={() => setAdding(true)}>
          Add an option
        </Button>
      </div>
      {full ? (
        <p className={styles.hint}>A version offers at most {optionLimits.groups} options.</p>
      ) : null}
      {groups.length === 0 ? (
        <p>No options yet: customers see the estimate as designed.</p>
      ) : (
        <ol className={styles.list} aria-label="Options" aria-busy={save.isPending}>
          {groups.map((group, index) => (
            <li key={group.id} className={styles.group}>
              <h3>{group.label}</h3>
              <p>
                <span className={styles.muted}>{kindLabels[group.kind]}. </span>
                {groupOffer(group, version.lines)}
              </p>
              {lostLine(group, version.lines) ? (
                <p className={styles.error}>
                  Its line was removed from this version: remove this option to save any other.
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button
                  variant="ghost"
                  disabled={index === 0 || save.isPending}
                  aria-label={`Move up: ${group.label}`}
                  onClick={() => move(index, -1)}
                >
                  Move up
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === groups.length - 1 || save.isPending}
                  aria-label={`Move down: ${group.label}`}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </Button>
                <Button
                  variant="ghost"
                  disabled={save.isPending}
                  aria-label={`Remove ${group.label}`}
                  onClick={() => {
                    save.reset();
                    setRemoving(group);
                  }}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {save.isError && !removing ? (
        <p role="alert" className={styles.error}>
          {errorText(save.error)}
        </p>
      ) : null}
      <ConfirmDialog
        title="Remove option"
        description={`Remove “${removing?.label ?? ''}”? Customers no longer see it.`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={save.isPending}
        error={save.isError ? errorText(save.error) : null}
        open={removing !== null}
        onOpenChange={(open) => {
          if (open) return;
          save.reset();
          setRemoving(null);
        }}
        onConfirm={() =>
          saveGroups(
            groups.filter((group) => group.id !== removing?.id),
            () => setRemoving(null),
          )
        }
      />
      <OptionGroupDialog version={version} open={adding} onOpenChange={setAdding} />
    </section>
  );
}
