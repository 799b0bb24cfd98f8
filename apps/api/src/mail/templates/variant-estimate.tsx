import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* The customer's estimate of the variant they asked for (issue 37, decision 61). */

export interface VariantEstimateData {
  projectName: string;
  designVersionName: string;
  /** The new estimate's total, formatted. */
  total: string;
  /** The new estimate page, or the project's estimate page. */
  link: string;
}

export function VariantEstimateMail(data: VariantEstimateData) {
  return (
    <MailLayout preheader={`Your variant is now an estimate: ${data.projectName}`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        As you asked, we have made your variant of {data.designVersionName} an estimate:{' '}
        {data.total}.
      </Paragraph>
      <ActionButton href={data.link}>See your estimate</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function variantEstimateMail(to: string, data: VariantEstimateData): Promise<Mail> {
  const { html, text } = await renderMail(<VariantEstimateMail {...data} />);
  return {
    to,
    subject: `Your variant is now an estimate: ${data.projectName} – ${company.productName}`,
    text,
    html,
  };
}
