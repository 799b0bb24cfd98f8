import { materials } from './materials.js';
import type { DemoProject } from './project-types.js';

/* customer@corner.example's two projects: one being estimated, one in design. */

export const demoEstimatePageSlug = 'demo-kitchen-estimate';

const walkerFamilyKitchen: DemoProject = {
  name: 'Walker Family Kitchen',
  status: 'estimation',
  isDemo: false,
  customers: ['customer@corner.example'],
  daysAgo: 28,
  startInDays: 24,
  productionComplexity: 'standard',
  deliveryMethod: 'shipping',
  versions: [
    {
      name: 'Oak & Brass',
      daysAgo: 21,
      lines: [
        { item: 'Oak Veneer Slab Front', quantity: '11.4' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '2' },
        { item: 'Base Cabinet 600, Birch Plywood', quantity: '2' },
        { item: 'Base Cabinet 800, Birch Plywood', quantity: '4' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '3' },
        { item: 'Brushed Brass Bar Handle 320', quantity: '17' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '16' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '9' },
        { item: 'Soft-Close Drawer Damper', quantity: '9' },
        { item: 'Oak Cutlery Insert 600', quantity: '1' },
        { item: 'Waste Sorting Pull-Out, 3 Bins', quantity: '1' },
        { item: 'Under-Cabinet LED Strip, Warm White', quantity: '2.4' },
        { item: 'Birch Open Shelf 900', quantity: '1' },
        { item: 'Calacatta Quartz Worktop 20 mm', quantity: '5.2' },
      ],
      options: [
        {
          id: 'front',
          label: 'Front finish',
          kind: 'swap',
          line: 'Oak Veneer Slab Front',
          optional: false,
          items: ['Walnut Veneer Slab Front', 'Ash Fluted Front'],
        },
        {
          id: 'worktop',
          label: 'Worktop',
          kind: 'swap',
          line: 'Calacatta Quartz Worktop 20 mm',
          optional: false,
          items: ['Solid Oak Worktop 40 mm', 'Terrazzo Worktop 30 mm'],
        },
        {
          id: 'pantry',
          label: 'Pantry',
          kind: 'add',
          items: [{ item: 'Pull-Out Pantry 300', quantity: '1' }],
        },
        { id: 'assembly', label: 'Assembly', kind: 'assembly' },
        { id: 'delivery', label: 'Delivery', kind: 'delivery-type' },
      ],
      room: { wall: '#ebe7e1', floor: materials.paleOakFloor, splash: materials.calacatta },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'fridge', width: 600 },
            { type: 'tall-oven', width: 600 },
            { type: 'drawers', width: 600, upper: 'cabinet' },
            { type: 'sink', width: 800, upper: 'window' },
            { type: 'dishwasher', width: 600, upper: 'cabinet' },
            { type: 'hob', width: 800, upper: 'hood' },
            { type: 'doors', width: 600, upper: 'shelves' },
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
      ],
    },
    {
      name: 'Sage Shaker',
      daysAgo: 13,
      lines: [
        { item: 'Sage Green Shaker Front', quantity: '12.1' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '1' },
        { item: 'Corner Base Cabinet 1000, Anthracite', quantity: '1' },
        { item: 'Base Cabinet 600, Birch Plywood', quantity: '4' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '4' },
        { item: 'Aged Bronze Knob', quantity: '18' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '22' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '6' },
        { item: 'Soft-Close Drawer Damper', quantity: '6' },
        { item: 'Corner Carousel', quantity: '1' },
        { item: 'Spice Drawer Insert', quantity: '1' },
        { item: 'Plate Rack Drawer Insert', quantity: '1' },
        { item: 'Brass Hanging Rail 600', quantity: '1' },
        { item: 'Cabinet Spotlights, Set of 3', quantity: '2' },
        { item: 'Carrara Marble Worktop 30 mm', quantity: '4.8' },
      ],
      room: { wall: '#f1ece2', floor: materials.oakFloor, splash: materials.carrara },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'doors', width: 1000, upper: 'cabinet' },
            { type: 'drawers', width: 600, upper: 'cabinet' },
            { type: 'sink', width: 800, upper: 'window' },
            { type: 'dishwasher', width: 600, upper: 'cabinet' },
            { type: 'oven', width: 600, upper: 'hood' },
          ],
        },
        {
          view: 'wall',
          units: [
            { type: 'pantry', width: 600 },
            { type: 'drawers', width: 600, upper: 'shelves' },
            { type: 'doors', width: 600, upper: 'cabinet' },
          ],
        },
      ],
    },
    {
      name: 'Walnut Handleless',
      daysAgo: 6,
      lines: [
        { item: 'Walnut Veneer Slab Front', quantity: '12.8' },
        { item: 'Tall Cabinet 600 x 2200, White Melamine', quantity: '3' },
        { item: 'Base Cabinet 800, Birch Plywood', quantity: '4' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '2' },
        { item: 'Handleless Gola Channel, Black', quantity: '7.2' },
        { item: 'Push-to-Open Latch', quantity: '6' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '14' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '10' },
        { item: 'Knife Block Drawer Insert', quantity: '1' },
        { item: 'Oak Cutlery Insert 600', quantity: '1' },
        { item: 'Pull-Out Pantry 300', quantity: '1' },
        { item: 'Waste Sorting Pull-Out, 3 Bins', quantity: '1' },
        { item: 'Under-Cabinet LED Strip, Warm White', quantity: '1.6' },
        { item: 'Plinth Panel, Brushed Aluminium', quantity: '5.4' },
        { item: 'Nero Marquina Worktop 20 mm', quantity: '5.6' },
      ],
      room: { wall: '#e4e1dc', floor: materials.stoneFloor, splash: materials.nero },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'fridge', width: 600 },
            { type: 'tall-oven', width: 600 },
            { type: 'pantry', width: 600 },
            { type: 'sink', width: 800, upper: 'cabinet' },
            { type: 'dishwasher', width: 600, upper: 'cabinet' },
          ],
        },
        {
          view: 'island',
          units: [
            { type: 'drawers', width: 800 },
            { type: 'hob', width: 800 },
            { type: 'drawers', width: 800 },
          ],
        },
      ],
    },
  ],
  batches: [
    {
      name: 'Lisbon apartment (EUR)',
      daysAgo: 10,
      versions: [0, 1],
      params: {
        country: 'eu',
        size: 'medium',
        assembled: true,
        distance: 'medium',
        measurements: 350,
        installation: 1450,
        currency: 'eur',
        dollarRate: '0.9215',
      },
      estimated: [0],
      estimatedDaysAgo: 9,
    },
    {
      name: 'Portland house',
      daysAgo: 2,
      versions: [0, 1, 2],
      params: {
        country: 'us',
        size: 'large',
        assembled: true,
        usPart: 'west',
        distance: 'medium',
        deliveryType: 'shipping',
        isCountertopDeliverySeparated: true,
        currency: 'usd',
      },
      estimated: [0, 1, 2],
      estimatedDaysAgo: 1,
      pageSlug: demoEstimatePageSlug,
    },
  ],
};

/**
 * In design, with its timeline already at the delivery stage: the dashboard's example. Its
 * story agrees with itself: estimated and pinned before the start, the spot reserved with that
 * estimate, then production, and now the delivery on its way.
 */
const walkerGardenStudio: DemoProject = {
  name: 'Walker Garden Studio',
  status: 'design',
  isDemo: false,
  customers: ['customer@corner.example'],
  daysAgo: 95,
  startInDays: -66,
  productionComplexity: 'standard',
  deliveryMethod: 'shipping',
  versions: [
    {
      name: 'Chalk White Galley',
      daysAgo: 88,
      lines: [
        { item: 'Chalk White Matt Lacquer Front', quantity: '6.2' },
        { item: 'Base Cabinet 600, Birch Plywood', quantity: '3' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '2' },
        { item: 'Matt Black Bar Handle 192', quantity: '10' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '8' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '6' },
        { item: 'Soft-Close Drawer Damper', quantity: '6' },
        { item: 'Plate Rack Drawer Insert', quantity: '1' },
        { item: 'Birch Open Shelf 900', quantity: '2' },
        { item: 'Micro-Cement Worktop', quantity: '2.6' },
      ],
      room: { wall: '#e9ece8', floor: materials.concreteFloor },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'drawers', width: 600, upper: 'shelves' },
            { type: 'sink', width: 800, upper: 'window' },
            { type: 'doors', width: 600, upper: 'cabinet' },
            { type: 'drawers', width: 600, upper: 'cabinet' },
          ],
        },
      ],
    },
    {
      name: 'Terracotta Shaker',
      daysAgo: 80,
      lines: [
        { item: 'Terracotta Shaker Front', quantity: '6.6' },
        { item: 'Base Cabinet 600, Birch Plywood', quantity: '3' },
        { item: 'Sink Base Cabinet 800, Moisture Resistant', quantity: '1' },
        { item: 'Wall Cabinet 600, White Melamine', quantity: '2' },
        { item: 'Brass Cup Pull', quantity: '10' },
        { item: 'Soft-Close Concealed Hinge 110°', quantity: '8' },
        { item: 'Full-Extension Drawer Runner 500', quantity: '6' },
        { item: 'Soft-Close Drawer Damper', quantity: '6' },
        { item: 'Spice Drawer Insert', quantity: '1' },
        { item: 'Brass Hanging Rail 600', quantity: '1' },
        { item: 'Cabinet Spotlights, Set of 3', quantity: '1' },
        { item: 'Solid Oak Worktop 40 mm', quantity: '2.6' },
      ],
      room: { wall: '#f3ede4', floor: materials.terracottaTiles },
      elevations: [
        {
          view: 'wall',
          units: [
            { type: 'drawers', width: 600, upper: 'cabinet' },
            { type: 'sink', width: 800, upper: 'window' },
            { type: 'doors', width: 600, upper: 'shelves' },
            { type: 'oven', width: 600, upper: 'cabinet' },
          ],
        },
      ],
    },
  ],
  batches: [
    {
      name: 'Garden studio',
      daysAgo: 78,
      versions: [0, 1],
      params: {
        country: 'us',
        size: 'small',
        assembled: true,
        usPart: 'west',
        distance: 'near',
        deliveryType: 'shipping',
        isCountertopDeliverySeparated: false,
        currency: 'usd',
      },
      estimated: [0, 1],
      estimatedDaysAgo: 76,
    },
  ],
  pinnedVersion: 1,
  reservedDaysAgo: 70,
  delivery: {
    name: 'Cabinets, fronts and worktop',
    trackingLink: 'https://tracking.example.com/shipments/CRN-48213',
  },
};

export const walkerProjects = [walkerFamilyKitchen, walkerGardenStudio];
