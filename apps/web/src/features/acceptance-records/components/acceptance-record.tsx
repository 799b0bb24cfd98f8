import type { AcceptanceCheck } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { useAcceptanceCheck } from '../api/get-acceptance-check';
import { RecordCheckPage, type RecordCheckView } from './record-check';

export { recordCheckTexts } from './record-check';

const acceptanceView = (check: AcceptanceCheck): RecordCheckView => ({
  title: 'Acceptance record',
  summary: `Estimate ${check.reference}, accepted on ${formatDate(check.acceptedAt)}`,
  checks: [
    { part: 'estimate', match: check.estimate },
    { part: 'terms', match: check.terms },
  ],
  withdrawn: check.withdrawnAt
    ? `This acceptance was withdrawn on ${formatDate(check.withdrawnAt)}.`
    : null,
  hashes: [
    { label: 'Estimate SHA-256', value: check.estimateHash },
    { label: 'Terms SHA-256', value: check.termsHash },
    { label: 'Record PDF SHA-256', value: check.recordHash },
  ],
});

/**
 * `/acceptance-records/{id}`: anyone with the address checks an acceptance record (issue 38):
 * whether the estimate's frozen snapshot and the terms still hash as the record says, and the
 * record PDF's own hash.
 */
export function AcceptanceRecord({ acceptanceId }: { acceptanceId: string }) {
  return (
    <RecordCheckPage
      query={useAcceptanceCheck(acceptanceId)}
      title="Acceptance record"
      notFound="There is no acceptance record at this address: the link may be mistyped."
      view={acceptanceView}
    />
  );
}
