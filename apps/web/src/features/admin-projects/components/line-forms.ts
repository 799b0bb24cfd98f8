import {
  catalogCategorySchema,
  requiredText,
  validateValue,
  type CustomLineRequest,
  type ValidationRules,
} from '@corner/contracts';
import { z } from 'zod';

/** A decimal typed as text, checked with the spec's generic rules and messages (section 5). */
export const decimalText = (rules: ValidationRules) =>
  z.string().superRefine((value, context) => {
    const message = validateValue(value, { required: true, ...rules });
    if (message) context.addIssue({ code: 'custom', message });
  });

export const quantityRules: ValidationRules = { min: 0.001, max: 100_000, maxDecimals: 3 };
export const unitPriceRules: ValidationRules = { min: 0, max: 10_000_000, maxDecimals: 2 };

export const customLineFormSchema = z.object({
  category: catalogCategorySchema,
  name: requiredText(200),
  unit: requiredText(40),
  unitPrice: decimalText(unitPriceRules),
  quantity: decimalText(quantityRules),
});
export type CustomLineFormValues = z.input<typeof customLineFormSchema>;

export const blankCustomLine: CustomLineFormValues = {
  category: 'front',
  name: '',
  unit: 'piece',
  unitPrice: '',
  quantity: '1',
};

export function toCustomLineRequest(values: CustomLineFormValues): CustomLineRequest {
  return {
    ...values,
    unitPrice: Number(values.unitPrice),
    quantity: Number(values.quantity),
  };
}
