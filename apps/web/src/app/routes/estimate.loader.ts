import { estimatePageLoader } from './estimate-page-load';

export const loader = estimatePageLoader(
  (title) => title,
  'Turn on JavaScript to browse every picture, see it full size and reserve a spot.',
);
