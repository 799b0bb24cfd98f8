import { materials } from './materials.js';
import type { DemoProject } from './project-types.js';

/* other@corner.example's project, and the generic template project (isDemo). */

const chenLoftKitchen: DemoProject = {
  name: 'Chen Loft Kitchen',
  status: 'estimation',
  isDemo: false,
  customers: ['other@corner.example'],
  daysAgo: 18,
  startInDays: 40,
  productionComplexity: 'complex',
  deliveryMethod: 'air freight',
  versions: [
    {
      name: 'Graphite Fluted',
      daysAgo: 12,
      lines: [
        { item: 'Graphite Fluted Front', quantity: '9.8' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '2' },
        { item: 'Corner Base Cabinet 1000, Anthracite', quantity: '1' },
        { item: 'Base Cabinet 800, Birch Plywood', quantity: '3' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '2' },
        { item: 'Stainless Steel Bar Handle 448', quantity: '12' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '12' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '9' },
        { item: 'Lift-Up Flap Mechanism', quantity: '2' },
        { item: 'Knife Block Drawer Insert', quantity: '1' },
        { item: 'Waste Sorting Pull-Out, 3 Bins', quantity: '1' },
        { item: 'Under-Cabinet LED Strip, Warm White', quantity: '3' },
        { item: 'Matt Black Hanging Rail 900', quantity: '1' },
        { item: 'Brushed Stainless Steel Worktop', quantity: '3.8' },
      ],
      room: { wall: '#d9d6d1', floor: materials.concreteFloor, splash: materials.steel },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'fridge', width: 600 },
            { type: 'tall-oven', width: 600 },
            { type: 'doors', width: 1000, upper: 'cabinet' },
            { type: 'hob', width: 800, upper: 'hood' },
            { type: 'drawers', width: 800, upper: 'cabinet' },
            { type: 'sink', width: 800, upper: 'window' },
          ],
        },
      ],
    },
    {
      name: 'Ash & Terrazzo',
      daysAgo: 7,
      lines: [
        { item: 'Ash Fluted Front', quantity: '9.8' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '2' },
        { item: 'Corner Base Cabinet 1000, Anthracite', quantity: '1' },
        { item: 'Base Cabinet 800, Birch Plywood', quantity: '3' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '2' },
        { item: 'Leather Loop Pull', quantity: '12' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '12' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '9' },
        { item: 'Soft-Close Drawer Damper', quantity: '9' },
        { item: 'Corner Carousel', quantity: '1' },
        { item: 'Oak Cutlery Insert 600', quantity: '1' },
        { item: 'Birch Open Shelf 900', quantity: '2' },
        { item: 'Cabinet Spotlights, Set of 3', quantity: '1' },
        { item: 'Terrazzo Worktop 30 mm', quantity: '3.8' },
      ],
      room: { wall: '#efe9df', floor: materials.paleOakFloor, splash: materials.terrazzo },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'pantry', width: 600 },
            { type: 'fridge', width: 600 },
            { type: 'doors', width: 1000, upper: 'shelves' },
            { type: 'sink', width: 800, upper: 'window' },
            { type: 'drawers', width: 800, upper: 'cabinet' },
            { type: 'hob', width: 800, upper: 'hood' },
          ],
        },
      ],
    },
  ],
  batches: [
    {
      name: 'Brooklyn loft',
      daysAgo: 4,
      versions: [0, 1],
      params: {
        country: 'us',
        size: 'large',
        assembled: false,
        usPart: 'east',
        distance: 'far',
        deliveryType: 'air freight',
        isCountertopDeliverySeparated: true,
        currency: 'usd',
      },
      estimated: [0, 1],
      estimatedDaysAgo: 3,
    },
  ],
  // No page published yet: other@ sees the version the designer chose to show.
  pinnedVersion: 1,
};

/** The generic template (spec: "a generic demo/template project exists"), no customers. */
const templateProject: DemoProject = {
  name: 'Corner Sample Kitchen',
  status: 'design',
  isDemo: true,
  customers: [],
  daysAgo: 120,
  startInDays: 14,
  productionComplexity: 'standard',
  deliveryMethod: 'shipping',
  versions: [
    {
      name: 'Midnight Blue & Brass',
      daysAgo: 115,
      lines: [
        { item: 'Midnight Blue Matt Lacquer Front', quantity: '8.6' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '1' },
        { item: 'Base Cabinet 600, Birch Plywood', quantity: '2' },
        { item: 'Base Cabinet 800, Birch Plywood', quantity: '2' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '3' },
        { item: 'Brushed Brass Bar Handle 320', quantity: '12' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '12' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '8' },
        { item: 'Lift-Up Flap Mechanism', quantity: '1' },
        { item: 'Oak Cutlery Insert 600', quantity: '1' },
        { item: 'Waste Sorting Pull-Out, 3 Bins', quantity: '1' },
        { item: 'Under-Cabinet LED Strip, Warm White', quantity: '3' },
        { item: 'Carrara Marble Worktop 30 mm', quantity: '3.6' },
      ],
      room: { wall: '#ece8e1', floor: materials.oakFloor, splash: materials.carrara },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'fridge', width: 600 },
            { type: 'drawers', width: 600, upper: 'cabinet' },
            { type: 'sink', width: 800, upper: 'cabinet' },
            { type: 'hob', width: 800, upper: 'hood' },
            { type: 'doors', width: 600, upper: 'cabinet' },
          ],
        },
      ],
    },
    {
      name: 'Oak & Terrazzo',
      daysAgo: 110,
      lines: [
        { item: 'Oak Veneer Slab Front', quantity: '8.6' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '1' },
        { item: 'Base Cabinet 600, Birch Plywood', quantity: '2' },
        { item: 'Base Cabinet 800, Birch Plywood', quantity: '2' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '3' },
        { item: 'Anodised Aluminium Edge Pull', quantity: '12' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '12' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '8' },
        { item: 'Soft-Close Drawer Damper', quantity: '8' },
        { item: 'Plate Rack Drawer Insert', quantity: '1' },
        { item: 'Matt Black Hanging Rail 900', quantity: '1' },
        { item: 'Terrazzo Worktop 30 mm', quantity: '3.6' },
      ],
      room: { wall: '#f4f1ec', floor: materials.stoneFloor },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'pantry', width: 600 },
            { type: 'drawers', width: 600, upper: 'shelves' },
            { type: 'sink', width: 800, upper: 'window' },
            { type: 'oven', width: 800, upper: 'hood' },
            { type: 'doors', width: 600, upper: 'cabinet' },
          ],
        },
      ],
    },
  ],
  batches: [
    {
      name: 'Sample quote',
      daysAgo: 100,
      versions: [0, 1],
      params: {
        country: 'us',
        size: 'medium',
        assembled: true,
        usPart: 'mid',
        distance: 'near',
        deliveryType: 'shipping',
        isCountertopDeliverySeparated: false,
        currency: 'usd',
      },
      estimated: [0, 1],
      estimatedDaysAgo: 0,
    },
  ],
};

export const otherProjects = [chenLoftKitchen, templateProject];
