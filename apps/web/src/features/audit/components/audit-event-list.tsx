import type { AuditEvent } from '@corner/contracts';
import { auditEntityLabels, auditSentence, formatDateTime } from '@corner/contracts/display';
import styles from './audit.module.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function AuditEventItem({ event }: { event: AuditEvent }) {
  return (
    <li className={styles.event}>
      <p className={styles.sentence}>{auditSentence(event)}</p>
      <p className={styles.details}>
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
        <span>
          {event.entity.label} ({auditEntityLabels[event.entity.kind]})
        </span>
        <span>{capitalized(event.summary)}</span>
      </p>
    </li>
  );
}

/** The events, as the API gives them: newest first. */
export function AuditEventList({
  events,
  label = 'Recorded changes',
}: {
  events: AuditEvent[];
  label?: string;
}) {
  return (
    <ul className={styles.events} aria-label={label}>
      {events.map((event) => (
        <AuditEventItem key={event.id} event={event} />
      ))}
    </ul>
  );
}
