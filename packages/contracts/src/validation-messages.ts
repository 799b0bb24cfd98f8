/** The generic messages of spec section 5, word for word. */
export const validationMessages = {
  required: 'This field is required',
  minLength: (n: number) => `Minimum length is ${n} characters`,
  maxLength: (n: number) => `Maximum length is ${n} characters`,
  notANumber: 'Please enter a valid number',
  min: (n: number) => `Minimum value is ${n}`,
  max: (n: number) => `Maximum value is ${n}`,
  maxDecimals: (n: number) => `Maximum ${n} decimal places allowed`,
  pattern: 'Invalid format',
} as const;

const fieldRules = new Set<string>();

/**
 * A field's rule as one sentence that names the field and says what it may hold, e.g. 'Page
 * slug may hold lowercase letters, digits and hyphens, 3 to 80 characters' (issue 25). The
 * API answers such a message as it is, where the generic messages above are prefixed with the
 * field's path ('body/name: This field is required'), so a form shows it as a sentence inside
 * 'Error: {message}'.
 */
export function fieldRule(label: string, allowed: string): string {
  const message = `${label} may hold ${allowed}`;
  fieldRules.add(message);
  return message;
}

/** True for a message made by `fieldRule`: it reads on its own. */
export const isFieldRule = (message: string): boolean => fieldRules.has(message);
