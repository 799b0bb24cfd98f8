/**
 * The seven kinds of item line of a kitchen (PRODUCT.md section 4), in display order, with
 * their labels. Kept free of zod so the web bundle can use them without schema code
 * (`@corner/contracts/display`); catalog.ts builds its schemas on them.
 */
export const catalogCategories = [
  'front',
  'box',
  'hardware',
  'functionality',
  'opening-system',
  'accessory',
  'countertop',
] as const;

export const catalogCategoryLabels: Record<(typeof catalogCategories)[number], string> = {
  front: 'Fronts',
  box: 'Boxes',
  hardware: 'Hardware',
  functionality: 'Functional features',
  'opening-system': 'Opening systems',
  accessory: 'Accessories',
  countertop: 'Countertops',
};
