import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import type { MailAttachment } from '../../db/schema.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * Accepting an estimate (issue 38, decision 62): the customer's copy and the designer's notice,
 * both with the PDF record; and the notice that staff withdrew an acceptance, with the reason.
 */

export interface AcceptanceMailData {
  projectName: string;
  designVersionName: string;
  reference: string;
  /** The total as accepted, formatted. */
  total: string;
  acceptedBy: string;
  /** The estimate page (customer) or the project in the back office (staff). */
  link: string;
}

type Audience = 'customer' | 'staff';

export function EstimateAcceptedMail({
  audience,
  ...data
}: AcceptanceMailData & { audience: Audience }) {
  const what = `${data.projectName}, design version ${data.designVersionName} (estimate ${data.reference}, ${data.total})`;
  return (
    <MailLayout preheader={`Estimate ${data.reference} accepted`}>
      <Paragraph>Hello,</Paragraph>
      {audience === 'customer' ? (
        <Paragraph>
          Thank you: you accepted the estimate for {what} as {data.acceptedBy}. The acceptance
          record is attached: keep it with your papers. Your designer will be in touch about the
          next step.
        </Paragraph>
      ) : (
        <Paragraph>
          {data.acceptedBy} accepted the estimate for {what}. The acceptance record is attached. The
          estimate is now locked: it cannot be calculated again or deleted.
        </Paragraph>
      )}
      <ActionButton href={data.link}>
        {audience === 'customer' ? 'See your estimate' : 'Open the project'}
      </ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function estimateAcceptedMail(
  to: string,
  audience: Audience,
  data: AcceptanceMailData,
  record: MailAttachment,
): Promise<Mail> {
  const { html, text } = await renderMail(<EstimateAcceptedMail audience={audience} {...data} />);
  return {
    to,
    subject: `Estimate ${data.reference} accepted – ${company.productName}`,
    text,
    html,
    attachments: [record],
  };
}

export function AcceptanceWithdrawnMail(data: AcceptanceMailData & { reason: string }) {
  return (
    <MailLayout preheader={`Acceptance of estimate ${data.reference} withdrawn`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        The acceptance of the estimate for {data.projectName}, design version{' '}
        {data.designVersionName} (estimate {data.reference}, {data.total}), accepted by{' '}
        {data.acceptedBy}, was withdrawn by {company.name}. The reason given:
      </Paragraph>
      <Paragraph>{data.reason}</Paragraph>
      <Paragraph>The record stays as it was; an estimate can be accepted again.</Paragraph>
      <ActionButton href={data.link}>See the estimate</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function acceptanceWithdrawnMail(
  to: string,
  data: AcceptanceMailData & { reason: string },
): Promise<Mail> {
  const { html, text } = await renderMail(<AcceptanceWithdrawnMail {...data} />);
  return {
    to,
    subject: `Acceptance of estimate ${data.reference} withdrawn – ${company.productName}`,
    text,
    html,
  };
}
