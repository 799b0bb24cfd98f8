import { company } from '@corner/contracts';
import type { MailAttachment } from '../../db/schema.js';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * A payment of the schedule received (issue 38, decision 64): the receipt to each of the
 * project's customers (with their dashboard's link), to a payer who is not one of them (no
 * link: a payment never hands out a project's page), and the staff's notice.
 */

export interface ScheduledPaymentMailData {
  projectName: string;
  label: string;
  reference: string;
  /** Formatted ("$7,407.36"). */
  amount: string;
  /** What is left to pay after it, formatted. */
  outstanding: string;
  paidOn: string;
  link: string | null;
}

function ScheduledPaymentReceipt(data: ScheduledPaymentMailData) {
  return (
    <MailLayout preheader={`We received your payment of ${data.amount}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We received your payment of {data.amount} on {data.paidOn}: {data.label} for{' '}
        {data.projectName} (reference {data.reference}). Left to pay: {data.outstanding}. The
        receipt is attached.
      </Paragraph>
      {data.link ? (
        <>
          <ActionButton href={data.link}>See your payments</ActionButton>
          <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
          <AddressLine href={data.link} />
        </>
      ) : (
        <Paragraph>
          If you did not mean to make this payment, reply to this e-mail and we will refund it.
        </Paragraph>
      )}
    </MailLayout>
  );
}

function ScheduledPaymentNotice(data: ScheduledPaymentMailData & { payerEmail: string | null }) {
  return (
    <MailLayout preheader={`Payment received: ${data.projectName}, ${data.label}`}>
      <Paragraph>
        {data.projectName}: {data.label} was paid on {data.paidOn}, {data.amount}
        {data.payerEmail ? ` by ${data.payerEmail}` : ''} (reference {data.reference}). Left to pay:{' '}
        {data.outstanding}.
      </Paragraph>
      {data.link ? <ActionButton href={data.link}>Open the project</ActionButton> : null}
    </MailLayout>
  );
}

/** The receipt, with its PDF attached. */
export async function scheduledPaymentReceiptMail(
  to: string,
  data: ScheduledPaymentMailData,
  receipt: MailAttachment,
): Promise<Mail> {
  const { html, text } = await renderMail(<ScheduledPaymentReceipt {...data} />);
  return {
    to,
    subject: `Payment received: ${data.label} (${data.reference}) – ${company.productName}`,
    text,
    html,
    attachments: [receipt],
  };
}

export async function scheduledPaymentNoticeMail(
  to: string,
  data: ScheduledPaymentMailData & { payerEmail: string | null },
): Promise<Mail> {
  const { html, text } = await renderMail(<ScheduledPaymentNotice {...data} />);
  return {
    to,
    subject: `Payment received: ${data.projectName}, ${data.label} – ${company.productName}`,
    text,
    html,
  };
}

export interface PaymentReminderData {
  state: 'due' | 'overdue';
  projectName: string;
  label: string;
  /** Formatted. */
  amount: string;
  payBy: string;
  link: string;
}

function PaymentReminder({ data, to }: { data: PaymentReminderData; to: 'customer' | 'staff' }) {
  const what = `${data.label} for ${data.projectName}, ${data.amount}`;
  const said =
    data.state === 'due'
      ? `${what}, is due: please pay it by ${data.payBy}.`
      : `${what}, was to be paid by ${data.payBy} and has not arrived.`;
  return (
    <MailLayout preheader={data.state === 'due' ? 'A payment is due' : 'A payment is overdue'}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{said}</Paragraph>
      <Paragraph>
        {to === 'customer'
          ? 'You can pay it online from your project’s dashboard. If you have paid it already, thank you: you can ignore this e-mail.'
          : 'The customers were reminded by e-mail; you may want to call them.'}
      </Paragraph>
      <ActionButton href={data.link}>
        {to === 'customer' ? 'See your payments' : 'Open the project'}
      </ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function paymentReminderMail(
  to: string,
  audience: 'customer' | 'staff',
  data: PaymentReminderData,
): Promise<Mail> {
  const { html, text } = await renderMail(<PaymentReminder data={data} to={audience} />);
  const state = data.state === 'due' ? 'Payment due' : 'Payment overdue';
  return {
    to,
    subject: `${state}: ${data.label} (${data.projectName}) – ${company.productName}`,
    text,
    html,
  };
}
