import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* Staff's notice of 'Ask for a new quote' on an expired estimate (decision 37). */

export interface RequoteRequestedData {
  reference: string;
  projectName: string;
  designVersionName: string;
  requestedBy: string;
  /** The project's batches screen, where 'Re-quote' is. */
  link: string;
}

export function RequoteRequestedMail(data: RequoteRequestedData) {
  return (
    <MailLayout preheader={`New quote asked for: ${data.projectName}, ${data.reference}`}>
      <Paragraph>
        {data.requestedBy} asked for a new quote for {data.projectName}, design version{' '}
        {data.designVersionName}: estimate {data.reference} has expired.
      </Paragraph>
      <Paragraph>Re-quote it in one step from the project’s batches.</Paragraph>
      <ActionButton href={data.link}>Open the batches</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function requoteRequestedMail(to: string, data: RequoteRequestedData): Promise<Mail> {
  const { html, text } = await renderMail(<RequoteRequestedMail {...data} />);
  return {
    to,
    subject: `New quote asked for: ${data.projectName} (${data.reference}) – ${company.productName}`,
    text,
    html,
  };
}
