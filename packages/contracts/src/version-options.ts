import { z } from 'zod';
import { catalogCategorySchema } from './catalog.js';
import { quantitySchema, requiredText } from './form-fields.js';
import { estimateParamsSchema } from './estimates.js';
import { priceListRatesAnswerSchema } from './price-lists.js';

/*
 * Options staff offer on a design version, which the customer tries with live prices on the
 * estimate pages (issue 37, decision 61). A group is one choice the customer makes; its
 * default is the estimate as staff made it:
 *   swap                 the line `lineId` in another catalog item (quantity carried over);
 *                        `optional` also lets the customer drop the line
 *   add                  at most one of `items` added (none by default)
 *   assembly             assembled or not
 *   delivery-type        shipping or air freight (US estimates)
 *   countertop-delivery  the countertop with the rest or on its own (US, with a countertop)
 * An item's unit price is the catalog's when staff offered it (USD, a decimal string), frozen
 * as an item line's is, so the browser and the server price a variant alike.
 */

export const optionLimits = { groups: 12, items: 8, label: 60 } as const;

/** Short, so that a variant's address stays readable (`?o=k3x9q2.p0a8z1`). */
export const optionIdSchema = z.string().regex(/^[a-z0-9]{1,12}$/, 'an option id is 1-12 a-z0-9');

const usdAmountSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .describe('USD, a decimal string');
const quantityTextSchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,3})?$/)
  .describe('a decimal string');

export const optionItemSchema = z.object({
  id: optionIdSchema,
  catalogItemId: z.string().nullable(),
  category: catalogCategorySchema,
  name: z.string(),
  imageId: z.string().nullable(),
  unit: z.string(),
  unitPrice: usdAmountSchema,
  /** What an added item brings; null for a swap's alternative, which keeps the line's. */
  quantity: quantityTextSchema.nullable(),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

const groupBase = { id: optionIdSchema, label: z.string() };
export const optionGroupSchema = z.discriminatedUnion('kind', [
  z.object({
    ...groupBase,
    kind: z.literal('swap'),
    lineId: z.string(),
    optional: z.boolean(),
    items: z.array(optionItemSchema),
  }),
  z.object({ ...groupBase, kind: z.literal('add'), items: z.array(optionItemSchema) }),
  z.object({ ...groupBase, kind: z.literal('assembly') }),
  z.object({ ...groupBase, kind: z.literal('delivery-type') }),
  z.object({ ...groupBase, kind: z.literal('countertop-delivery') }),
]);
export type OptionGroup = z.infer<typeof optionGroupSchema>;
export type OptionGroupKind = OptionGroup['kind'];
export const optionGroupsSchema = z.array(optionGroupSchema);

/** What the customer chose: group id → choice key; a group left out keeps its default. */
export const variantChoicesSchema = z
  .record(optionIdSchema, optionIdSchema.or(z.string().regex(/^[a-z-]{1,16}$/)))
  .refine((choices) => Object.keys(choices).length <= optionLimits.groups, {
    message: `At most ${optionLimits.groups} choices`,
  });
export type VariantChoices = z.infer<typeof variantChoicesSchema>;

/*
 * PUT /admin/projects/{id}/design-versions/{versionId}/options: the version's groups, whole.
 * Items are named by catalog item; the server copies name, unit and today's price. A group
 * keeps its `id` when one is given (so addresses customers shared keep working).
 */
const labelSchema = requiredText(optionLimits.label);
const groupRequestBase = { id: optionIdSchema.optional(), label: labelSchema };
const catalogItemIdsSchema = z
  .array(z.uuid())
  .min(1, 'Pick at least one item')
  .max(optionLimits.items, `At most ${optionLimits.items} items`);

export const optionGroupRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...groupRequestBase,
    kind: z.literal('swap'),
    lineId: z.uuid(),
    optional: z.boolean(),
    catalogItemIds: catalogItemIdsSchema,
  }),
  z.strictObject({
    ...groupRequestBase,
    kind: z.literal('add'),
    items: z
      .array(z.strictObject({ catalogItemId: z.uuid(), quantity: quantitySchema }))
      .min(1, 'Pick at least one item')
      .max(optionLimits.items, `At most ${optionLimits.items} items`),
  }),
  z.strictObject({ ...groupRequestBase, kind: z.literal('assembly') }),
  z.strictObject({ ...groupRequestBase, kind: z.literal('delivery-type') }),
  z.strictObject({ ...groupRequestBase, kind: z.literal('countertop-delivery') }),
]);
export type OptionGroupRequest = z.infer<typeof optionGroupRequestSchema>;

export const versionOptionsRequestSchema = z.strictObject({
  groups: z
    .array(optionGroupRequestSchema)
    .max(optionLimits.groups, `At most ${optionLimits.groups} groups`)
    .superRefine((groups, context) => {
      const seen = new Set<string>();
      groups.forEach((group, index) => {
        const key = group.kind === 'swap' ? `swap:${group.lineId}` : group.kind;
        if (group.kind !== 'add' && seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'kind'],
            message: 'A line or an estimate choice is offered in one group only',
          });
        }
        seen.add(key);
      });
    }),
});
export type VersionOptionsRequest = z.infer<typeof versionOptionsRequestSchema>;

/** An estimate's parameters as its snapshot holds them (amounts as decimal strings). */
const variantParamsSchema = estimateParamsSchema.omit({ id: true, revision: true }).extend({
  measurements: z.string().nullable(),
  installation: z.string().nullable(),
  dollarRate: z.string().nullable(),
});

const variantLineSchema = z.object({
  id: z.string(),
  category: catalogCategorySchema,
  catalogItemId: z.string().nullable(),
  name: z.string(),
  imageId: z.string().nullable(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string().describe('USD'),
});

/**
 * What the customer may try on one estimate (the breakdown's `options`): the groups it offers
 * and what the browser prices a variant from (the estimate's snapshot and its price list).
 * `differences` is each choice's change to the total, worked out on the server, for a page
 * read without JavaScript.
 */
export const estimateOptionsSchema = z.object({
  groups: optionGroupsSchema,
  base: z.object({ params: variantParamsSchema, lines: z.array(variantLineSchema) }),
  priceList: priceListRatesAnswerSchema
    .omit({ deposit: true })
    .extend({ version: z.number().int().positive() }),
  differences: z
    .record(z.string(), z.record(z.string(), z.number().nullable()))
    .describe(
      'group id → choice key → change to the total; null where the estimate would be refused',
    ),
});
export type EstimateOptions = z.infer<typeof estimateOptionsSchema>;
