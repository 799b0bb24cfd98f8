import { estimatePageLoader } from './estimate.loader';

export const loader = estimatePageLoader(
  (title) => `Compare versions: ${title}`,
  'Turn on JavaScript to choose the versions to compare and move between them.',
);
