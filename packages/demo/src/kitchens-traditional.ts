import type { DemoKitchen } from './kitchen-types.js';
import { finishes, materials } from './materials.js';

/* Demo gallery kitchens, part two: classic, Scandinavian and rustic. */

export const traditionalKitchens: DemoKitchen[] = [
  {
    slug: 'sage-shaker-country-kitchen',
    name: 'Sage Shaker Country Kitchen',
    style: 'classic',
    summary:
      'Sage green shaker doors, bronze knobs and a solid oak worktop: a kitchen that ages well.',
    description:
      'A family kitchen in a Victorian terrace. Five-piece shaker doors in soft sage sit under an oiled solid oak worktop, with aged bronze knobs that will only look better with time. The range sits under a chimney hood, flanked by deep pan drawers, and the sink wall looks out to the garden.',
    fromPrice: '18900.00',
    look: {
      front: materials.sage,
      profile: 'shaker',
      handle: { shape: 'knob', finish: finishes.bronze },
      carcass: '#efe9df',
      countertop: materials.solidOak,
      countertopThickness: 40,
      wall: '#f3efe7',
      floor: materials.stoneFloor,
    },
    elevations: [
      {
        view: 'wall',
        units: [
          { type: 'pantry', width: 600 },
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'hob', width: 900, upper: 'hood' },
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'pantry', width: 600 },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'doors', width: 600, upper: 'cabinet' },
          { type: 'sink', width: 1000, upper: 'window' },
          { type: 'dishwasher', width: 600, upper: 'cabinet' },
          { type: 'fridge', width: 600 },
        ],
      },
      {
        view: 'island',
        units: [
          { type: 'doors', width: 800 },
          { type: 'drawers', width: 800 },
        ],
      },
    ],
    components: [
      'Sage Green Shaker Front',
      'Base Cabinet 600, Birch Plywood',
      'Wall Cabinet 600, White Melamine',
      'Aged Bronze Knob',
      'Soft-Close Concealed Hinge 110°',
      'Solid Oak Worktop 40 mm',
      'Plate Rack Drawer Insert',
      'Brass Hanging Rail 600',
    ],
  },
  {
    slug: 'nordic-ash-kitchen',
    name: 'Nordic Ash Kitchen',
    style: 'scandinavian',
    summary: 'Pale fluted ash, leather pulls and a speckled terrazzo top in a bright, simple room.',
    description:
      'Light and quiet: fluted ash fronts with leather loop pulls, a terrazzo worktop with warm chips of terracotta and ochre, and open shelves instead of a wall of cabinets. A spice drawer and a cutlery insert keep the drawers in order so the worktop can stay clear.',
    fromPrice: '14600.00',
    look: {
      front: materials.ash,
      profile: 'fluted',
      handle: { shape: 'loop', finish: finishes.leather },
      carcass: '#e2c9a0',
      countertop: materials.terrazzo,
      countertopThickness: 30,
      wall: '#f6f4ef',
      floor: materials.paleOakFloor,
    },
    elevations: [
      {
        view: 'wall',
        units: [
          { type: 'fridge', width: 600 },
          { type: 'drawers', width: 600, upper: 'shelves' },
          { type: 'sink', width: 800, upper: 'window' },
          { type: 'dishwasher', width: 600, upper: 'shelves' },
          { type: 'hob', width: 600, upper: 'hood' },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'doors', width: 800, upper: 'shelves' },
          { type: 'drawers', width: 600, upper: 'shelves' },
          { type: 'tall-oven', width: 600 },
        ],
      },
    ],
    components: [
      'Ash Fluted Front',
      'Base Cabinet 600, Birch Plywood',
      'Leather Loop Pull',
      'Terrazzo Worktop 30 mm',
      'Spice Drawer Insert',
      'Oak Cutlery Insert 600',
      'Birch Open Shelf 900',
      'Under-Cabinet LED Strip, Warm White',
    ],
  },
  {
    slug: 'terracotta-farmhouse-kitchen',
    name: 'Terracotta Farmhouse Kitchen',
    style: 'rustic',
    summary: 'Terracotta shaker fronts, brass cup pulls and a micro-cement top on a tiled floor.',
    description:
      'A farmhouse kitchen with room for everyone. Terracotta shaker doors and brass cup pulls bring warmth, a hand-trowelled micro-cement worktop stands up to bread making, and a long island with stools becomes the family table. The pantry wall holds a pull-out larder, a tall oven and a hidden fridge.',
    fromPrice: '16700.00',
    look: {
      front: materials.terracotta,
      profile: 'shaker',
      handle: { shape: 'cup', finish: finishes.brass },
      carcass: '#e7dccb',
      countertop: materials.microCement,
      countertopThickness: 30,
      wall: '#efe6d8',
      floor: materials.terracottaTiles,
    },
    elevations: [
      {
        view: 'wall',
        units: [
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'sink', width: 1000, upper: 'window' },
          { type: 'dishwasher', width: 600, upper: 'cabinet' },
          { type: 'doors', width: 800, upper: 'shelves' },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'pantry', width: 600 },
          { type: 'tall-oven', width: 600 },
          { type: 'fridge', width: 600 },
          { type: 'pantry', width: 600 },
        ],
      },
      {
        view: 'island',
        units: [
          { type: 'drawers', width: 800 },
          { type: 'doors', width: 800 },
          { type: 'drawers', width: 800 },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'doors', width: 600, upper: 'cabinet' },
          { type: 'hob', width: 1000, upper: 'hood' },
          { type: 'doors', width: 600, upper: 'cabinet' },
        ],
      },
    ],
    components: [
      'Terracotta Shaker Front',
      'Base Cabinet 800, Birch Plywood',
      'Sink Base Cabinet 800, Moisture Resistant',
      'Brass Cup Pull',
      'Full-Extension Drawer Runner 500',
      'Micro-Cement Worktop',
      'Pull-Out Pantry 300',
      'Brass Hanging Rail 600',
      'Cabinet Spotlights, Set of 3',
    ],
  },
];
