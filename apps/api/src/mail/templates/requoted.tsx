import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* The customer's new estimate after a re-quote (decision 37). */

export interface RequotedData {
  projectName: string;
  oldReference: string;
  /** The new estimate page, or the project's estimate page. */
  link: string;
}

export function RequotedMail(data: RequotedData) {
  return (
    <MailLayout preheader={`Your new estimate for ${data.projectName}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        As you asked, we have priced {data.projectName} again with today’s prices: your new estimate
        replaces {data.oldReference}.
      </Paragraph>
      <ActionButton href={data.link}>See your new estimate</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function requotedMail(to: string, data: RequotedData): Promise<Mail> {
  const { html, text } = await renderMail(<RequotedMail {...data} />);
  return {
    to,
    subject: `Your new estimate for ${data.projectName} – ${company.productName}`,
    text,
    html,
  };
}
