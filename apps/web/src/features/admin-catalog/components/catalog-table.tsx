import type { AdminCatalogItem } from '@corner/contracts';
import { catalogCategoryLabels, formatCatalogPrice } from '@corner/contracts/display';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useEditorSession } from '@/hooks/use-editor-session';
import { useDeleteCatalogItem } from '../api/delete-catalog-item';
import { catalogAdminKeys } from '../api/keys';
import styles from './admin-catalog.module.css';
import { CatalogItemDialog } from './catalog-item-dialog';
import { DeleteButton } from './delete-button';
import type { Uploader } from './image-field';
import { TableScroll } from '@/components/ui/table/table-scroll';

function CatalogRow({ item, uploader }: { item: AdminCatalogItem; uploader: Uploader }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteCatalogItem(item.id);
  const queryClient = useQueryClient();
  const { session, reload } = useEditorSession(() =>
    queryClient.invalidateQueries({ queryKey: catalogAdminKeys.items() }),
  );
  return (
    <tr>
      <td>
        {item.image ? (
          <img src={item.image.thumbnailsSmall} alt="" width={48} height={36} loading="lazy" />
        ) : null}
      </td>
      <td>{item.name}</td>
      <td>{catalogCategoryLabels[item.category]}</td>
      <td>
        {formatCatalogPrice(item.unitPrice)} / {item.unit}
      </td>
      <td>{item.isPublic ? 'Public' : 'Hidden'}</td>
      <td>
        <div className={styles.inline}>
          <Button variant="ghost" aria-label={`Edit ${item.name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <DeleteButton
            what="catalog item"
            name={item.name}
            consequence="Design versions keep their lines made from it. "
            remove={remove}
          />
        </div>
        {editing ? (
          <CatalogItemDialog
            key={session}
            item={item}
            open
            onOpenChange={setEditing}
            uploader={uploader}
            onReload={() => void reload()}
          />
        ) : null}
      </td>
    </tr>
  );
}

/** Catalog items with picture, category, price and visibility; edit or delete each. */
export function CatalogTable({
  items,
  uploader,
}: {
  items: AdminCatalogItem[];
  uploader: Uploader;
}) {
  if (items.length === 0) return <p>No catalog items match.</p>;
  return (
    <TableScroll>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Picture</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Unit price</th>
            <th scope="col">Gallery</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CatalogRow key={item.id} item={item} uploader={uploader} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
