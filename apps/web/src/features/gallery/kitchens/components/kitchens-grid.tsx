import { ErrorPanel } from '@/components/errors/error-panel';
import styles from '@/components/ui/card/card.module.css';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { useKitchens } from '../api/get-kitchens';
import { KitchenCard } from './kitchen-card';

/** How many cards are above the fold on a wide screen: those load first. */
const eagerCards = 3;

export function KitchensGrid({ page = 1 }: { page?: number }) {
  const kitchens = useKitchens({ page });

  if (kitchens.isPending) return <LoadingState label="Loading kitchens…" />;
  if (kitchens.isError) {
    return <ErrorPanel error={kitchens.error} onRetry={() => void kitchens.refetch()} />;
  }

  const { items, total, pageSize } = kitchens.data;
  if (items.length === 0) return <p>No kitchens to show yet.</p>;
  return (
    <>
      <ul className={styles.grid}>
        {items.map((kitchen, index) => (
          <li key={kitchen.slug}>
            <KitchenCard kitchen={kitchen} priority={page === 1 && index < eagerCards} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={(number) => (number > 1 ? `${paths.kitchens}?page=${number}` : paths.kitchens)}
        label="Kitchen pages"
      />
    </>
  );
}
