import {
  catalogCategoryLabels,
  formatCatalogPrice,
  validateValue,
  validationMessages,
} from '@corner/contracts/display';
import {
  catalogCategorySchema,
  lineAmountProblem,
  optionLimits,
  quantityRules,
  requiredText,
  type AdminItemLine,
  type OptionGroup,
  type OptionGroupKind,
  type OptionGroupRequest,
  type OptionItem,
} from '@corner/contracts';
import { z } from 'zod';

/* The options staff offer on a design version (issue 37): words, form values and requests. */

export const kindLabels: Record<OptionGroupKind, string> = {
  swap: 'Another item for a line',
  add: 'Items to add',
  assembly: 'Assembly',
  'delivery-type': 'Delivery type',
  'countertop-delivery': 'Countertop delivery',
};

export const optionKinds = [
  'swap',
  'add',
  'assembly',
  'delivery-type',
  'countertop-delivery',
] as const satisfies readonly OptionGroupKind[];

/** An estimate's own choices: each offered in one group at most. */
const estimateChoices: Record<'assembly' | 'delivery-type' | 'countertop-delivery', string> = {
  assembly: 'assembled or not',
  'delivery-type': 'shipping or air freight (US estimates)',
  'countertop-delivery': 'the countertop with the rest or on its own (US, with a countertop)',
};

const priced = (item: Pick<OptionItem, 'unitPrice' | 'unit'>) =>
  `${formatCatalogPrice(item.unitPrice)} / ${item.unit}`;

/** What a stored group offers, in words ('Fronts: Oak front → Walnut front ($120.00 / piece)'). */
export function groupOffer(group: OptionGroup, lines: AdminItemLine[]): string {
  switch (group.kind) {
    case 'swap': {
      const line = lines.find((candidate) => candidate.id === group.lineId);
      const alternatives = group.items.map((item) => `${item.name} (${priced(item)})`).join(', ');
      const drop = group.optional ? '; customers may also drop the line' : '';
      if (!line) return `A line no longer in this version → ${alternatives}${drop}`;
      return `${catalogCategoryLabels[line.category]}: ${line.name} → ${alternatives}${drop}`;
    }
    case 'add':
      return `Customers may add one of: ${group.items
        .map((item) => `${item.name} × ${item.quantity ?? '1'} (${priced(item)})`)
        .join(', ')}`;
    default:
      return `${kindLabels[group.kind]}: ${estimateChoices[group.kind]}`;
  }
}

/** A swap whose line was removed since: the API refuses it until the group goes. */
export const lostLine = (group: OptionGroup, lines: AdminItemLine[]) =>
  group.kind === 'swap' && !lines.some((line) => line.id === group.lineId);

/** A stored group as the PUT sends it back: with its id, items named by catalog item. */
export function toGroupRequest(group: OptionGroup): OptionGroupRequest {
  const base = { id: group.id, label: group.label };
  const catalogIds = (items: OptionItem[]) =>
    items.flatMap((item) =>
      item.catalogItemId ? [{ ...item, catalogItemId: item.catalogItemId }] : [],
    );
  switch (group.kind) {
    case 'swap':
      return {
        ...base,
        kind: 'swap',
        lineId: group.lineId,
        optional: group.optional,
        catalogItemIds: catalogIds(group.items).map((item) => item.catalogItemId),
      };
    case 'add':
      return {
        ...base,
        kind: 'add',
        items: catalogIds(group.items).map((item) => ({
          catalogItemId: item.catalogItemId,
          quantity: Number(item.quantity ?? '1'),
        })),
      };
    default:
      return { ...base, kind: group.kind };
  }
}

export const optionGroupFormSchema = z
  .object({
    kind: z.enum(optionKinds),
    label: requiredText(optionLimits.label),
    lineId: z.string(),
    optional: z.boolean(),
    /** Catalog items picked, with what the list shows of them. */
    items: z.array(
      z.object({
        catalogItemId: z.string(),
        name: z.string(),
        category: catalogCategorySchema,
        unit: z.string(),
        unitPrice: z.number(),
        /** Typed text: an added item's quantity (a swap's alternative keeps the line's). */
        quantity: z.string(),
      }),
    ),
  })
  .superRefine((values, context) => {
    if (values.kind !== 'swap' && values.kind !== 'add') return;
    if (values.kind === 'swap' && !values.lineId) {
      context.addIssue({ code: 'custom', path: ['lineId'], message: validationMessages.required });
    }
    if (values.items.length === 0) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'Pick at least one item' });
    }
    if (values.items.length > optionLimits.items) {
      const message = `At most ${optionLimits.items} items`;
      context.addIssue({ code: 'custom', path: ['items'], message });
    }
    if (values.kind !== 'add') return;
    values.items.forEach((item, index) => {
      const message =
        validateValue(item.quantity, { required: true, ...quantityRules }) ??
        lineAmountProblem(item.quantity, item.unitPrice);
      if (message)
        context.addIssue({ code: 'custom', path: ['items', index, 'quantity'], message });
    });
  });

export type OptionGroupFormValues = z.input<typeof optionGroupFormSchema>;
export type PickedItem = OptionGroupFormValues['items'][number];

export const blankOptionGroup = (kind: OptionGroupKind): OptionGroupFormValues => ({
  kind,
  label: '',
  lineId: '',
  optional: false,
  items: [],
});

/** The form's new group as the PUT sends it (the server gives it an id). */
export function formToGroupRequest(values: OptionGroupFormValues): OptionGroupRequest {
  const label = values.label.trim();
  switch (values.kind) {
    case 'swap':
      return {
        kind: 'swap',
        label,
        lineId: values.lineId,
        optional: values.optional,
        catalogItemIds: values.items.map((item) => item.catalogItemId),
      };
    case 'add':
      return {
        kind: 'add',
        label,
        items: values.items.map((item) => ({
          catalogItemId: item.catalogItemId,
          quantity: Number(item.quantity),
        })),
      };
    default:
      return { kind: values.kind, label };
  }
}

/**
 * The kinds and lines still free for a new group: an estimate's choice, or a line, is offered
 * in one group only (items to add in as many as wanted).
 */
export function freeChoices(groups: OptionGroup[], lines: AdminItemLine[]) {
  const taken = new Set(groups.map((group) => group.kind));
  const swapped = new Set(groups.flatMap((group) => (group.kind === 'swap' ? [group.lineId] : [])));
  const swapLines = lines.filter((line) => !swapped.has(line.id));
  const kinds = optionKinds.filter((kind) => {
    if (kind === 'add') return true;
    if (kind === 'swap') return swapLines.length > 0;
    return !taken.has(kind);
  });
  return { kinds, swapLines };
}
