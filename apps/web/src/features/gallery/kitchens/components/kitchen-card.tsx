import type { GalleryKitchenSummary } from '@corner/contracts';
import { formatCatalogPrice } from '@corner/contracts/display';
import { Link } from 'react-router';
import styles from '@/components/ui/card/card.module.css';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import { paths } from '@/config/paths';
import { styleLabel } from './style-label';

export const cardSizes = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';

export interface KitchenCardProps {
  kitchen: GalleryKitchenSummary;
  priority?: boolean;
}

export function KitchenCard({ kitchen, priority = false }: KitchenCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {kitchen.cover ? (
          <ResponsiveImage image={kitchen.cover} alt="" sizes={cardSizes} priority={priority} />
        ) : (
          <span className={styles.placeholder}>No picture yet</span>
        )}
      </div>
      <p className={styles.meta}>{styleLabel(kitchen.style)}</p>
      <h2 className={styles.title}>
        <Link className={styles.link} to={paths.kitchen(kitchen.slug)}>
          {kitchen.name}
        </Link>
      </h2>
      <p className={styles.text}>{kitchen.summary}</p>
      <p className={styles.price}>From {formatCatalogPrice(kitchen.fromPrice)}</p>
    </article>
  );
}
