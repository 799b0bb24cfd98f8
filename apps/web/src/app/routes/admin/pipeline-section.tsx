import { PipelinePage } from '@/features/pipeline/components/pipeline-page';

/** /admin/pipeline: the funnel and what waits (see screens.ts); staff, as the whole back office. */
export function Component() {
  return <PipelinePage />;
}
