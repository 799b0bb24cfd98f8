import type { CatalogCategory } from '@corner/contracts';
import { catalogCategories } from '@corner/contracts/display';

/** Whether an address segment names a catalog category. */
export function isCategory(value: string | undefined): value is CatalogCategory {
  return catalogCategories.some((category) => category === value);
}
