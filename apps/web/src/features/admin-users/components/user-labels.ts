import type { UserType } from '@corner/contracts';

export const userTypeOptions = [
  'customer',
  'designer',
  'admin',
] as const satisfies readonly UserType[];

export const userTypeLabels: Record<UserType, string> = {
  customer: 'Customer',
  designer: 'Designer',
  admin: 'Admin',
};
