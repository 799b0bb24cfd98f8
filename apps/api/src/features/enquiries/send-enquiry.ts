import { randomUUID } from 'node:crypto';
import {
  enquiryCountryNames,
  enquiryKitchenSizeLabels,
  portalPaths,
  type enquiryRequestSchema,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { enquiryNoticeMail } from '../../mail/templates/enquiry-notice.js';
import { enquiryReceivedMail } from '../../mail/templates/enquiry-received.js';
import { linkBase } from '../auth/index.js';
import { staffEmails } from '../estimates/index.js';
import { insertEnquiry, publishedKitchen } from './enquiries-repository.js';

export type ParsedEnquiry = z.output<typeof enquiryRequestSchema>;

/** True when the honeypot holds anything: a program filled the form in (decision 40.2). */
export const isSpam = (enquiry: ParsedEnquiry) => (enquiry.website ?? '').trim() !== '';

/**
 * Stores the enquiry and writes its two mails in one transaction (decision 40): the visitor's
 * confirmation and a notice to each staff member, as reservation notices go (decision 37.5).
 */
export async function sendEnquiry(
  app: FastifyInstance,
  publicUrl: string | undefined,
  enquiry: ParsedEnquiry,
) {
  const db = app.database.db;
  const kitchen = enquiry.kitchen ? await publishedKitchen(db, enquiry.kitchen) : null;
  if (enquiry.kitchen && !kitchen) {
    throw AppError.badRequest('The kitchen you came from is no longer in the gallery');
  }
  const now = app.clock.now();
  const phone = enquiry.phone || null;
  const staff = await staffEmails(db);
  const notice = {
    name: enquiry.name,
    email: enquiry.email,
    phone,
    place: `${enquiryCountryNames[enquiry.country]}, ${enquiry.postcode}`,
    kitchenSize: enquiryKitchenSizeLabels[enquiry.kitchenSize].toLowerCase(),
    kitchenName: kitchen?.name ?? null,
    message: enquiry.message,
  };
  // The id is chosen here so that the mails, rendered before the transaction, can link to it.
  const id = randomUUID();
  const link = `${linkBase(app, publicUrl)}${portalPaths.adminEnquiry(id)}`;
  const mails = await Promise.all([
    enquiryReceivedMail(enquiry.email),
    ...staff.map((to) => enquiryNoticeMail(to, { ...notice, link })),
  ]);
  await db.transaction(async (tx) => {
    await insertEnquiry(tx, {
      id,
      name: enquiry.name,
      email: enquiry.email,
      phone,
      country: enquiry.country,
      postcode: enquiry.postcode,
      kitchenSize: enquiry.kitchenSize,
      galleryKitchenId: kitchen?.id ?? null,
      message: enquiry.message,
      consentedAt: now,
      createdAt: now,
    });
    for (const mail of mails) await app.mail.write(tx, mail);
  });
}
