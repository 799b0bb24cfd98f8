import type { Material } from './drawing/surfaces.js';

/* The demo company's materials, shared by its catalog pictures and its kitchen renders. */

const wood = (color: string, grain: string): Material => ({ kind: 'wood', color, grain });
const lacquer = (color: string, gloss = false): Material => ({ kind: 'lacquer', color, gloss });

export const materials = {
  oak: wood('#c89b6a', '#8a5a32'),
  walnut: wood('#7a5236', '#4a2f1d'),
  ash: wood('#dcc7a3', '#a98c63'),
  birch: wood('#e2c9a0', '#b9976a'),
  sage: lacquer('#7d9478'),
  midnight: lacquer('#1f2f45'),
  chalk: lacquer('#f2efe8'),
  graphite: lacquer('#3a3d41'),
  terracotta: lacquer('#b8643f'),
  cashmere: lacquer('#d8cbb8', true),
  whiteMelamine: lacquer('#f4f4f1'),
  anthracite: lacquer('#3b3e42'),
  moistureBoard: lacquer('#e9e6e0'),
  carrara: { kind: 'stone', color: '#f1efea', vein: '#8f8a84' },
  nero: { kind: 'stone', color: '#1d1e20', vein: '#e8e6e1' },
  calacatta: { kind: 'stone', color: '#f7f5f1', vein: '#b59b6c' },
  terrazzo: { kind: 'speckled', color: '#e9e3da', speckles: ['#c0603d', '#5f6b73', '#d8b26e'] },
  solidOak: { kind: 'wood', color: '#b7864f', grain: '#7a5230', direction: 'horizontal' },
  steel: { kind: 'metal', color: '#b9bdc1' },
  microCement: { kind: 'concrete', color: '#9c9790' },
  oakFloor: { kind: 'wood', color: '#a87f58', grain: '#6d4a2c', direction: 'horizontal' },
  paleOakFloor: { kind: 'wood', color: '#d6b88e', grain: '#a7865c', direction: 'horizontal' },
  stoneFloor: { kind: 'speckled', color: '#d9d2c6', speckles: ['#b9b0a2', '#eae5dc'] },
  concreteFloor: { kind: 'concrete', color: '#8f8c87' },
  terracottaTiles: { kind: 'speckled', color: '#c47a55', speckles: ['#a65f3e', '#d89470'] },
} satisfies Record<string, Material>;

export const finishes = {
  brass: '#b08d57',
  black: '#2b2d30',
  steel: '#a9adb2',
  bronze: '#7c5a3a',
  leather: '#6b3f26',
  aluminium: '#c4c7ca',
  champagne: '#c8b58f',
} as const;
