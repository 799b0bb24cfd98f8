import { AdminPaymentsPage } from '@/features/payments/components/admin-payments-page';

/** /admin/payments: the payments needing attention (see screens.ts). */
export function Component() {
  return <AdminPaymentsPage />;
}
