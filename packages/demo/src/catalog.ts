import { frontsAndBoxes } from './catalog-fronts-boxes.js';
import { fittingsAndWorktops } from './catalog-fittings-worktops.js';
import { hardwareAndSystems } from './catalog-hardware-systems.js';
import type { DemoCatalogItem } from './catalog-types.js';

/** The demo catalog: 51 items over all seven categories, a few of them trade only. */
export const demoCatalog: DemoCatalogItem[] = [
  ...frontsAndBoxes,
  ...hardwareAndSystems,
  ...fittingsAndWorktops,
];

export type { DemoCatalogItem };
