import { projectPhaseLabels, type ProjectStage } from '@corner/contracts';
import { designSignOffTexts } from '@corner/contracts/display';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getDesignSignOffsQueryOptions } from '@/api/get-design-sign-offs';
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
  /** Whether the project is the template (everyone's example); undefined until known. */
  isTemplate: boolean | undefined;
  /**
   * The design sign-off (issue 38 point 3), above the timeline: the dashboard waits for the
   * project's sign-offs too, so that it comes with the plan and nothing moves in after.
   */
  designSignOff?: ReactNode;
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
export function ProjectDashboard({
  projectId,
  canPlan,
  isTemplate,
  designSignOff,
}: ProjectDashboardProps) {
  const plan = useProjectStages(projectId);
  // A plan without stages: the enquiry's recap beside the empty state, asked for only then
  // and shown with it, so nothing moves in after the page has painted (decision 52).
  const welcome = useProjectWelcome(projectId, plan.data?.stages.length === 0);
  // The template is nobody's kitchen: it has no sign-off to ask for or to wait on.
  const signOffs = useQuery({
    ...getDesignSignOffsQueryOptions(projectId),
    enabled: isTemplate === false,
  });
  const signOffsPending = isTemplate === undefined || (!isTemplate && signOffs.isPending);
  if (plan.isPending || signOffsPending || (plan.data?.stages.length === 0 && welcome.isPending)) {
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
  // Production cannot start before the customer signs the design off (issue 38 point 3): said
  // on a production stage still to come (a plan stored before the rule may have started).
  const today = todayCalendarDate();
  const productionWaits = (stage: { startDate: string }) =>
    isTemplate === false && plan.data.designSignedOffAt === null && stage.startDate > today;
  return (
    <div className={styles.dashboard}>
      {/* The label the project lists show (decision 53). */}
      <p className={styles.phase}>
        Stage: <strong data-phase={phase}>{projectPhaseLabels[phase]}</strong>
      </p>
      {reservation ? <ReservationStep reservation={reservation} /> : null}
      {isTemplate === false ? designSignOff : null}
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
          today={today}
          renderStageDetails={(stage) => {
            const details = byKey.get(stage.key);
            return (
              <>
                {stage.key === 'production' && productionWaits(stage) ? (
                  <p className={styles.waits}>{designSignOffTexts.productionWaits}</p>
                ) : null}
                {details ? <StageDetails stage={details} /> : null}
              </>
            );
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
