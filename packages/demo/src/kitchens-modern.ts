import type { DemoKitchen } from './kitchen-types.js';
import { finishes, materials } from './materials.js';

/* Demo gallery kitchens, part one: the modern and industrial ones. */

export const modernKitchens: DemoKitchen[] = [
  {
    slug: 'walnut-quartz-city-kitchen',
    name: 'Walnut & Quartz City Kitchen',
    style: 'modern',
    summary:
      'Handleless walnut fronts, a gold-veined quartz top and an island made for long breakfasts.',
    description:
      'A city apartment kitchen built around a walnut island. The fronts run without handles: a black grip channel lets every drawer open with one finger. Tall cabinets hide the fridge, oven and a pull-out pantry, while the sink wall stays open with warm LED light under the wall cabinets. The Calacatta quartz worktop wraps the island with a generous overhang for three stools.',
    fromPrice: '24800.00',
    look: {
      front: materials.walnut,
      profile: 'slab',
      handle: null,
      carcass: '#5a3d28',
      countertop: materials.calacatta,
      countertopThickness: 20,
      wall: '#ebe7e1',
      floor: materials.paleOakFloor,
      splash: materials.calacatta,
    },
    elevations: [
      {
        view: 'wall',
        units: [
          { type: 'fridge', width: 600 },
          { type: 'tall-oven', width: 600 },
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'sink', width: 900, upper: 'cabinet' },
          { type: 'dishwasher', width: 600, upper: 'cabinet' },
          { type: 'pantry', width: 600 },
        ],
      },
      {
        view: 'island',
        units: [
          { type: 'drawers', width: 900 },
          { type: 'hob', width: 900 },
          { type: 'drawers', width: 900 },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'doors', width: 600, upper: 'shelves' },
          { type: 'drawers', width: 800, upper: 'shelves' },
          { type: 'doors', width: 600, upper: 'shelves' },
        ],
      },
    ],
    components: [
      'Walnut Veneer Slab Front',
      'Base Cabinet 800, Birch Plywood',
      'Tall Cabinet 600 x 2200, White Melamine',
      'Handleless Gola Channel, Black',
      'Calacatta Quartz Worktop 20 mm',
      'Pull-Out Pantry 300',
      'Waste Sorting Pull-Out, 3 Bins',
      'Under-Cabinet LED Strip, Warm White',
      'Oak Cutlery Insert 600',
    ],
  },
  {
    slug: 'midnight-blue-galley-kitchen',
    name: 'Midnight Blue Galley Kitchen',
    style: 'modern',
    summary: 'Ink-blue lacquer, brushed brass handles and Carrara marble in a compact galley.',
    description:
      'Two facing runs turn a narrow galley into a complete kitchen. The deep blue matt lacquer keeps the room calm, brass bar handles catch the light, and a Carrara marble worktop and splashback brighten the cooking wall. Lift-up wall cabinets open without bumping heads, and a corner carousel uses every centimetre.',
    fromPrice: '19400.00',
    look: {
      front: materials.midnight,
      profile: 'slab',
      handle: { shape: 'bar', finish: finishes.brass },
      carcass: '#22324a',
      countertop: materials.carrara,
      countertopThickness: 30,
      wall: '#f1ede6',
      floor: materials.oakFloor,
      splash: materials.carrara,
    },
    elevations: [
      {
        view: 'wall',
        units: [
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'hob', width: 800, upper: 'hood' },
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'doors', width: 800, upper: 'cabinet' },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'fridge', width: 600 },
          { type: 'sink', width: 800, upper: 'window' },
          { type: 'dishwasher', width: 600, upper: 'cabinet' },
          { type: 'oven', width: 600, upper: 'cabinet' },
        ],
      },
    ],
    components: [
      'Midnight Blue Matt Lacquer Front',
      'Base Cabinet 600, Birch Plywood',
      'Wall Cabinet 600, White Melamine',
      'Brushed Brass Bar Handle 320',
      'Lift-Up Flap Mechanism',
      'Corner Carousel',
      'Carrara Marble Worktop 30 mm',
      'Cabinet Spotlights, Set of 3',
    ],
  },
  {
    slug: 'graphite-loft-kitchen',
    name: 'Graphite Loft Kitchen',
    style: 'industrial',
    summary: 'Fluted graphite fronts, black steel handles and a stainless steel top for a loft.',
    description:
      'Made for a converted warehouse with concrete floors and tall windows. Fluted graphite fronts give texture without ornament, matt black bar handles match the window frames, and a brushed stainless steel worktop takes hot pans and heavy use. Open birch shelves and a black hanging rail keep the everyday things in sight.',
    fromPrice: '21500.00',
    look: {
      front: materials.graphite,
      profile: 'fluted',
      handle: { shape: 'bar', finish: finishes.black },
      carcass: '#d6b98a',
      countertop: materials.steel,
      countertopThickness: 38,
      wall: '#d5d2cc',
      floor: materials.concreteFloor,
    },
    elevations: [
      {
        view: 'wall',
        units: [
          { type: 'tall-oven', width: 600 },
          { type: 'drawers', width: 900, upper: 'shelves' },
          { type: 'sink', width: 900, upper: 'window' },
          { type: 'dishwasher', width: 600, upper: 'shelves' },
        ],
      },
      {
        view: 'wall',
        units: [
          { type: 'doors', width: 600, upper: 'cabinet' },
          { type: 'hob', width: 900, upper: 'hood' },
          { type: 'drawers', width: 600, upper: 'cabinet' },
          { type: 'fridge', width: 600 },
        ],
      },
      {
        view: 'island',
        units: [
          { type: 'doors', width: 600 },
          { type: 'drawers', width: 1200 },
          { type: 'doors', width: 600 },
        ],
      },
    ],
    components: [
      'Graphite Fluted Front',
      'Corner Base Cabinet 1000, Anthracite',
      'Matt Black Bar Handle 192',
      'Stainless Steel Bar Handle 448',
      'Brushed Stainless Steel Worktop',
      'Birch Open Shelf 900',
      'Matt Black Hanging Rail 900',
      'Knife Block Drawer Insert',
      'Soft-Close Drawer Damper',
    ],
  },
];
