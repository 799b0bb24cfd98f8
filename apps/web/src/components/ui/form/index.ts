export { Field, inputClassName, type FieldControlProps } from './field';
export { FormDialog } from './form-dialog';
