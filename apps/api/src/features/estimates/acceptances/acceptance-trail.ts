import type { Tx } from '../../../db/client.js';
import { entityTrail, type Audited } from '../../audit/index.js';
import type { AcceptanceRow } from './acceptances-repository.js';

/*
 * How the audit trail records acceptances (issue 39): a customer's acceptance of an estimate,
 * and staff's withdrawal with its reason. The estimate is named by its reference, the total
 * as stored (exact).
 */

/** What the estimate accepted is: its reference, version and stored total. */
export interface AcceptedEstimate {
  reference: string;
  designVersionName: string;
  totalCost: string;
  currency: string;
}

interface AcceptanceShown {
  id: string;
  projectId: string;
  state: 'accepted' | 'withdrawn';
  reference: string;
  designVersionName: string;
  total: string;
  fullName: string;
  termsRevision: number;
  withdrawReason: string | null;
}

const acceptanceTrail = entityTrail<AcceptanceShown>({
  kind: 'acceptance',
  label: (row) => `Acceptance of estimate ${row.reference}`,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'state', label: 'State' },
    { field: 'reference', label: 'Estimate' },
    { field: 'designVersionName', label: 'Design version' },
    { field: 'total', label: 'Total' },
    { field: 'fullName', label: 'Name' },
    { field: 'termsRevision', label: 'Terms revision' },
    { field: 'withdrawReason', label: 'Reason' },
  ],
});

/** '1350.00 USD': the stored amount, exact, with its currency. */
export const storedTotal = (estimate: Pick<AcceptedEstimate, 'totalCost' | 'currency'>) =>
  `${estimate.totalCost} ${estimate.currency.toUpperCase()}`;

function shown(row: AcceptanceRow, estimate: AcceptedEstimate): AcceptanceShown {
  return {
    id: row.id,
    projectId: row.projectId,
    state: row.withdrawnAt ? 'withdrawn' : 'accepted',
    reference: estimate.reference,
    designVersionName: estimate.designVersionName,
    total: storedTotal(estimate),
    fullName: row.fullName,
    termsRevision: row.termsRevision,
    withdrawReason: row.withdrawReason,
  };
}

/** 'accepted estimate E-2026-0001 (total 1350.00 USD)', in the acceptance's transaction. */
export function recordAccepted(
  tx: Tx,
  audit: Audited,
  row: AcceptanceRow,
  estimate: AcceptedEstimate,
) {
  const summary = `accepted estimate ${estimate.reference} (total ${storedTotal(estimate)})`;
  return acceptanceTrail.changed(tx, audit, summary, null, shown(row, estimate));
}

/** 'withdrew the acceptance of estimate E-2026-0001: the reason', in its transaction. */
export function recordWithdrawn(
  tx: Tx,
  audit: Audited,
  before: AcceptanceRow,
  after: AcceptanceRow,
  estimate: AcceptedEstimate,
) {
  const summary = `withdrew the acceptance of estimate ${estimate.reference}: ${after.withdrawReason ?? ''}`;
  return acceptanceTrail.changed(
    tx,
    audit,
    summary,
    shown(before, estimate),
    shown(after, estimate),
  );
}
