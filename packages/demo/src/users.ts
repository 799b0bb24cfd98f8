import type { UserType } from '@corner/contracts';

/** The demo accounts (PRODUCT.md section 2). */
export const demoUsers: Array<{ email: string; name: string; type: UserType }> = [
  { email: 'admin@corner.example', name: 'Alex Morgan', type: 'admin' },
  { email: 'designer@corner.example', name: 'Dana Reyes', type: 'designer' },
  { email: 'customer@corner.example', name: 'Casey Walker', type: 'customer' },
  { email: 'other@corner.example', name: 'Olivia Chen', type: 'customer' },
];
