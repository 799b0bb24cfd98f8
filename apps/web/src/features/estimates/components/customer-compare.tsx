import { NotFoundState } from '@/components/ui/states/not-found-state';
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
      notFound={
        <NotFoundState
          title="Project not found"
          message="We could not find this project among yours."
          linkLabel="See your projects"
          linkTo={paths.projects}
        />
      }
    />
  );
}
