import { addEnquiry } from '../helpers/enquiry-fixtures.js';
import type { ViewerRole } from '../helpers/domain-fixtures.js';
import type { TestApp } from '../helpers/app.js';
import type { MatrixRow } from './route-table.js';

/*
 * Enquiries (decision 40): anyone may send one; the back office's list, status and conversion
 * are for staff (403 for customers, 401 anonymous). Each caller works on an enquiry of its own.
 */

type RowOf = (status?: number, call?: MatrixRow['call']) => MatrixRow;

const enquiryOf = (subject: TestApp, caller: ViewerRole, what: string) =>
  addEnquiry(subject, {
    name: `Matrix ${what}`,
    email: `matrix-enquiry-${what}-${caller.toLowerCase()}@corner.test`,
  });

/** `open` and `staff` come from route-table.ts, as adminCatalogRows takes `staff`. */
export function enquiriesRows(open: RowOf, staff: RowOf): Record<string, MatrixRow> {
  return {
    'POST /api/v1/enquiries': open(202, (_, caller) => ({
      body: {
        name: 'Matrix visitor',
        email: `matrix-visitor-${caller.toLowerCase()}@corner.test`,
        country: 'DE',
        postcode: '10115',
        kitchenSize: 'small',
        message: 'A kitchen',
        consent: true,
      },
    })),
    'GET /api/v1/admin/enquiries': staff(),
    'GET /api/v1/admin/enquiries/:id': staff(200, async ({ subject }, caller) => ({
      params: { id: (await enquiryOf(subject, caller, 'open')).id },
    })),
    'PUT /api/v1/admin/enquiries/:id/status': staff(200, async ({ subject }, caller) => {
      const enquiry = await enquiryOf(subject, caller, 'status');
      return { params: { id: enquiry.id }, body: { status: 'contacted', revision: 1 } };
    }),
    'POST /api/v1/admin/enquiries/:id/convert': staff(201, async ({ subject }, caller) => {
      const enquiry = await enquiryOf(subject, caller, 'convert');
      return { params: { id: enquiry.id }, body: { revision: 1 } };
    }),
  };
}
