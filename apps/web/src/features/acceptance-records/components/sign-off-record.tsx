import type { SignOffCheck } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';
import { useSignOffCheck } from '../api/get-sign-off-check';
import { RecordCheckPage, type RecordCheckView } from './record-check';

const signOffView = (check: SignOffCheck): RecordCheckView => ({
  title: 'Design sign-off record',
  summary: `Design ${check.designVersionName}, signed off on ${formatDate(check.approvedAt)}`,
  checks: [
    { part: 'design', match: check.design },
    { part: 'terms', match: check.terms },
  ],
  withdrawn: check.withdrawnAt
    ? `This sign-off was withdrawn on ${formatDate(check.withdrawnAt)}.`
    : null,
  hashes: [
    { label: 'Design SHA-256', value: check.designHash },
    { label: 'Terms SHA-256', value: check.termsHash },
    { label: 'Record PDF SHA-256', value: check.recordHash },
  ],
});

/**
 * `/sign-off-records/{id}`: anyone with the address checks a design sign-off record (issue 38
 * point 3): whether the version's lines and drawings and the sign-off terms still hash as the
 * record says, and the record PDF's own hash.
 */
export function SignOffRecord({ signOffId }: { signOffId: string }) {
  return (
    <RecordCheckPage
      query={useSignOffCheck(signOffId)}
      title="Design sign-off record"
      notFound="There is no sign-off record at this address: the link may be mistyped."
      view={signOffView}
    />
  );
}
