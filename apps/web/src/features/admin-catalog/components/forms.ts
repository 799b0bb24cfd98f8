import {
  catalogCategorySchema,
  contentSlotSchema,
  controlCharacterMessages,
  isMultiLineText,
  kitchenStyleSchema,
  requiredText,
  slugSchema,
  stageKeySchema,
  trackingLinkSchema,
  unitPriceRules,
  validateValue,
  validationMessages,
  type AdminCatalogItem,
  type AdminContentItem,
  type AdminDelivery,
  type AdminKitchen,
  type CatalogItemFormRequest,
  type ContentItemFormRequest,
  type DeliveryFormRequest,
  type Image,
  type KitchenFormRequest,
} from '@corner/contracts';
import { z } from 'zod';

/* The back office's catalog, content, delivery and kitchen forms, as typed on screen. */

/** Money typed as text, checked with the spec's generic rules and messages (section 5). */
const priceText = z.string().superRefine((value, context) => {
  const message = validateValue(value, { required: true, ...unitPriceRules });
  if (message) context.addIssue({ code: 'custom', message });
});
const optionalText = (max: number) =>
  z
    .string()
    .max(max, validationMessages.maxLength(max))
    .refine(isMultiLineText, controlCharacterMessages.multiLine);
const picture = z.custom<Image | null>();

export const catalogItemFormSchema = z.object({
  category: catalogCategorySchema,
  name: requiredText(200),
  description: optionalText(4000),
  unit: requiredText(40),
  unitPrice: priceText,
  isPublic: z.boolean(),
  image: picture,
});
export type CatalogItemFormValues = z.input<typeof catalogItemFormSchema>;

export const blankCatalogItem: CatalogItemFormValues = {
  category: 'front',
  name: '',
  description: '',
  unit: 'piece',
  unitPrice: '',
  isPublic: true,
  image: null,
};

export const toCatalogItemValues = (item: AdminCatalogItem): CatalogItemFormValues => ({
  category: item.category,
  name: item.name,
  description: item.description,
  unit: item.unit,
  unitPrice: String(item.unitPrice),
  isPublic: item.isPublic,
  image: item.image,
});

export const toCatalogItemRequest = (
  values: z.output<typeof catalogItemFormSchema>,
): CatalogItemFormRequest => ({
  category: values.category,
  name: values.name,
  description: values.description.trim(),
  unit: values.unit,
  unitPrice: Number(values.unitPrice),
  isPublic: values.isPublic,
  imageId: values.image?.id ?? null,
});

/** "" stands for "none" in the select fields. */
export const contentFormSchema = z.object({
  name: requiredText(200),
  body: optionalText(10_000),
  stageKey: z.union([z.literal(''), stageKeySchema]),
  projectId: z.string(),
  /** Where an estimate page shows the text; '' for none. */
  slot: z.union([z.literal(''), contentSlotSchema]),
  image: picture,
});
export type ContentFormValues = z.input<typeof contentFormSchema>;

export const blankContent: ContentFormValues = {
  name: '',
  body: '',
  stageKey: '',
  projectId: '',
  slot: '',
  image: null,
};

export const toContentValues = (item: AdminContentItem): ContentFormValues => ({
  name: item.name,
  body: item.body,
  stageKey: item.stageKey ?? '',
  projectId: item.projectId ?? '',
  slot: item.slot ?? '',
  image: item.image,
});

export const toContentRequest = (
  values: z.output<typeof contentFormSchema>,
  position = 0,
): ContentItemFormRequest => ({
  name: values.name,
  body: values.body.trim(),
  stageKey: values.stageKey || null,
  projectId: values.projectId.trim() || null,
  slot: values.slot || null,
  imageId: values.image?.id ?? null,
  position,
});

export const deliveryFormSchema = z.object({
  name: requiredText(200),
  trackingLink: z.union([z.literal(''), trackingLinkSchema]),
  image: picture,
});
export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;

export const blankDelivery: DeliveryFormValues = { name: '', trackingLink: '', image: null };

export const toDeliveryValues = (delivery: AdminDelivery): DeliveryFormValues => ({
  name: delivery.name,
  trackingLink: delivery.trackingLink ?? '',
  image: delivery.image,
});

export const toDeliveryRequest = (
  values: z.output<typeof deliveryFormSchema>,
): DeliveryFormRequest => ({
  name: values.name,
  trackingLink: values.trackingLink.trim() || null,
  imageId: values.image?.id ?? null,
});

export const kitchenFormSchema = z.object({
  slug: z.string().trim().min(1, validationMessages.required).pipe(slugSchema),
  name: requiredText(200),
  style: kitchenStyleSchema,
  summary: requiredText(500),
  description: optionalText(10_000),
  fromPrice: priceText,
  published: z.boolean(),
});
export type KitchenFormValues = z.input<typeof kitchenFormSchema>;

export const blankKitchen: KitchenFormValues = {
  slug: '',
  name: '',
  style: 'modern',
  summary: '',
  description: '',
  fromPrice: '',
  published: false,
};

export const toKitchenValues = (kitchen: AdminKitchen): KitchenFormValues => ({
  slug: kitchen.slug,
  name: kitchen.name,
  style: kitchen.style,
  summary: kitchen.summary,
  description: kitchen.description,
  fromPrice: String(kitchen.fromPrice),
  published: kitchen.published,
});

export interface KitchenParts {
  renders: Image[];
  components: { id: string; name: string }[];
}

export const toKitchenRequest = (
  values: z.output<typeof kitchenFormSchema>,
  parts: KitchenParts,
): KitchenFormRequest => ({
  ...values,
  description: values.description.trim(),
  fromPrice: Number(values.fromPrice),
  renderIds: parts.renders.map((render) => render.id),
  componentIds: parts.components.map((component) => component.id),
});

/** A slug made from a name: lowercase letters, digits and single hyphens. */
export const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

export const kitchenStyleLabels = {
  modern: 'Modern',
  classic: 'Classic',
  scandinavian: 'Scandinavian',
  industrial: 'Industrial',
  rustic: 'Rustic',
} as const;
