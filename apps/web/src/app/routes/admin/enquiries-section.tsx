import { useParams } from 'react-router';
import { AdminEnquiriesPage } from '@/features/enquiries/components/admin-enquiries-page';
import { AdminEnquiryPage } from '@/features/enquiries/components/admin-enquiry-page';

/** /admin/enquiries and /admin/enquiries/{id}: one lazy module for both (see screens.ts). */
export function Component() {
  const { enquiryId } = useParams();
  return enquiryId ? <AdminEnquiryPage enquiryId={enquiryId} /> : <AdminEnquiriesPage />;
}
