import type { CatalogItem, CatalogItemSummary, GalleryKitchenSummary } from '@corner/contracts';
import type { catalogItems, galleryKitchens } from '../../db/schema.js';
import { toImage, type ImageRow } from '../../images/image-urls.js';
import { toAmount } from '../../lib/money.js';

/* Database rows to the shapes of the contracts. */

type CatalogItemRow = typeof catalogItems.$inferSelect;
type KitchenRow = typeof galleryKitchens.$inferSelect;

const imageOrNull = (row: ImageRow | null) => (row ? toImage(row) : null);

export function toCatalogItemSummary(
  item: CatalogItemRow,
  image: ImageRow | null,
): CatalogItemSummary {
  return {
    id: item.id,
    category: item.category,
    name: item.name,
    slug: item.slug,
    unit: item.unit,
    unitPrice: toAmount(item.unitPrice),
    image: imageOrNull(image),
  };
}

export function toCatalogItem(item: CatalogItemRow, image: ImageRow | null): CatalogItem {
  return { ...toCatalogItemSummary(item, image), description: item.description };
}

export function toKitchenSummary(
  kitchen: KitchenRow,
  cover: ImageRow | null,
): GalleryKitchenSummary {
  return {
    slug: kitchen.slug,
    name: kitchen.name,
    style: kitchen.style,
    summary: kitchen.summary,
    fromPrice: toAmount(kitchen.fromPrice),
    cover: imageOrNull(cover),
  };
}
