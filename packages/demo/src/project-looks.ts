import type { KitchenLook } from './drawing/kitchen-painter.js';
import type { DemoCatalogItem } from './catalog-types.js';
import type { DemoDesignVersion } from './project-types.js';

/*
 * A design version's renders are drawn from its own items: the fronts, handles, carcass and
 * worktop of its lines give the kitchen its look; the version adds only the room around it.
 * A version without handles (a grip channel or push latches) gets handleless fronts.
 */

function itemsOf(version: DemoDesignVersion, catalog: ReadonlyMap<string, DemoCatalogItem>) {
  return version.lines.map((line) => {
    const item = catalog.get(line.item);
    if (!item) throw new Error(`Demo version "${version.name}": no catalog item "${line.item}"`);
    return item;
  });
}

function pictureOf<K extends DemoCatalogItem['picture']['kind']>(
  items: DemoCatalogItem[],
  kind: K,
  category: DemoCatalogItem['category'],
) {
  const item = items.find((each) => each.category === category && each.picture.kind === kind);
  return item?.picture as Extract<DemoCatalogItem['picture'], { kind: K }> | undefined;
}

/** The kitchen look of a version, from its front, handle, box and countertop lines. */
export function versionLook(
  version: DemoDesignVersion,
  catalog: ReadonlyMap<string, DemoCatalogItem>,
): KitchenLook {
  const items = itemsOf(version, catalog);
  const front = pictureOf(items, 'front', 'front');
  const carcass = pictureOf(items, 'carcass', 'box');
  const worktop = pictureOf(items, 'slab', 'countertop');
  if (!front || !carcass || !worktop) {
    throw new Error(`Demo version "${version.name}" needs a front, a box and a countertop line`);
  }
  const handle = pictureOf(items, 'handle', 'hardware');
  return {
    front: front.material,
    profile: front.profile ?? 'slab',
    handle: handle ? { shape: handle.shape, finish: handle.finish } : null,
    carcass: carcass.material.color,
    countertop: worktop.material,
    countertopThickness: worktop.thickness,
    wall: version.room.wall,
    floor: version.room.floor,
    ...(version.room.splash ? { splash: version.room.splash } : {}),
  };
}
