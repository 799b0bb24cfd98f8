import type { CatalogPicture } from './drawing/catalog-picture.js';
import type { DemoCatalogItem } from './catalog-types.js';
import { finishes, materials } from './materials.js';

/* Demo catalog: hardware and opening systems. */

const item = (
  category: 'hardware' | 'opening-system',
  name: string,
  unit: string,
  unitPrice: string,
  description: string,
  picture: CatalogPicture,
  isPublic = true,
): DemoCatalogItem => ({ category, name, unit, unitPrice, description, picture, isPublic });

const door = materials.chalk;

export const hardwareAndSystems: DemoCatalogItem[] = [
  item(
    'hardware',
    'Brushed Brass Bar Handle 320',
    'piece',
    '38.50',
    'Solid brass bar handle, 320 mm centres, brushed and lacquered so it keeps its warm glow.',
    { kind: 'handle', shape: 'bar', finish: finishes.brass, door: materials.midnight },
  ),
  item(
    'hardware',
    'Matt Black Bar Handle 192',
    'piece',
    '24.00',
    'Slim steel bar handle with a powder-coated matt black finish, 192 mm centres.',
    { kind: 'handle', shape: 'bar', finish: finishes.black, door: materials.oak },
  ),
  item(
    'hardware',
    'Stainless Steel Bar Handle 448',
    'piece',
    '32.00',
    'Long brushed stainless steel handle, 448 mm centres, ideal for tall doors and wide drawers.',
    { kind: 'handle', shape: 'bar', finish: finishes.steel, door: materials.graphite },
  ),
  item(
    'hardware',
    'Aged Bronze Knob',
    'piece',
    '18.50',
    'A round 35 mm knob in aged bronze with a gently domed face. Made for shaker doors.',
    { kind: 'handle', shape: 'knob', finish: finishes.bronze, door: materials.sage },
  ),
  item(
    'hardware',
    'Leather Loop Pull',
    'piece',
    '29.00',
    'Vegetable-tanned leather loop on brass studs that softens with use.',
    { kind: 'handle', shape: 'loop', finish: finishes.leather, door: materials.ash },
  ),
  item(
    'hardware',
    'Brass Cup Pull',
    'piece',
    '26.00',
    'A traditional cup pull in unlacquered brass that will patina over time, 96 mm centres.',
    { kind: 'handle', shape: 'cup', finish: finishes.brass, door: materials.terracotta },
  ),
  item(
    'hardware',
    'Anodised Aluminium Edge Pull',
    'piece',
    '21.00',
    'A discreet profile that sits on the top edge of a front, in champagne anodised aluminium.',
    { kind: 'handle', shape: 'edge', finish: finishes.aluminium, door: materials.walnut },
  ),
  item(
    'hardware',
    'Soft-Close Concealed Hinge 110°',
    'piece',
    '7.80',
    'A clip-on concealed hinge with integrated soft-close damping and three-way adjustment.',
    { kind: 'hinge', finish: finishes.steel },
  ),
  item(
    'hardware',
    'Full-Extension Drawer Runner 500',
    'pair',
    '42.00',
    'Ball-bearing runners for 500 mm drawers, full extension, 40 kg load, with soft-close.',
    { kind: 'runner', finish: finishes.steel },
  ),
  item(
    'opening-system',
    'Push-to-Open Latch',
    'piece',
    '14.50',
    'A touch latch for handleless doors: press the front and it opens a few centimetres.',
    { kind: 'mechanism', variant: 'push', finish: finishes.steel, door },
  ),
  item(
    'opening-system',
    'Lift-Up Flap Mechanism',
    'set',
    '168.00',
    'Gas-assisted lift system for wall cabinets: the door rises and stays open at any height.',
    { kind: 'mechanism', variant: 'lift', finish: finishes.steel, door },
  ),
  item(
    'opening-system',
    'Handleless Gola Channel, Black',
    'm',
    '46.00',
    'A recessed aluminium grip channel between drawers, powder-coated black, for a clean handleless look.',
    { kind: 'mechanism', variant: 'gola', finish: finishes.black, door: materials.walnut },
  ),
  item(
    'opening-system',
    'Handleless Gola Channel, Champagne',
    'm',
    '52.00',
    'The recessed grip channel in champagne anodised aluminium, lovely with pale woods.',
    { kind: 'mechanism', variant: 'gola', finish: finishes.champagne, door: materials.ash },
  ),
  item(
    'opening-system',
    'Soft-Close Drawer Damper',
    'piece',
    '9.20',
    'An add-on damper that slows every drawer for the last few centimetres, closing it silently.',
    { kind: 'mechanism', variant: 'damper', finish: finishes.steel, door },
  ),
  item(
    'opening-system',
    'Pocket Door System 2000',
    'set',
    '395.00',
    'Doors that open and slide back into the cabinet sides, for a hidden coffee or appliance bay. Trade only.',
    { kind: 'mechanism', variant: 'pocket', finish: finishes.steel, door: materials.oak },
    false,
  ),
];
