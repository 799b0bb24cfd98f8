import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* The customer's link to a published estimate page (issue 25): 'E-mail the customer the link'. */

export interface EstimatePageLinkData {
  projectName: string;
  /** The page's first version's estimate, formatted ("$18,240.00"). */
  total: string;
  /** Its valid-until date, formatted ("Mar 5, 2027"). */
  validUntil: string;
  /** How many design versions the page shows. */
  versionCount: number;
  link: string;
}

export function EstimatePageLinkMail(data: EstimatePageLinkData) {
  const others = data.versionCount - 1;
  return (
    <MailLayout preheader={`Your estimate for ${data.projectName}: ${data.total}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Your estimate for {data.projectName} is ready: {data.total}, valid until {data.validUntil}.
        {others > 0
          ? ` The page also shows ${others === 1 ? 'one more design version' : `${others} more design versions`} to compare.`
          : ''}
      </Paragraph>
      <ActionButton href={data.link}>See your estimate</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
      <Paragraph>
        When you are happy with it, press RESERVE A SPOT on the page to reserve your production
        spot.
      </Paragraph>
    </MailLayout>
  );
}

export async function estimatePageLinkMail(to: string, data: EstimatePageLinkData): Promise<Mail> {
  const { html, text } = await renderMail(<EstimatePageLinkMail {...data} />);
  return {
    to,
    subject: `Your estimate for ${data.projectName} – ${company.productName}`,
    text,
    html,
  };
}
