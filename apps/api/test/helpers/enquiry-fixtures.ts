import { enquiries } from '../../src/db/schema.js';
import type { TestApp } from './app.js';

/** An enquiry as a visitor leaves it (decision 40), straight into the database. */
export async function addEnquiry(subject: TestApp, who: { name: string; email: string }) {
  const [row] = await subject.app.database.db
    .insert(enquiries)
    .values({
      ...who,
      country: 'DE',
      postcode: '10115',
      kitchenSize: 'small',
      message: 'A kitchen',
      consentedAt: new Date(),
    })
    .returning();
  return row!;
}
