import type { AuditEntityKind } from '@corner/contracts';
import type { ViewerRole } from '../helpers/domain-fixtures.js';
import type { MatrixCall, MatrixContext } from '../matrix/route-table.js';

/**
 * How the audit coverage test makes one successful change through a route: who calls it, the
 * kind of thing the trail must name, and the request (the authorization matrix's own when
 * left out, if that one succeeds).
 */
export interface AuditedCall {
  as: ViewerRole;
  kind: AuditEntityKind;
  call?: (context: MatrixContext) => MatrixCall | Promise<MatrixCall>;
}

export const byAdmin = (kind: AuditEntityKind, call?: AuditedCall['call']): AuditedCall => ({
  as: 'admin',
  kind,
  call,
});

export const byCustomer = (kind: AuditEntityKind, call?: AuditedCall['call']): AuditedCall => ({
  as: 'customerA',
  kind,
  call,
});
