import type { ProjectStage } from '@corner/contracts';
import { planStages, type TimelineOptions } from '@corner/contracts/display';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Page, PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useSession } from '@/lib/auth/get-session';
import { getContentQueryOptions } from '@/features/project-timeline/api/get-content';
import { getDeliveryQueryOptions } from '@/features/project-timeline/api/get-delivery';
import {
  getDemoProjectQueryOptions,
  useDemoProject,
} from '@/features/project-timeline/api/get-demo-project';
import { StageDetails } from '@/features/project-timeline/components/project-dashboard';
import { ProjectTimeline } from '@/features/project-timeline/components/project-timeline';
import { TimelineOptionsFields } from '@/features/project-timeline/components/timeline-options-fields';
import {
  timelineOptionsFromSearch,
  timelineSearch,
  todayCalendarDate,
} from '@/features/project-timeline/timeline-options';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { callerProfile, readQuery, signedInLoader, signedInPage } from './signed-in-page-reads';

/** Each stage's guides and delivery, read with the options StageDetails asks them with. */
function stageDetailQueries(
  stages: readonly Pick<ProjectStage, 'id' | 'contentIds' | 'deliveryId'>[],
) {
  const guides = stages.flatMap(({ contentIds }) =>
    contentIds.length > 0 ? [getContentQueryOptions(contentIds)] : [],
  );
  const deliveries = stages.flatMap(({ id, deliveryId }) =>
    deliveryId ? [getDeliveryQueryOptions(deliveryId, id)] : [],
  );
  return { guides, deliveries };
}

/** On the server: the template planned from the address's options, and its stages' guides. */
export const loader = signedInLoader(async ({ request }, queries) => {
  // Today where the reader is (the render's zone), as the page works it out when it hydrates.
  const search = new URL(request.url).searchParams;
  const options = timelineOptionsFromSearch(search, todayCalendarDate());
  const profile = await callerProfile(queries);
  const demo = await readQuery(queries, getDemoProjectQueryOptions(options, profile?.email));
  const { guides, deliveries } = stageDetailQueries(demo?.stages ?? []);
  await Promise.all([
    ...guides.map((read) => readQuery(queries, read)),
    ...deliveries.map((read) => readQuery(queries, read)),
  ]);
  return signedInPage('Project template');
});

/**
 * The template project's dashboard: how a kitchen started on a given day would go. The plan is
 * drawn from the options; each stage's guides and delivery are named by GET /demo-project.
 * Rendered on the server with all of them (the loader); in the browser the timeline waits for
 * them the first time, so that they come with it and push no stage down (issue 40). A change of
 * the options redraws it at once: the template's stages keep their guides, already loaded.
 */
export function Component() {
  useDocumentTitle('Project template');
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayCalendarDate();
  const options = timelineOptionsFromSearch(searchParams, today);
  const { data: profile } = useSession();
  const demo = useDemoProject(options, profile?.email);
  const { guides, deliveries } = stageDetailQueries(demo.data?.stages ?? []);
  const details = [...useQueries({ queries: guides }), ...useQueries({ queries: deliveries })];
  const waiting = demo.isPending || details.some((read) => read.isPending);
  const change = (next: TimelineOptions) =>
    setSearchParams(timelineSearch(next), { replace: true });
  const byKey = new Map((demo.data?.stages ?? []).map((stage) => [stage.key, stage]));
  return (
    <Page>
      <PageHeader
        eyebrow="Template project"
        title="Your kitchen, step by step"
        intro="Pick a start date, how complex the build is and how it travels: every stage moves with it."
      >
        <TimelineOptionsFields value={options} onChange={change} />
      </PageHeader>
      {demo.isError ? <ErrorPanel error={demo.error} onRetry={() => void demo.refetch()} /> : null}
      {waiting ? (
        <LoadingState label="Loading the project plan…" />
      ) : (
        <ProjectTimeline
          stages={planStages(options)}
          today={today}
          renderStageDetails={(stage) => {
            const stageDetails = byKey.get(stage.key);
            return stageDetails ? <StageDetails stage={stageDetails} /> : null;
          }}
        />
      )}
    </Page>
  );
}
