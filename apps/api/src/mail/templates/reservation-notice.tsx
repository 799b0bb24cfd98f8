import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';
import type { ReservationMailData } from './reservation-confirmed.js';

/* The staff's notice of a reserved spot (decision 37). */

export function ReservationNoticeMail(
  data: ReservationMailData & { customerEmail: string | null },
) {
  return (
    <MailLayout preheader={`Spot reserved: ${data.projectName}, ${data.reference}`}>
      <Paragraph>
        A spot was reserved for {data.projectName}, design version {data.designVersionName}{' '}
        (estimate {data.reference}){data.customerEmail ? ` by ${data.customerEmail}` : ''}.
        {data.deposit ? ` Deposit paid: ${data.deposit}.` : ''}
      </Paragraph>
      <Paragraph>Please contact the customer to approve the final design.</Paragraph>
      <ActionButton href={data.link}>Open the estimate</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function reservationNoticeMail(
  to: string,
  data: ReservationMailData & { customerEmail: string | null },
): Promise<Mail> {
  const { html, text } = await renderMail(<ReservationNoticeMail {...data} />);
  return {
    to,
    subject: `Spot reserved: ${data.projectName} (${data.reference}) – ${company.productName}`,
    text,
    html,
  };
}
