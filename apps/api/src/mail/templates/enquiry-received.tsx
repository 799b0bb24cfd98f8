import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * The visitor's confirmation of an enquiry (decision 40.3). It repeats nothing the visitor
 * typed, not even the name: whoever fills the form in chooses the address, so a mail that
 * echoed the form would let anyone send their words to anyone in Corner's name.
 */

export function EnquiryReceivedMail() {
  return (
    <MailLayout preheader="We have your enquiry">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for asking {company.name} about a kitchen. We have your enquiry, and a designer
        will contact you within two working days to talk about your room and what you would like.
      </Paragraph>
      <Paragraph>
        If you did not send an enquiry, someone typed your address by mistake: you can ignore this
        e-mail, and we will not write again unless you ask us to.
      </Paragraph>
    </MailLayout>
  );
}

export async function enquiryReceivedMail(to: string): Promise<Mail> {
  const { html, text } = await renderMail(<EnquiryReceivedMail />);
  return { to, subject: `We have your enquiry – ${company.productName}`, text, html };
}
