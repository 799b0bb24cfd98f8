import { desc, eq } from 'drizzle-orm';
import { priceLists, users } from '../../src/db/schema.js';
import type { ViewerRole } from '../helpers/domain-fixtures.js';
import type { TestApp } from '../helpers/app.js';
import type { MatrixRow } from './route-table.js';
import { builtInPriceList } from '../../src/features/price-lists/index.js';

/*
 * The admin-only calls of the back office (issue 8): users and the price list. 401 without a
 * session, 403 for customers and designers. Each caller works on a user of its own, so no
 * caller of the matrix has its role changed.
 */

type Call = MatrixRow['call'];

/** Admins only: 403 for customers and designers, 401 anonymous. */
export const adminOnly = (status = 200, call?: Call): MatrixRow => ({
  expected: { anonymous: 401, customerA: 403, customerB: 403, designer: 403, admin: status },
  isPublic: false,
  call,
});

/** A customer of the caller's own, created when missing. */
async function userOf(subject: TestApp, caller: ViewerRole, what: string) {
  const email = `matrix-${what}-${caller.toLowerCase()}@corner.test`;
  const db = subject.app.database.db;
  await db
    .insert(users)
    .values({ email, name: `Matrix ${what}`, type: 'customer' })
    .onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row!;
}

const ratesV1 = builtInPriceList.rates;

export function adminUsersRows(): Record<string, MatrixRow> {
  return {
    'GET /api/v1/admin/users': adminOnly(),
    'POST /api/v1/admin/users': adminOnly(201, (_, caller) => ({
      body: {
        email: `matrix-invite-${caller.toLowerCase()}@corner.test`,
        name: 'Invited',
        type: 'designer',
      },
    })),
    'PUT /api/v1/admin/users/:id': adminOnly(200, async ({ subject }, caller) => {
      const user = await userOf(subject, caller, 'edit');
      return {
        params: { id: user.id },
        body: { email: user.email, name: 'Renamed', revision: user.revision },
      };
    }),
    'PUT /api/v1/admin/users/:id/type': adminOnly(200, async ({ subject }, caller) => {
      const user = await userOf(subject, caller, 'role');
      return {
        params: { id: user.id },
        body: {
          type: user.type === 'customer' ? 'designer' : 'customer',
          revision: user.revision,
        },
      };
    }),
    'GET /api/v1/admin/price-lists': adminOnly(),
    'POST /api/v1/admin/price-lists': adminOnly(201, async ({ subject }) => {
      const [newest] = await subject.app.database.db
        .select({ version: priceLists.version })
        .from(priceLists)
        .orderBy(desc(priceLists.version))
        .limit(1);
      return { body: { basedOnVersion: newest?.version ?? 1, rates: ratesV1 } };
    }),
    // Issue 39: the audit trail, for admins only.
    'GET /api/v1/admin/audit': adminOnly(),
    'GET /api/v1/admin/audit/export.csv': adminOnly(),
  };
}
