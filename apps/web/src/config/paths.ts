import { portalPaths } from '@corner/contracts/display';

/**
 * Every in-app address in one place, so links and routes never drift apart: the contracts'
 * builders (decision 57.1), which the API's mails and redirects use too.
 */
export const paths = portalPaths;
