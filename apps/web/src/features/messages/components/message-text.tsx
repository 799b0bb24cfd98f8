import { linkParts } from './link-parts';
import styles from './messages.module.css';

/**
 * A message's plain text: its line breaks kept (CSS pre-wrap), its http(s) addresses as links
 * opening in a new tab; everything else is text, never markup.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
