import type { UserType } from '@corner/contracts';

/** The demo accounts (PRODUCT.md section 2). */
export const demoUsers: Array<{ email: string; name: string; phone?: string; type: UserType }> = [
  { email: 'admin@corner.example', name: 'Alex Morgan', type: 'admin' },
  {
    email: 'designer@corner.example',
    name: 'Dana Reyes',
    phone: '+1 415 555 0142',
    type: 'designer',
  },
  { email: 'customer@corner.example', name: 'Casey Walker', type: 'customer' },
  { email: 'other@corner.example', name: 'Olivia Chen', type: 'customer' },
];

/** The designer of every demo project: the one its customers are told to contact. */
export const demoDesignerEmail = 'designer@corner.example';
