import { company } from '@corner/contracts';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { placeholder, renderMail, type RenderedMail } from './render-mail.js';

/*
 * The sign-in mail: the link, its 10-minute life and the company name. The link is a secret
 * of the mail: the outbox keeps it sealed, never in clear, and fills `{{link}}` at send time.
 */

const link = placeholder('link');
const expiry = 'The link works once and expires in 10 minutes.';

export function SignInMail() {
  return (
    <MailLayout preheader={expiry}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>Use this link to sign in to {company.productName}:</Paragraph>
      <ActionButton href={link}>Sign in to {company.productName}</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={link} />
      <Paragraph>
        {expiry}
        <br />
        If you did not ask to sign in, you can ignore this e-mail.
      </Paragraph>
    </MailLayout>
  );
}

// The mail's parts are the same for everyone (the link is filled in at send time): rendered once.
let rendered: Promise<RenderedMail> | undefined;

export async function signInMail(
  to: string,
  linkValue: string,
  linkExpiresAt: Date,
): Promise<Mail> {
  rendered ??= renderMail(<SignInMail />).catch((error: unknown) => {
    rendered = undefined; // the next mail tries again
    throw error;
  });
  const { html, text } = await rendered;
  return {
    to,
    subject: `Your sign-in link for ${company.productName}`,
    text,
    html,
    secrets: { values: { link: linkValue }, expiresAt: linkExpiresAt },
  };
}
