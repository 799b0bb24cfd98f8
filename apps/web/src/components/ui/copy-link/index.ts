export { CopyLinkButton, COPY_FAILURE_MESSAGE, COPY_SUCCESS_MESSAGE } from './copy-link-button';
export type { CopyLinkButtonProps } from './copy-link-button';
export { copyText } from './copy-text';
