import type { AdminContentItem } from '@corner/contracts';
import { contentSlotLabels, stageNames } from '@corner/contracts/display';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useEditorSession } from '@/hooks/use-editor-session';
import { useDeleteContentItem } from '../api/delete-content-item';
import { catalogAdminKeys } from '../api/keys';
import styles from './admin-catalog.module.css';
import { ContentDialog, type ProjectOption } from './content-dialog';
import { DeleteButton } from './delete-button';
import type { Uploader } from './image-field';
import { TableScroll } from '@/components/ui/table/table-scroll';

interface ContentRowProps {
  item: AdminContentItem;
  projects: ProjectOption[];
  uploader: Uploader;
}

function ContentRow({ item, projects, uploader }: ContentRowProps) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteContentItem(item.id);
  const queryClient = useQueryClient();
  const { session, reload } = useEditorSession(() =>
    queryClient.invalidateQueries({ queryKey: catalogAdminKeys.content() }),
  );
  return (
    <tr>
      <td>{item.name}</td>
      <td>{item.stageKey ? stageNames[item.stageKey] : 'No stage'}</td>
      <td>{item.projectName ?? 'Every project'}</td>
      <td>{item.slot ? contentSlotLabels[item.slot] : 'None'}</td>
      <td>
        <div className={styles.inline}>
          <Button variant="ghost" aria-label={`Edit ${item.name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <DeleteButton what="content" name={item.name} remove={remove} />
        </div>
        {editing ? (
          <ContentDialog
            key={session}
            item={item}
            onReload={() => void reload()}
            projects={projects}
            open
            onOpenChange={setEditing}
            uploader={uploader}
          />
        ) : null}
      </td>
    </tr>
  );
}

export interface ContentTableProps {
  items: AdminContentItem[];
  projects: ProjectOption[];
  uploader: Uploader;
}

/** Content items with their stage, project and estimate page slot; edit or delete each. */
export function ContentTable({ items, projects, uploader }: ContentTableProps) {
  if (items.length === 0) return <p>No content has been created yet.</p>;
  return (
    <TableScroll>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Stage</th>
            <th scope="col">Project</th>
            <th scope="col">Shown on the estimate page</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ContentRow key={item.id} item={item} projects={projects} uploader={uploader} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
