import {
  catalogCategorySchema,
  lineAmountProblem,
  quantityRules,
  requiredText,
  unitPriceRules,
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

export { quantityRules, unitPriceRules };

export const customLineFormSchema = z
  .object({
    category: catalogCategorySchema,
    name: requiredText(200),
    unit: requiredText(40),
    unitPrice: decimalText(unitPriceRules),
    quantity: decimalText(quantityRules),
  })
  .superRefine((line, context) => {
    const problem = lineAmountProblem(line.quantity, line.unitPrice);
    if (problem) context.addIssue({ code: 'custom', path: ['quantity'], message: problem });
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
