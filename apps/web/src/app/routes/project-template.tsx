import { planStages, type TimelineOptions } from '@corner/contracts/display';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useSession } from '@/lib/auth/get-session';
import { useDemoProject } from '@/features/project-timeline/api/get-demo-project';
import { StageDetails } from '@/features/project-timeline/components/project-dashboard';
import { ProjectTimeline } from '@/features/project-timeline/components/project-timeline';
import { TimelineOptionsFields } from '@/features/project-timeline/components/timeline-options-fields';
import {
  timelineOptionsFromSearch,
  timelineSearch,
  todayCalendarDate,
} from '@/features/project-timeline/timeline-options';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The template project's dashboard: how a kitchen started on a given day would go. The plan is
 * drawn at once from the options; the template's guides come from GET /demo-project.
 */
export function Component() {
  useDocumentTitle('Project template');
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayCalendarDate();
  const options = timelineOptionsFromSearch(searchParams, today);
  const { data: profile } = useSession();
  const demo = useDemoProject(options, profile?.email);
  const change = (next: TimelineOptions) =>
    setSearchParams(timelineSearch(next), { replace: true });
  const details = new Map((demo.data?.stages ?? []).map((stage) => [stage.key, stage]));
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
      <ProjectTimeline
        stages={planStages(options)}
        today={today}
        renderStageDetails={(stage) => {
          const stageDetails = details.get(stage.key);
          return stageDetails ? <StageDetails stage={stageDetails} /> : null;
        }}
      />
    </Page>
  );
}
