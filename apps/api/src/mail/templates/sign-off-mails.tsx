import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import type { MailAttachment } from '../../db/schema.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * Design sign-off (issue 38 point 3, decision 65): the customer's copy and the designer's
 * notice, both with the PDF record; and the notice that staff withdrew a sign-off.
 */

export interface SignOffMailData {
  projectName: string;
  designVersionName: string;
  approvedBy: string;
  /** The dashboard (customer) or the project in the back office (staff). */
  link: string;
}

type Audience = 'customer' | 'staff';

export function DesignSignedOffMail({
  audience,
  ...data
}: SignOffMailData & { audience: Audience }) {
  const what = `${data.projectName}, design version ${data.designVersionName}`;
  return (
    <MailLayout preheader={`Design ${data.designVersionName} signed off`}>
      <Paragraph>Hello,</Paragraph>
      {audience === 'customer' ? (
        <Paragraph>
          Thank you: you signed off the design of {what} as {data.approvedBy}. The sign-off record
          is attached: keep it with your papers. Production can now be planned.
        </Paragraph>
      ) : (
        <Paragraph>
          {data.approvedBy} signed off the design of {what}. The sign-off record is attached.
          Production can now start in the project&apos;s timeline.
        </Paragraph>
      )}
      <ActionButton href={data.link}>
        {audience === 'customer' ? 'See your project' : 'Open the project'}
      </ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function designSignedOffMail(
  to: string,
  audience: Audience,
  data: SignOffMailData,
  record: MailAttachment,
): Promise<Mail> {
  const { html, text } = await renderMail(<DesignSignedOffMail audience={audience} {...data} />);
  return {
    to,
    subject: `Design ${data.designVersionName} signed off – ${company.productName}`,
    text,
    html,
    attachments: [record],
  };
}

export function SignOffWithdrawnMail(data: SignOffMailData & { reason: string }) {
  return (
    <MailLayout preheader={`Sign-off of design ${data.designVersionName} withdrawn`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        The sign-off of the design of {data.projectName}, design version {data.designVersionName},
        signed off by {data.approvedBy}, was withdrawn by {company.name}. The reason given:
      </Paragraph>
      <Paragraph>{data.reason}</Paragraph>
      <Paragraph>
        The record stays as it was; your designer will ask you to sign off the design again.
      </Paragraph>
      <ActionButton href={data.link}>See the project</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function signOffWithdrawnMail(
  to: string,
  data: SignOffMailData & { reason: string },
): Promise<Mail> {
  const { html, text } = await renderMail(<SignOffWithdrawnMail {...data} />);
  return {
    to,
    subject: `Sign-off of design ${data.designVersionName} withdrawn – ${company.productName}`,
    text,
    html,
  };
}
