import type { DemoKitchen } from './kitchen-types.js';
import { modernKitchens } from './kitchens-modern.js';
import { traditionalKitchens } from './kitchens-traditional.js';

/** The six published gallery kitchens, newest first. */
export const demoKitchens: DemoKitchen[] = [...modernKitchens, ...traditionalKitchens];

export type { DemoKitchen };
