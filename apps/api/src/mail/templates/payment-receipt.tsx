import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * What the payer's own address gets when it is not a customer of the project (decision 50): a
 * receipt without a link to any page, so a payment can never hand out another customer's page.
 */

export interface PaymentReceiptData {
  reference: string;
  /** Formatted ("$500.00"); null when the provider did not say. */
  amount: string | null;
}

export function PaymentReceiptMail(data: PaymentReceiptData) {
  return (
    <MailLayout preheader={`We received your payment: estimate ${data.reference}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We received your payment{data.amount ? ` of ${data.amount}` : ''} for estimate{' '}
        {data.reference}. The customers of the project are told by e-mail.
      </Paragraph>
      <Paragraph>
        If you did not mean to make this payment, reply to this e-mail and we will refund it.
      </Paragraph>
    </MailLayout>
  );
}

export async function paymentReceiptMail(to: string, data: PaymentReceiptData): Promise<Mail> {
  const { html, text } = await renderMail(<PaymentReceiptMail {...data} />);
  return {
    to,
    subject: `Payment received (${data.reference}) – ${company.productName}`,
    text,
    html,
  };
}
