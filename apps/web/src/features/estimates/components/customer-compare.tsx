import { NotFoundPage } from '@/components/errors/not-found-page';
import { paths } from '@/config/paths';
import { useCustomerEstimate } from '../api/get-customer-estimate';
import { compareDataOfCustomer } from '../compare-data';
import { ComparePage } from './compare-page';

/** `/project/{projectId}/estimate/compare`: the customer's estimate's versions side by side. */
export function CustomerCompare({ projectId }: { projectId: string }) {
  const page = useCustomerEstimate(projectId);
  return (
    <ComparePage
      source={{ projectId }}
      page={page}
      toData={compareDataOfCustomer}
      back={paths.projectEstimate(projectId)}
      notThere={<NotFoundPage title="Failed to load data" about="project" />}
    />
  );
}
