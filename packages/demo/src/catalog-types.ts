import type { CatalogCategory } from '@corner/contracts';
import type { CatalogPicture } from './drawing/catalog-picture.js';

export interface DemoCatalogItem {
  category: CatalogCategory;
  name: string;
  description: string;
  unit: string;
  /** USD, as an exact decimal string. */
  unitPrice: string;
  /** Trade-only items are kept out of the public gallery. */
  isPublic?: boolean;
  picture: CatalogPicture;
}
