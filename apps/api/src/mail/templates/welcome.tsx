import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { placeholder, renderMail } from './render-mail.js';

/*
 * The welcome of a customer made from an enquiry (decision 52): their designer, what happens
 * next (staff's `welcome-next-step` text) and a sign-in link that lasts 3 days. As the enquiry's
 * confirmation (decision 40.3), it repeats nothing the visitor typed. The link is a secret of
 * the mail: the outbox keeps it sealed and fills `{{link}}` at send time.
 */

export interface WelcomeMailData {
  projectName: string;
  designer: { name: string; email: string; phone: string | null };
  /** Staff's words (or the default), paragraphs apart by a blank line. */
  nextStep: string;
}

export const welcomeLinkExpiry =
  'The link works once and expires in 3 days; after that, ask for a new one on the sign-in page with this e-mail address.';

const link = placeholder('link');

export function WelcomeMail({ projectName, designer, nextStep }: WelcomeMailData) {
  const paragraphs = nextStep
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <MailLayout preheader={`Welcome to ${company.productName}: meet your designer`}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for your enquiry. We have opened your project, {projectName}, in{' '}
        {company.productName}: this is where you will follow your kitchen from its first design to
        its installation.
      </Paragraph>
      <Paragraph>
        Your designer is {designer.name}. Write to {designer.email}
        {designer.phone ? ` or call ${designer.phone}` : ''} with any question.
      </Paragraph>
      <Paragraph>What happens next:</Paragraph>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <ActionButton href={link}>Sign in to {company.productName}</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={link} />
      <Paragraph>{welcomeLinkExpiry}</Paragraph>
    </MailLayout>
  );
}

export async function welcomeMail(
  to: string,
  data: WelcomeMailData,
  linkValue: string,
  linkExpiresAt: Date,
): Promise<Mail> {
  const { html, text } = await renderMail(<WelcomeMail {...data} />);
  return {
    to,
    subject: `Welcome to ${company.productName}: your kitchen project has started`,
    text,
    html,
    secrets: { values: { link: linkValue }, expiresAt: linkExpiresAt },
  };
}
