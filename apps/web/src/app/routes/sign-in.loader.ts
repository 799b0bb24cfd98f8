import type { PageLoader } from '@/lib/route-data';
import { pageTitle } from './page-head';

/** The head of the sign-in pages (/login and /login/confirm), which read no data. */
export const loader: PageLoader = async () => ({
  head: {
    title: pageTitle('Sign in'),
    description: 'Sign in to Corner to see your projects and estimates.',
    needsScript: 'Turn on JavaScript to sign in.',
  },
});
