import { auditSentence, fieldChangeText, type AuditEvent } from '@corner/contracts';

/*
 * The trail as CSV (RFC 4180): one line per event, every field quoted, inner quotes doubled.
 * A cell that a spreadsheet would read as a formula starts with an apostrophe (CSV injection).
 */

export const auditCsvHeader = [
  'When (UTC)',
  'Who',
  'Role',
  'What',
  'Kind',
  'Id',
  'Name',
  'Project',
  'Changes',
  'Request',
];

function cell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (values: (string | null)[]) => `${values.map(cell).join(',')}\r\n`;

export function auditCsvLine(event: AuditEvent): string {
  return csvLine([
    event.occurredAt,
    event.actor.email,
    event.actor.role,
    auditSentence(event),
    event.entity.kind,
    event.entity.id,
    event.entity.label,
    event.projectId,
    event.changes.map(fieldChangeText).join('; '),
    event.requestId,
  ]);
}
