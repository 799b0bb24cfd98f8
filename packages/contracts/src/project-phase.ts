/*
 * Where a project is (issue 34 point 4, decision 53): one label for customers and staff,
 * derived from the project's data, the same on the project lists and the dashboard. The
 * project's `status` stays what it is in the spec (it routes `/project/{id}`); the phase
 * only says where the work stands. No zod here.
 */
import type { StageKey } from './timeline.js';

export const projectPhases = ['estimation', 'design', 'production', 'delivery', 'done'] as const;
export type ProjectPhase = (typeof projectPhases)[number];

export const projectPhaseLabels: Readonly<Record<ProjectPhase, string>> = {
  estimation: 'Estimation',
  design: 'Design',
  production: 'Production',
  delivery: 'Delivery',
  done: 'Done',
};

/** The phase each stage of the plan belongs to: installation ends the delivery. */
const phaseOfStage: Readonly<Record<StageKey, ProjectPhase>> = {
  'design-approval': 'design',
  production: 'production',
  'quality-control': 'production',
  delivery: 'delivery',
  installation: 'delivery',
};

export interface ProjectPhaseFacts {
  /** The spec's status: 'estimation' or 'design'. */
  status: 'estimation' | 'design';
  /** The project's stages (stored substages, else planned from its start date); [] if none. */
  stages: readonly { key: StageKey; startDate: string; endDate: string }[];
  /** The project has a delivery on record (a parcel on its way or arrived). */
  hasDelivery: boolean;
  /** The project holds a reservation (a production spot paid for, decision 37). */
  reserved: boolean;
  /** Today as a calendar date ("2026-01-05"). */
  today: string;
}

const rank = (phase: ProjectPhase) => projectPhases.indexOf(phase);
const furthest = (phases: ProjectPhase[]) =>
  phases.reduce((far, phase) => (rank(phase) > rank(far) ? phase : far));

/** Where the plan's dates put the project today; null before its first stage starts. */
function phaseOnTheCalendar(stages: ProjectPhaseFacts['stages'], today: string) {
  if (stages.length === 0) return null;
  const last = stages.reduce((late, stage) => (stage.endDate > late.endDate ? stage : late));
  if (today > last.endDate) return 'done' satisfies ProjectPhase;
  const current = stages.find((stage) => stage.startDate <= today && today <= stage.endDate);
  if (current) return phaseOfStage[current.key];
  // Between stages (stored dates with a gap): the last stage that has ended.
  const ended = stages.filter((stage) => stage.endDate < today);
  return ended.length > 0 ? phaseOfStage[ended[ended.length - 1]!.key] : null;
}

/**
 * The furthest phase the project's data shows: its status (estimation or design), a
 * reservation (design at least: the estimate is agreed), the plan's stage today (done after
 * the last one ends) and a delivery on record (delivery at least). Data only moves a project
 * forward, so a stale status never holds the label back.
 */
export function projectPhase(facts: ProjectPhaseFacts): ProjectPhase {
  const phases: ProjectPhase[] = [facts.status];
  if (facts.reserved) phases.push('design');
  const onTheCalendar = phaseOnTheCalendar(facts.stages, facts.today);
  if (onTheCalendar) phases.push(onTheCalendar);
  if (facts.hasDelivery) phases.push('delivery');
  return furthest(phases);
}
