import type { AdminDelivery } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useEditorSession } from '@/hooks/use-editor-session';
import { useDeleteDelivery } from '../api/delete-delivery';
import { catalogAdminKeys } from '../api/keys';
import styles from './admin-catalog.module.css';
import { DeleteButton } from './delete-button';
import { DeliveryDialog } from './delivery-dialog';
import type { Uploader } from './image-field';
import { TableScroll } from '@/components/ui/table/table-scroll';

function DeliveryRow({ delivery, uploader }: { delivery: AdminDelivery; uploader: Uploader }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteDelivery(delivery.projectId, delivery.id);
  const queryClient = useQueryClient();
  const { session, reload } = useEditorSession(() =>
    queryClient.invalidateQueries({ queryKey: catalogAdminKeys.deliveries(delivery.projectId) }),
  );
  return (
    <tr>
      <td>{delivery.name}</td>
      <td>
        {delivery.trackingLink ? (
          <a href={delivery.trackingLink} target="_blank" rel="noopener noreferrer">
            {delivery.trackingLink}
          </a>
        ) : (
          'No tracking link yet'
        )}
      </td>
      <td>{formatDate(delivery.createdAt)}</td>
      <td>
        <div className={styles.inline}>
          <Button
            variant="ghost"
            aria-label={`Edit ${delivery.name}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <DeleteButton what="delivery" name={delivery.name} remove={remove} />
        </div>
        {editing ? (
          <DeliveryDialog
            key={session}
            onReload={() => void reload()}
            projectId={delivery.projectId}
            delivery={delivery}
            open
            onOpenChange={setEditing}
            uploader={uploader}
          />
        ) : null}
      </td>
    </tr>
  );
}

/** A project's deliveries, newest first: the newest shows on the customer's dashboard. */
export function DeliveryTable({
  deliveries,
  uploader,
}: {
  deliveries: AdminDelivery[];
  uploader: Uploader;
}) {
  if (deliveries.length === 0) return <p>No deliveries have been added to this project yet.</p>;
  return (
    <TableScroll>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Delivery</th>
            <th scope="col">Tracking link</th>
            <th scope="col">Added</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} uploader={uploader} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
