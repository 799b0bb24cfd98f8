import type { DemoCatalogItem } from './catalog-types.js';
import { finishes, materials } from './materials.js';

/* Demo catalog: fronts (priced per square metre) and cabinet boxes (per piece). */

const front = (
  name: string,
  unitPrice: string,
  description: string,
  picture: Omit<Extract<DemoCatalogItem['picture'], { kind: 'front' }>, 'kind'>,
  isPublic = true,
): DemoCatalogItem => ({
  category: 'front',
  name,
  unitPrice,
  description,
  unit: 'm²',
  isPublic,
  picture: { kind: 'front', ...picture },
});

const box = (
  name: string,
  unitPrice: string,
  description: string,
  material: keyof typeof materials,
  edge: string,
): DemoCatalogItem => ({
  category: 'box',
  name,
  unitPrice,
  description,
  unit: 'piece',
  picture: { kind: 'carcass', material: materials[material], edge },
});

export const frontsAndBoxes: DemoCatalogItem[] = [
  front(
    'Oak Veneer Slab Front',
    '285.00',
    'Book-matched natural oak veneer on a 19 mm core, sealed with a hard-wearing matt lacquer. Warm, calm and easy to live with.',
    { material: materials.oak, profile: 'slab' },
  ),
  front(
    'Walnut Veneer Slab Front',
    '342.00',
    'Dark American walnut veneer with a straight grain, oiled for a soft satin feel. Pairs well with pale stone and brass.',
    { material: materials.walnut, profile: 'slab' },
  ),
  front(
    'Ash Fluted Front',
    '329.00',
    'Solid ash with fine vertical flutes milled every 9 mm, finished in a clear matt lacquer that keeps the pale colour.',
    { material: materials.ash, profile: 'fluted' },
  ),
  front(
    'Sage Green Shaker Front',
    '248.00',
    'A classic five-piece shaker door in a soft sage green, spray-lacquered to a silky matt finish.',
    {
      material: materials.sage,
      profile: 'shaker',
      handle: { shape: 'knob', finish: finishes.bronze },
    },
  ),
  front(
    'Midnight Blue Matt Lacquer Front',
    '236.00',
    'Deep ink-blue slab front with an anti-fingerprint matt lacquer. Striking with brass handles and white stone.',
    {
      material: materials.midnight,
      profile: 'slab',
      handle: { shape: 'bar', finish: finishes.brass },
    },
  ),
  front(
    'Chalk White Matt Lacquer Front',
    '198.00',
    'A warm, chalky white slab front that suits any style. Wipe-clean matt lacquer on moisture-resistant MDF.',
    { material: materials.chalk, profile: 'slab' },
  ),
  front(
    'Graphite Fluted Front',
    '312.00',
    'Charcoal-grey front with deep vertical flutes, lacquered in a soft-touch matt. Made for handleless kitchens.',
    { material: materials.graphite, profile: 'fluted' },
  ),
  front(
    'Terracotta Shaker Front',
    '252.00',
    'A shaker door in a sun-baked terracotta, hand-finished matt lacquer. Brings warmth to rustic and modern rooms alike.',
    {
      material: materials.terracotta,
      profile: 'shaker',
      handle: { shape: 'cup', finish: finishes.brass },
    },
  ),
  front(
    'Cashmere Gloss Lacquer Front',
    '262.00',
    'High-gloss lacquer in a soft cashmere beige, polished by hand. Available to trade partners only.',
    { material: materials.cashmere, profile: 'slab' },
    false,
  ),
  box(
    'Base Cabinet 600, Birch Plywood',
    '186.00',
    'A 600 mm wide base box in 18 mm birch plywood with exposed edges, one adjustable shelf and adjustable legs.',
    'birch',
    '#d6b98a',
  ),
  box(
    'Base Cabinet 800, Birch Plywood',
    '214.00',
    'An 800 mm wide base box in 18 mm birch plywood, ready for two doors or a stack of drawers.',
    'birch',
    '#d6b98a',
  ),
  box(
    'Wall Cabinet 600, White Melamine',
    '118.00',
    'A 600 x 720 mm wall box in white melamine with a hanging rail and two adjustable glass-ready shelves.',
    'whiteMelamine',
    '#e5e5e0',
  ),
  box(
    'Tall Cabinet 600 x 2200, White Melamine',
    '342.00',
    'Floor-to-ceiling box for pantries, ovens and integrated fridges, with a reinforced back panel.',
    'whiteMelamine',
    '#e5e5e0',
  ),
  box(
    'Sink Base Cabinet 800, Moisture Resistant',
    '198.00',
    'An 800 mm sink box in moisture-resistant board with an aluminium floor liner and a cut-out back for plumbing.',
    'moistureBoard',
    '#d9d5ce',
  ),
  box(
    'Corner Base Cabinet 1000, Anthracite',
    '256.00',
    'A 1000 mm blind-corner box in anthracite melamine, ready for a carousel or pull-out corner fitting.',
    'anthracite',
    '#2c2e31',
  ),
];
