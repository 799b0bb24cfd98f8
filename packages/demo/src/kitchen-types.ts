import type { KitchenStyle } from '@corner/contracts';
import type { Elevation } from './drawing/kitchen-elevation.js';
import type { KitchenLook } from './drawing/kitchen-painter.js';

export interface DemoKitchen {
  slug: string;
  name: string;
  style: KitchenStyle;
  summary: string;
  description: string;
  /** USD, exact decimal string. */
  fromPrice: string;
  look: KitchenLook;
  /** One render per elevation, the first is the cover. */
  elevations: Elevation[];
  /** Names of demo catalog items, in the order shown. */
  components: string[];
}
