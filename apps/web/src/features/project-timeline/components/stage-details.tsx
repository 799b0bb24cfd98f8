import type { ContentItem } from '@corner/contracts';
import { ErrorPanel } from '@/components/errors/error-panel';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useContent } from '../api/get-content';
import { useDelivery } from '../api/get-delivery';
import styles from './stage-details.module.css';

function ContentList({ items }: { items: readonly ContentItem[] }) {
  return (
    <ul className={styles.content} aria-label="Guides and checklists">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.image ? (
            <img
              className={styles.thumb}
              src={item.image.thumbnailsSmall}
              alt=""
              width={64}
              height={Math.round((64 * item.image.height) / item.image.width)}
              loading="lazy"
            />
          ) : null}
          <div>
            <h4 className={styles.itemName}>{item.name}</h4>
            {item.body ? <p className={styles.itemBody}>{item.body}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A stage's content (POST /content); nothing when it has none. */
export function StageContent({ contentIds }: { contentIds: readonly string[] }) {
  const content = useContent(contentIds);
  if (contentIds.length === 0) return null;
  if (content.isPending) return <LoadingState label="Loading guides…" />;
  if (content.isError) {
    return <ErrorPanel error={content.error} onRetry={() => void content.refetch()} />;
  }
  return <ContentList items={content.data} />;
}

/** The delivery on its stage, with its tracking link (GET /content/delivery/{id}). */
export function StageDelivery({
  deliveryId,
  substageId,
}: {
  deliveryId: string;
  substageId: string | null;
}) {
  const delivery = useDelivery(deliveryId, substageId);
  if (delivery.isPending) return <LoadingState label="Loading the delivery…" />;
  if (delivery.isError) {
    return <ErrorPanel error={delivery.error} onRetry={() => void delivery.refetch()} />;
  }
  const { name, image, trackingLink } = delivery.data;
  return (
    <div className={styles.delivery}>
      {image ? (
        <img
          className={styles.thumb}
          src={image.thumbnailsSmall}
          alt=""
          width={64}
          height={Math.round((64 * image.height) / image.width)}
          loading="lazy"
        />
      ) : null}
      <div>
        <h4 className={styles.itemName}>Delivery: {name}</h4>
        {trackingLink ? (
          <a href={trackingLink} target="_blank" rel="noopener noreferrer">
            Track your delivery<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className={styles.itemBody}>The tracking link will appear here once it ships.</p>
        )}
      </div>
    </div>
  );
}
