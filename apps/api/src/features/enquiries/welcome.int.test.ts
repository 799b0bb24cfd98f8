import { defaultWelcomeNextStep, projectWelcomeSchema } from '@corner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, enquiries, galleryKitchens, mailOutbox, users } from '../../db/schema.js';
import { TestClock } from '../../lib/clock.js';
import { seedDomain, viewers } from '../../../test/helpers/domain-fixtures.js';
import { signInAs, testOrigin } from '../../../test/helpers/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.js';

/*
 * The welcome of a customer made from an enquiry (decision 52): one mail, written with the
 * conversion, whose link signs in for 3 days, once; and the recap of the enquiry, answered to
 * that project's people only.
 */

const hour = 60 * 60_000;
const clock = new TestClock();
let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ clock });
  await seedDomain(subject);
  await db()
    .update(users)
    .set({ phone: '+44 20 7946 0001' })
    .where(eq(users.email, viewers.designer));
  await db().insert(galleryKitchens).values({
    slug: 'walnut-l',
    name: 'Walnut L',
    style: 'modern',
    summary: 'Walnut',
    description: 'Walnut',
    fromPrice: '1000.00',
    published: true,
  });
});
afterAll(() => subject.close());

const db = () => subject.app.database.db;

let calls = 0;
function call(
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string | undefined; payload?: unknown } = {},
) {
  calls += 1;
  return subject.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: testOrigin, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: options.payload as never,
    remoteAddress: `10.1.${Math.floor(calls / 250)}.${calls % 250}`,
  });
}

/** An enquiry from `email`, converted by the designer with the clock at `issuedAt`. */
async function convertedEnquiry(email: string, issuedAt = new Date()) {
  const sent = await call('POST', '/enquiries', {
    payload: {
      name: 'Grace Hopper',
      email,
      phone: '',
      country: 'GB',
      postcode: 'SW1A 1AA',
      kitchenSize: 'large',
      kitchen: 'walnut-l',
      message: 'Walnut, please,\nwith room for a big table.',
      consent: true,
      website: '',
    },
  });
  expect(sent.statusCode).toBe(202);
  const [row] = await db().select().from(enquiries).where(eq(enquiries.email, email));
  clock.set(issuedAt);
  const converted = await call('POST', `/admin/enquiries/${row!.id}/convert`, {
    cookie: await signInAs(subject, viewers.designer),
    payload: { revision: 1 },
  });
  clock.set(new Date());
  expect(converted.statusCode).toBe(201);
  return {
    enquiryId: row!.id,
    projectId: converted.json<{ project: { id: string } }>().project.id,
  };
}

const welcomesTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) =>
    mail.subject.startsWith('Welcome to Corner'),
  );

/** The token in the welcome mail's link, as the sender fills it in. */
function tokenOf(mail: typeof mailOutbox.$inferSelect) {
  const { text } = subject.app.mail.sender.shown(mail);
  const link = /http\S+\/login\/confirm\?\S+/.exec(text)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

const verify = (token: string, email: string) =>
  call('POST', '/auth/verify', { payload: { token, email } });

describe('converting an enquiry', () => {
  it('writes one welcome mail whose link still signs in 23 hours later, once', async () => {
    const email = 'grace.welcome@example.test';
    const { projectId } = await convertedEnquiry(email, new Date(Date.now() - 23 * hour));
    const welcomes = await welcomesTo(email);
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    // The link is sealed at rest, and lasts 3 days from the conversion.
    expect(welcome!.text).toContain('{{link}}');
    expect(welcome!.sealedSecrets).not.toBeNull();
    expect(welcome!.secretsExpireAt!.getTime() - (Date.now() - 23 * hour)).toBeGreaterThan(
      71 * hour,
    );
    const shown = subject.app.mail.sender.shown(welcome!);
    expect(shown.text).toContain(
      'Your designer is Dana. Write to dana@corner.test or call +44 20 7946 0001 with any question.',
    );
    expect(shown.text).toContain(defaultWelcomeNextStep);

    const link = tokenOf(welcome!);
    expect(link.pathname).toBe('/login/confirm');
    expect(link.searchParams.get('returnTo')).toBe(`/project/${projectId}/dashboard`);
    const token = link.searchParams.get('token')!;
    const first = await verify(token, email);
    expect(first.statusCode).toBe(200);
    const again = await verify(token, email);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toContain('already been used');
  });

  it('refuses the link after 3 days, saying how long a welcome link lasts', async () => {
    const email = 'grace.late@example.test';
    await convertedEnquiry(email, new Date(Date.now() - 73 * hour));
    const [welcome] = await welcomesTo(email);
    const token = tokenOf(welcome!).searchParams.get('token')!;
    const late = await verify(token, email);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(
      'This sign-in link has expired (a welcome link lasts 3 days). Send yourself a new one.',
    );
  });

  it('writes no second welcome when converted again, nor on a bad request', async () => {
    const email = 'grace.twice@example.test';
    const { enquiryId } = await convertedEnquiry(email);
    const cookie = await signInAs(subject, viewers.designer);
    const twice = await call('POST', `/admin/enquiries/${enquiryId}/convert`, {
      cookie,
      payload: { revision: 2 },
    });
    expect(twice.statusCode).toBe(409);
    const bad = await call('POST', `/admin/enquiries/${enquiryId}/convert`, {
      cookie,
      payload: { revision: 'two' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await welcomesTo(email)).toHaveLength(1);
  });

  it("says staff's next step, in the mail and the recap", async () => {
    await db().insert(contentItems).values({
      name: 'Welcome',
      slot: 'welcome-next-step',
      body: 'We visit within a week.\n\nThen we draw.',
    });
    const email = 'grace.words@example.test';
    const { projectId } = await convertedEnquiry(email);
    const [welcome] = await welcomesTo(email);
    expect(welcome!.text).toContain('We visit within a week.');
    const cookie = await signInAs(subject, email);
    const recap = await call('GET', `/project/${projectId}/welcome`, { cookie });
    expect(projectWelcomeSchema.parse(recap.json())?.nextStep).toBe(
      'We visit within a week.\n\nThen we draw.',
    );
    await db().delete(contentItems).where(eq(contentItems.slot, 'welcome-next-step'));
  });
});

describe('GET /project/{id}/welcome', () => {
  it("answers the enquiry's recap to the project's customer and staff, 404 to anyone else", async () => {
    const email = 'grace.recap@example.test';
    const { projectId } = await convertedEnquiry(email);
    const own = await call('GET', `/project/${projectId}/welcome`, {
      cookie: await signInAs(subject, email),
    });
    expect(own.statusCode).toBe(200);
    const recap = projectWelcomeSchema.parse(own.json());
    expect(recap).toMatchObject({
      enquiry: {
        kitchenSize: 'large',
        kitchen: { slug: 'walnut-l', name: 'Walnut L' },
        country: 'GB',
        postcode: 'SW1A 1AA',
        message: 'Walnut, please,\nwith room for a big table.',
      },
      nextStep: defaultWelcomeNextStep,
    });
    const staff = await call('GET', `/project/${projectId}/welcome`, {
      cookie: await signInAs(subject, viewers.designer),
    });
    expect(staff.json()).toEqual(own.json());

    const other = await call('GET', `/project/${projectId}/welcome`, {
      cookie: await signInAs(subject, viewers.customerB),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Walnut');
    const anonymous = await call('GET', `/project/${projectId}/welcome`);
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call('GET', `/project/not-a-project/welcome`, {
      cookie: await signInAs(subject, email),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers null for a project that came from no enquiry', async () => {
    const [row] = await db().select().from(users).where(eq(users.email, viewers.customerA));
    const list = await call('GET', `/user/${row!.id}/projects`, {
      cookie: await signInAs(subject, viewers.customerA),
    });
    const [project] = list.json<{ id: string }[]>();
    const answer = await call('GET', `/project/${project!.id}/welcome`, {
      cookie: await signInAs(subject, viewers.customerA),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toBeNull();
  });
});
