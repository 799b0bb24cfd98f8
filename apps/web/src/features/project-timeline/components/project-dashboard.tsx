import { projectPhaseLabels, type ProjectStage } from '@corner/contracts';
import { ErrorOverlay } from '@/components/errors/error-overlay';
import { isNotThereError } from '@/components/errors/load-error';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { EnquiryRecap } from '@/components/welcome/enquiry-recap';
import { useProjectWelcome } from '@/api/get-project-welcome';
import { useProjectStages } from '../api/get-project-stages';
import { todayCalendarDate } from '../timeline-options';
import { CreateSubstagesForm } from './create-substages-form';
import styles from './project-dashboard.module.css';
import { ProjectTimeline } from './project-timeline';
import { ReservationStep } from './reservation-step';
import { StageContent, StageDelivery } from './stage-details';

export interface ProjectDashboardProps {
  projectId: string;
  /** Designers and admins may plan the stages. */
  canPlan: boolean;
}

/** A stage's guides and, where it has one, its delivery with the tracking link. */
export function StageDetails({
  stage,
}: {
  stage: Pick<ProjectStage, 'id' | 'contentIds' | 'deliveryId'>;
}) {
  return (
    <>
      <StageContent contentIds={stage.contentIds} />
      {stage.deliveryId ? (
        <StageDelivery deliveryId={stage.deliveryId} substageId={stage.id} />
      ) : null}
    </>
  );
}

/** The project's stages on the timeline, each with its content and delivery. */
export function ProjectDashboard({ projectId, canPlan }: ProjectDashboardProps) {
  const plan = useProjectStages(projectId);
  // A plan without stages: the enquiry's recap beside the empty state, asked for only then
  // and shown with it, so nothing moves in after the page has painted (decision 52).
  const welcome = useProjectWelcome(projectId, plan.data?.stages.length === 0);
  if (plan.isPending || (plan.data?.stages.length === 0 && welcome.isPending)) {
    return <LoadingState label="Loading the project plan…" />;
  }
  if (isNotThereError(plan.error)) {
    return <NotFoundPage title="Failed to load data" about="project" />;
  }
  if (plan.isError) {
    return (
      <div className={styles.overlayHost}>
        <ErrorOverlay error={plan.error} onRetry={() => void plan.refetch()} />
      </div>
    );
  }
  const { stages, startDate, productionComplexity, deliveryMethod, reservation, phase } = plan.data;
  const byKey = new Map(stages.map((stage) => [stage.key, stage]));
  return (
    <div className={styles.dashboard}>
      {/* The label the project lists show (decision 53). */}
      <p className={styles.phase}>
        Stage: <strong data-phase={phase}>{projectPhaseLabels[phase]}</strong>
      </p>
      {reservation ? <ReservationStep reservation={reservation} /> : null}
      {stages.length === 0 ? (
        <div className={styles.empty}>
          <h2>No stages planned yet</h2>
          <p>Once the start date is set, every stage of the project appears here with its dates.</p>
        </div>
      ) : null}
      {stages.length === 0 && welcome.data ? <EnquiryRecap welcome={welcome.data} /> : null}
      {stages.length === 0 ? null : (
        <ProjectTimeline
          stages={stages}
          today={todayCalendarDate()}
          renderStageDetails={(stage) => {
            const details = byKey.get(stage.key);
            return details ? <StageDetails stage={details} /> : null;
          }}
        />
      )}
      {canPlan ? (
        <CreateSubstagesForm
          projectId={projectId}
          hasStages={stages.length > 0}
          initial={{
            ...(startDate ? { startDate } : {}),
            productionComplexity,
            deliveryMethod,
          }}
        />
      ) : null}
    </div>
  );
}
