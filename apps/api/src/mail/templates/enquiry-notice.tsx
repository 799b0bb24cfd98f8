import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/* Staff's notice of a new enquiry (decision 40.3): what the visitor wrote, and where to act. */

export interface EnquiryNoticeData {
  name: string;
  email: string;
  phone: string | null;
  /** The country's name and the postcode, e.g. "Germany, 10115". */
  place: string;
  kitchenSize: string;
  /** The gallery kitchen the visitor came from, by name. */
  kitchenName: string | null;
  message: string;
  /** The enquiry in the back office. */
  link: string;
}

export function EnquiryNoticeMail(data: EnquiryNoticeData) {
  return (
    <MailLayout preheader={`New enquiry from ${data.name}`}>
      <Paragraph>
        {data.name} ({data.email}
        {data.phone ? `, ${data.phone}` : ''}) asks for an estimate: a {data.kitchenSize} kitchen in{' '}
        {data.place}
        {data.kitchenName ? `, like ${data.kitchenName} from the gallery` : ''}.
      </Paragraph>
      <Paragraph>Their message: {data.message}</Paragraph>
      <Paragraph>They agreed to be contacted. Please answer within two working days.</Paragraph>
      <ActionButton href={data.link}>Open the enquiry</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
    </MailLayout>
  );
}

export async function enquiryNoticeMail(to: string, data: EnquiryNoticeData): Promise<Mail> {
  const { html, text } = await renderMail(<EnquiryNoticeMail {...data} />);
  return {
    to,
    subject: `New enquiry: ${data.name} – ${company.productName}`,
    text,
    html,
  };
}
