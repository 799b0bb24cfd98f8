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
