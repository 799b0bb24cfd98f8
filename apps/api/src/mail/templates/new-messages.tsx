import { company } from '@corner/contracts';
import { Fragment } from 'react';
import type { Mail } from '../outbox.js';
import { ActionButton, AddressLine, HtmlOnlyParagraph, MailLayout, Paragraph } from './layout.js';
import { renderMail } from './render-mail.js';

/*
 * One mail per thread per burst (issue 36, decision 60): the messages a reader has not read
 * since a few minutes, who wrote them and a link to the thread. Only the first few are quoted
 * in full; the rest are counted ("and 3 more").
 */

export interface MailedMessage {
  authorName: string;
  text: string;
  /** A staff note customers never receive: said so to the staff reading it. */
  internal: boolean;
}

export interface NewMessagesData {
  projectName: string;
  /** The first messages of the burst, oldest first. */
  messages: MailedMessage[];
  /** Messages of the burst not quoted in the mail. */
  more: number;
  /** The project's thread. */
  link: string;
  /** The account page, where these mails are turned off. */
  accountLink: string;
}

const count = (data: NewMessagesData) => data.messages.length + data.more;

export const newMessagesSubject = (data: NewMessagesData) => {
  const total = count(data);
  const what = total === 1 ? 'New message' : `${total} new messages`;
  return `${what} about ${data.projectName} – ${company.productName}`;
};

/** The message's lines, each its own line in both parts (HTML would run them together). */
function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {line}
      {index < lines.length - 1 ? <br /> : null}
    </Fragment>
  ));
}

function QuotedMessage({ message }: { message: MailedMessage }) {
  return (
    <Paragraph>
      <strong>
        {message.authorName} wrote{message.internal ? ' (internal note, staff only)' : ''}:
      </strong>
      <br />
      <Lines text={message.text} />
    </Paragraph>
  );
}

export function NewMessagesMail(data: NewMessagesData) {
  const total = count(data);
  return (
    <MailLayout preheader={newMessagesSubject(data)}>
      <Paragraph>
        {total === 1
          ? `A message about ${data.projectName} is waiting for you:`
          : `${total} messages about ${data.projectName} are waiting for you:`}
      </Paragraph>
      {data.messages.map((message, index) => (
        <QuotedMessage key={index} message={message} />
      ))}
      {data.more > 0 ? (
        <Paragraph>
          …and {data.more} more {data.more === 1 ? 'message' : 'messages'} in the thread.
        </Paragraph>
      ) : null}
      <ActionButton href={data.link}>Open the messages</ActionButton>
      <HtmlOnlyParagraph>Or copy this address into your browser:</HtmlOnlyParagraph>
      <AddressLine href={data.link} />
      <Paragraph>
        You get one mail like this when a message has waited a few minutes unread. Turn them off on
        your account page: {data.accountLink}
      </Paragraph>
    </MailLayout>
  );
}

export async function newMessagesMail(to: string, data: NewMessagesData): Promise<Mail> {
  const { html, text } = await renderMail(<NewMessagesMail {...data} />);
  return { to, subject: newMessagesSubject(data), text, html };
}
