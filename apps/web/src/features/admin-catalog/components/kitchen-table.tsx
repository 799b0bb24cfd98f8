import type { AdminKitchenSummary } from '@corner/contracts';
import { formatCatalogPrice } from '@corner/contracts/display';
import { Link } from 'react-router';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import styles from './admin-catalog.module.css';
import { kitchenStyleLabels } from './forms';
import { TableScroll } from '@/components/ui/table/table-scroll';

/** Gallery kitchens, published or not, each a link to its editor. */
export function KitchenTable({ kitchens }: { kitchens: AdminKitchenSummary[] }) {
  if (kitchens.length === 0) return <p>No gallery kitchens have been created yet.</p>;
  return (
    <TableScroll>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Cover</span>
            </th>
            <th scope="col">Kitchen</th>
            <th scope="col">Style</th>
            <th scope="col">From</th>
            <th scope="col">Gallery</th>
          </tr>
        </thead>
        <tbody>
          {kitchens.map((kitchen) => (
            <tr key={kitchen.id}>
              <td>
                {kitchen.cover ? (
                  <img src={kitchen.cover.thumbnailsSmall} alt="" width={48} height={36} />
                ) : null}
              </td>
              <td>
                <Link to={adminCatalogPaths.kitchen(kitchen.id)}>{kitchen.name}</Link>
              </td>
              <td>{kitchenStyleLabels[kitchen.style]}</td>
              <td>{formatCatalogPrice(kitchen.fromPrice)}</td>
              <td>{kitchen.published ? 'Published' : 'Draft'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
