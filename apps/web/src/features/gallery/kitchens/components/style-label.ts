import type { KitchenStyle } from '@corner/contracts';

const labels: Record<KitchenStyle, string> = {
  modern: 'Modern',
  classic: 'Classic',
  scandinavian: 'Scandinavian',
  industrial: 'Industrial',
  rustic: 'Rustic',
};

export function styleLabel(style: KitchenStyle): string {
  return labels[style] ?? style;
}
