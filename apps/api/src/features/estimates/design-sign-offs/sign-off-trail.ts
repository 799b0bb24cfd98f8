import type { Tx } from '../../../db/client.js';
import { entityTrail, type Audited } from '../../audit/index.js';
import type { SignOffRow } from './sign-offs-repository.js';

/*
 * How the audit trail records design sign-offs (issue 39): staff asking (and so replacing a
 * request still waiting), the customer's approval or request for changes, and staff's
 * withdrawal with its reason. The version is named, and the drawings by their file names.
 */

interface SignOffShown {
  id: string;
  projectId: string;
  state: string;
  designVersionName: string;
  drawings: string;
  fullName: string | null;
  termsRevision: number | null;
  withdrawReason: string | null;
}

const signOffTrail = entityTrail<SignOffShown>({
  kind: 'design-sign-off',
  label: (row) => `Design sign-off of ${row.designVersionName}`,
  projectId: (row) => row.projectId,
  fields: [
    { field: 'state', label: 'State' },
    { field: 'designVersionName', label: 'Design version' },
    { field: 'drawings', label: 'Drawings' },
    { field: 'fullName', label: 'Name' },
    { field: 'termsRevision', label: 'Terms revision' },
    { field: 'withdrawReason', label: 'Reason' },
  ],
});

const shown = (row: SignOffRow, designVersionName: string): SignOffShown => ({
  id: row.id,
  projectId: row.projectId,
  state: row.state,
  designVersionName,
  drawings: row.drawings.map((drawing) => drawing.name).join(', '),
  fullName: row.fullName,
  termsRevision: row.termsRevision,
  withdrawReason: row.withdrawReason,
});

/**
 * Records a sign-off asked for (`before` null) or changed, in the change's transaction:
 * 'asked for sign-off of design version Island', 'signed off design version Island'.
 */
export function recordSignOff(
  tx: Tx,
  audit: Audited,
  summary: string,
  designVersionName: string,
  before: SignOffRow | null,
  after: SignOffRow,
) {
  return signOffTrail.changed(
    tx,
    audit,
    summary,
    before && shown(before, designVersionName),
    shown(after, designVersionName),
  );
}
