import { pipelineTexts } from '@corner/contracts/display';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pipelineSearch, usePipeline, type PipelinePeriodQuery } from '../api/get-pipeline';
import { FunnelSection } from './funnel-section';
import { PeriodForm } from './period-form';
import styles from './pipeline.module.css';
import { TimesSection } from './times-section';
import { ValuesSection } from './values-section';
import { WaitingSection } from './waiting-section';

/** A calendar day as a date input gives it (YYYY-MM-DD), and a real one; else ''. */
function calendarDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : '';
}

/**
 * /admin/pipeline (staff, issue 39): the funnel of the leads whose first step fell in the
 * period, each step's share and median time, the estimates' value, and what waits now. The
 * period lives in the address (?from=&to=), so a period is a link; left out, the last 365 days.
 * Admins see every project, designers their own.
 */
export function PipelinePage() {
  useDocumentTitle('Pipeline · Back office');
  const [searchParams, setSearchParams] = useSearchParams();
  const asked: PipelinePeriodQuery = {
    from: calendarDay(searchParams.get('from')),
    to: calendarDay(searchParams.get('to')),
  };
  const pipeline = usePipeline(asked);
  const shown = pipeline.data?.period ?? asked;
  const nobody = pipeline.data?.steps[0]?.count === 0;
  return (
    <>
      <PageHeader title={pipelineTexts.title} intro={pipelineTexts.intro} />
      <PeriodForm
        key={`${shown.from}/${shown.to}`}
        value={shown}
        onApply={(period) => setSearchParams(pipelineSearch(period))}
      />
      {pipeline.isPending ? <LoadingState label="Loading the pipeline…" /> : null}
      {pipeline.isError ? (
        <ErrorPanel error={pipeline.error} onRetry={() => void pipeline.refetch()} />
      ) : null}
      {pipeline.data ? (
        <>
          <p className={styles.definition}>{pipelineTexts.definition(pipeline.data.period)}</p>
          {pipeline.data.scope === 'own' ? (
            <p className={styles.hint}>{pipelineTexts.ownScope}</p>
          ) : null}
          {nobody ? (
            <p>{pipelineTexts.empty}</p>
          ) : (
            <>
              <FunnelSection pipeline={pipeline.data} />
              <TimesSection pipeline={pipeline.data} />
              <ValuesSection pipeline={pipeline.data} />
            </>
          )}
          <WaitingSection waiting={pipeline.data.waiting} own={pipeline.data.scope === 'own'} />
        </>
      ) : null}
    </>
  );
}
