export { Field, inputClassName, type FieldControlProps } from './field';
export { FormDialog } from './form-dialog';
export { saveFailure, StaleSaveNotice, type StaleSaveSubject } from './stale-save-notice';
