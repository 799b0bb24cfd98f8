import {
  acceptanceSchema,
  estimateBreakdownsResponseSchema,
  projectAcceptancesSchema,
  userProjectsResponseSchema,
  type Acceptance,
} from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema.js';
import type { TestApp } from './app.js';
import type { caller } from './cache.js';

/**
 * On the demo data: customer@'s project in estimation, its shown estimate accepted under the
 * demo's terms (issue 38). The schedule and payment suites start from here.
 */
export async function acceptDemoEstimate(
  subject: TestApp,
  call: ReturnType<typeof caller>,
  customer = 'customer@corner.example',
): Promise<{ projectId: string; acceptance: Acceptance }> {
  const [user] = await subject.app.database.db
    .select()
    .from(users)
    .where(eq(users.email, customer));
  const list = userProjectsResponseSchema.parse(
    (await call('GET', `/user/${user!.id}/projects`, customer)).json(),
  );
  const projectId = list.find((project) => project.status === 'estimation')!.id;
  const [shown] = estimateBreakdownsResponseSchema.parse(
    (await call('GET', `/project/${projectId}/estimate/breakdown`, customer)).json(),
  );
  const { terms } = projectAcceptancesSchema.parse(
    (await call('GET', `/project/${projectId}/acceptances`, customer)).json(),
  );
  const accepted = await call('POST', `/project/${projectId}/acceptances`, customer, {
    estimateId: shown!.estimateId,
    fullName: 'Alex Walker',
    agreed: true,
    termsRevision: terms!.revision,
    signature: null,
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return { projectId, acceptance: acceptanceSchema.parse(accepted.json()) };
}
