import { planStages, type TimelineOptions } from '@corner/contracts/display';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ProjectTimeline } from '@/features/project-timeline/components/project-timeline';
import { TimelineOptionsFields } from '@/features/project-timeline/components/timeline-options-fields';
import {
  timelineOptionsFromSearch,
  timelineSearch,
  todayCalendarDate,
} from '@/features/project-timeline/timeline-options';

/** The template project's dashboard: how a kitchen started on a given day would go. */
export function Component() {
  useDocumentTitle('Project template');
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayCalendarDate();
  const options = timelineOptionsFromSearch(searchParams, today);
  const change = (next: TimelineOptions) =>
    setSearchParams(timelineSearch(next), { replace: true });
  return (
    <Page>
      <PageHeader
        eyebrow="Template project"
        title="Your kitchen, step by step"
        intro="Pick a start date, how complex the build is and how it travels: every stage moves with it."
      >
        <TimelineOptionsFields value={options} onChange={change} />
      </PageHeader>
      <ProjectTimeline stages={planStages(options)} today={today} />
    </Page>
  );
}
