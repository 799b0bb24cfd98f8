import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* The designer's notice of 'Ask for this variant' (issue 37, decision 61). */

export interface VariantRequestedData {
  projectName: string;
  designVersionName: string;
  reference: string;
  requestedBy: string;
  /** 'Worktop: Solid Oak Worktop 40 mm', one per chosen option. */
  chosen: string[];
  /** The total the customer was shown, formatted. */
  shownTotal: string;
  /** The project's batches screen, where 'Make a version from it' is. */
  link: string;
}

export function VariantRequestedMail(data: VariantRequestedData) {
  return (
    <MailLayout preheader={`Variant asked for: ${data.projectName}, ${data.designVersionName}`}>
      <Paragraph>
        {data.requestedBy} asked for a variant of {data.projectName}, design version{' '}
        {data.designVersionName} (estimate {data.reference}), shown to them at {data.shownTotal}:
      </Paragraph>
      {data.chosen.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Paragraph>Make a version from it in one step from the project’s batches.</Paragraph>
      <ActionButton href={data.link}>Open the batches</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function variantRequestedMail(to: string, data: VariantRequestedData): Promise<Mail> {
  const { html, text } = await renderMail(<VariantRequestedMail {...data} />);
  return {
    to,
    subject: `Variant asked for: ${data.projectName} (${data.designVersionName}) – ${company.productName}`,
    text,
    html,
  };
}
