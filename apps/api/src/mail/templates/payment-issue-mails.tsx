import { company, paymentIssueExplanations, type PaymentIssueReason } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * A payment the portal kept for staff instead of reserving (decision 50): staff are asked to
 * look, and the project's customers (or, when no project is known, the payer) are told that a
 * person will, with no link to any page.
 */

export interface PaymentIssueMailData {
  reason: PaymentIssueReason;
  /** The reference the payment named; null when it named none. */
  reference: string | null;
  projectName: string | null;
  /** Formatted ("$1.00"); null when the provider did not say. */
  amount: string | null;
  payerEmail: string | null;
}

const named = (reference: string | null) => (reference ? `estimate ${reference}` : 'an estimate');

export function PaymentIssueNoticeMail(data: PaymentIssueMailData & { link: string }) {
  return (
    <MailLayout
      preheader={`A payment needs your attention: ${paymentIssueExplanations[data.reason]}`}
    >
      <Paragraph>
        A payment{data.amount ? ` of ${data.amount}` : ''} for {named(data.reference)}
        {data.projectName ? ` (${data.projectName})` : ''}
        {data.payerEmail ? ` from ${data.payerEmail}` : ''} did not reserve a spot:{' '}
        {paymentIssueExplanations[data.reason]}
      </Paragraph>
      <Paragraph>Please apply it by hand or refund it at the payment provider.</Paragraph>
      <ActionButton href={data.link}>Open payments needing attention</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export function PaymentIssueCustomerMail(data: PaymentIssueMailData) {
  const failed = data.reason === 'payment-failed';
  return (
    <MailLayout
      preheader={failed ? 'Your payment did not go through' : 'We are checking a payment'}
    >
      <Paragraph>Hello,</Paragraph>
      {failed ? (
        <Paragraph>
          Your payment for {named(data.reference)} did not go through, and nothing was charged. You
          can try again from your estimate page.
        </Paragraph>
      ) : (
        <Paragraph>
          We received a payment{data.amount ? ` of ${data.amount}` : ''} for {named(data.reference)}{' '}
          that we need to check by hand before it reserves a spot. We will write to you within two
          working days, and refund it if it cannot be applied.
        </Paragraph>
      )}
    </MailLayout>
  );
}

export async function paymentIssueNoticeMail(
  to: string,
  data: PaymentIssueMailData & { link: string },
): Promise<Mail> {
  const { html, text } = await renderMail(<PaymentIssueNoticeMail {...data} />);
  return {
    to,
    subject: `A payment needs your attention (${data.reference ?? 'no estimate'}) – ${company.productName}`,
    text,
    html,
  };
}

export async function paymentIssueCustomerMail(
  to: string,
  data: PaymentIssueMailData,
): Promise<Mail> {
  const { html, text } = await renderMail(<PaymentIssueCustomerMail {...data} />);
  const subject =
    data.reason === 'payment-failed'
      ? `Your payment did not go through – ${company.productName}`
      : `We are checking your payment – ${company.productName}`;
  return { to, subject, text, html };
}
