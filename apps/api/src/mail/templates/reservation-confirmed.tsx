import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* The customer's confirmation of a reserved spot (decision 37). */

export interface ReservationMailData {
  reference: string;
  projectName: string;
  designVersionName: string;
  /** The deposit as the provider reported it, formatted ("USD 500.00"); null if not said. */
  deposit: string | null;
  /** The estimate page to come back to. */
  link: string;
}

export function ReservationConfirmedMail(data: ReservationMailData) {
  return (
    <MailLayout preheader={`Your spot is reserved: estimate ${data.reference}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you: your production spot is reserved for {data.projectName}, design version{' '}
        {data.designVersionName} (estimate {data.reference}).
        {data.deposit ? ` We received your deposit of ${data.deposit}.` : ''}
      </Paragraph>
      <Paragraph>
        What happens next: your designer contacts you within two working days to approve the final
        design, and we agree the production date together.
      </Paragraph>
      <ActionButton href={data.link}>See your estimate</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function reservationConfirmedMail(
  to: string,
  data: ReservationMailData,
): Promise<Mail> {
  const { html, text } = await renderMail(<ReservationConfirmedMail {...data} />);
  return {
    to,
    subject: `Your spot is reserved (${data.reference}) – ${company.productName}`,
    text,
    html,
  };
}
