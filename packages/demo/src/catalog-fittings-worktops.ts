import type { CatalogCategory } from '@corner/contracts';
import type { CatalogPicture } from './drawing/catalog-picture.js';
import type { DemoCatalogItem } from './catalog-types.js';
import { finishes, materials } from './materials.js';

/* Demo catalog: functional features, accessories and countertops. */

const item = (
  category: CatalogCategory,
  name: string,
  unit: string,
  unitPrice: string,
  description: string,
  picture: CatalogPicture,
  isPublic = true,
): DemoCatalogItem => ({ category, name, unit, unitPrice, description, picture, isPublic });

const worktop = (
  name: string,
  unitPrice: string,
  description: string,
  material: keyof typeof materials,
  thickness: number,
) =>
  item('countertop', name, 'm', unitPrice, description, {
    kind: 'slab',
    material: materials[material],
    thickness,
  });

export const fittingsAndWorktops: DemoCatalogItem[] = [
  item(
    'functionality',
    'Oak Cutlery Insert 600',
    'piece',
    '96.00',
    'A solid oak cutlery tray with five compartments, cut to fit a 600 mm drawer.',
    { kind: 'insert', variant: 'cutlery', material: materials.oak },
  ),
  item(
    'functionality',
    'Knife Block Drawer Insert',
    'piece',
    '118.00',
    'Holds up to twelve knives safely in slotted oak, inside a shallow drawer.',
    { kind: 'insert', variant: 'knives', material: materials.oak },
  ),
  item(
    'functionality',
    'Spice Drawer Insert',
    'piece',
    '84.00',
    'Tiered ash rails that keep twenty jars tilted and readable in a top drawer.',
    { kind: 'insert', variant: 'spices', material: materials.ash },
  ),
  item(
    'functionality',
    'Plate Rack Drawer Insert',
    'piece',
    '72.00',
    'Adjustable pegs in a deep drawer hold plates and bowls upright and within easy reach.',
    { kind: 'insert', variant: 'plates', material: materials.birch },
  ),
  item(
    'functionality',
    'Pull-Out Pantry 300',
    'piece',
    '465.00',
    'A 300 mm tall pull-out with five baskets that glide out as one, for a full larder in a narrow gap.',
    { kind: 'pull-out', variant: 'pantry', finish: '#55595e' },
  ),
  item(
    'functionality',
    'Corner Carousel',
    'piece',
    '289.00',
    'Two rotating shelves that bring the back of a corner cabinet to the front.',
    { kind: 'pull-out', variant: 'carousel', finish: '#9aa0a6' },
  ),
  item(
    'functionality',
    'Waste Sorting Pull-Out, 3 Bins',
    'piece',
    '214.00',
    'Three bins for waste, recycling and compost on one soft-close runner under the sink.',
    { kind: 'pull-out', variant: 'bins', finish: '#55595e' },
  ),
  item(
    'functionality',
    'Towel Rail Pull-Out 150',
    'piece',
    '128.00',
    'A slim pull-out with three rails for tea towels, next to the oven. Trade only.',
    { kind: 'pull-out', variant: 'towel', finish: finishes.steel },
    false,
  ),
  item(
    'accessory',
    'Under-Cabinet LED Strip, Warm White',
    'm',
    '64.00',
    'A diffused 2700 K LED strip under wall cabinets for even, shadow-free worktop light.',
    { kind: 'light', variant: 'strip', color: '#ffe0a3' },
  ),
  item(
    'accessory',
    'Cabinet Spotlights, Set of 3',
    'set',
    '118.00',
    'Three recessed spotlights with a dimmer, for wall cabinets and open shelves.',
    { kind: 'light', variant: 'spot', color: '#fff1cc' },
  ),
  item(
    'accessory',
    'Matt Black Hanging Rail 900',
    'piece',
    '58.00',
    'A wall rail with five S-hooks for utensils, pans and herbs, powder-coated black.',
    { kind: 'rail', finish: finishes.black, hooks: 5 },
  ),
  item(
    'accessory',
    'Brass Hanging Rail 600',
    'piece',
    '74.00',
    'A solid brass rail with four hooks that ages gracefully beside a range.',
    { kind: 'rail', finish: finishes.brass, hooks: 4 },
  ),
  item(
    'accessory',
    'Birch Open Shelf 900',
    'piece',
    '86.00',
    'A 30 mm birch plywood shelf with hidden brackets, for everyday crockery and plants.',
    { kind: 'slab', material: materials.birch, thickness: 30 },
  ),
  item(
    'accessory',
    'Plinth Panel, Brushed Aluminium',
    'm',
    '34.00',
    'A brushed aluminium kick-board that resists knocks and mopping, cut to length.',
    { kind: 'slab', material: materials.steel, thickness: 90 },
  ),
  worktop(
    'Carrara Marble Worktop 30 mm',
    '690.00',
    'Italian Carrara marble with soft grey veining, honed and sealed. Each slab is unique.',
    'carrara',
    30,
  ),
  worktop(
    'Nero Marquina Worktop 20 mm',
    '740.00',
    'Black Spanish marble with bold white veins, polished to a deep shine.',
    'nero',
    20,
  ),
  worktop(
    'Calacatta Quartz Worktop 20 mm',
    '520.00',
    'Engineered quartz with warm gold veining: the look of Calacatta without the upkeep.',
    'calacatta',
    20,
  ),
  worktop(
    'Terrazzo Worktop 30 mm',
    '460.00',
    'A cement terrazzo with terracotta, slate and ochre chips, sealed for kitchen use.',
    'terrazzo',
    30,
  ),
  worktop(
    'Solid Oak Worktop 40 mm',
    '310.00',
    'Full-stave European oak, 40 mm thick, oiled. Can be sanded and re-oiled for decades.',
    'solidOak',
    40,
  ),
  worktop(
    'Brushed Stainless Steel Worktop',
    '580.00',
    'A seamless 1.2 mm stainless steel top on a 38 mm core, as in professional kitchens.',
    'steel',
    38,
  ),
  worktop(
    'Micro-Cement Worktop',
    '390.00',
    'Hand-trowelled micro-cement over a waterproof board, in a soft stone grey.',
    'microCement',
    30,
  ),
];
