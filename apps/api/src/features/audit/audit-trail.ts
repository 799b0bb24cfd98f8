import type { AuditEntityKind, AuditFieldChange } from '@corner/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';
import { requireViewer } from '../auth/index.js';

/*
 * Writing the audit trail (issue 39, decision 66): a change calls `recordChange` inside its own
 * transaction, so a change that fails leaves no row and a change that commits never lacks one.
 */

/** Who made a change, and from which request. */
export interface AuditActor {
  id: string | null;
  email: string;
  role: string;
  requestId: string | null;
}

/** Who changes something, and when: what a change hands down to be recorded with it. */
export interface Audited {
  actor: AuditActor;
  at: Date;
}

/** The signed-in caller of a request, now, as the trail names them. */
export function audited(request: FastifyRequest, now: Date): Audited {
  const viewer = requireViewer(request);
  return {
    actor: { id: viewer.id, email: viewer.email, role: viewer.type, requestId: request.id },
    at: now,
  };
}

export interface AuditedChange {
  /** What happened, as a verb phrase: 'saved price list version 3'. */
  summary: string;
  entity: { kind: AuditEntityKind; id: string; label: string };
  projectId?: string | null;
  changes?: AuditFieldChange[];
}

export async function recordChange(tx: Tx, { actor, at }: Audited, change: AuditedChange) {
  await tx.insert(auditEvents).values({
    occurredAt: at,
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    requestId: actor.requestId,
    summary: change.summary,
    entityKind: change.entity.kind,
    entityId: change.entity.id,
    entityLabel: change.entity.label,
    projectId: change.projectId ?? null,
    changes: change.changes ?? [],
  });
}

type Shown = string | number | null | undefined;

/**
 * The fields whose value differs between two states of an entity, old → new as text; `before`
 * null for an entity just made (every field from nothing).
 */
export function changedFields<T>(
  before: T | null,
  after: T,
  fields: readonly { field: keyof T & string; label: string }[],
): AuditFieldChange[] {
  const text = (value: Shown) => (value === null || value === undefined ? null : String(value));
  return fields.flatMap(({ field, label }) => {
    const from = before ? text(before[field] as Shown) : null;
    const to = text(after[field] as Shown);
    return from === to ? [] : [{ field, label, from, to }];
  });
}

/**
 * How the trail names one kind of row: its kind, its label, its project and the fields it
 * records. `changed` records a row made (every field from nothing) or changed (the fields that
 * differ); `deleted` records a row removed.
 */
export function entityTrail<T extends { id: string }>(entity: {
  kind: AuditEntityKind;
  label: (row: T) => string;
  projectId?: (row: T) => string | null;
  fields: readonly { field: keyof T & string; label: string }[];
}) {
  const about = (row: T) => ({
    entity: { kind: entity.kind, id: row.id, label: entity.label(row) },
    projectId: entity.projectId?.(row) ?? null,
  });
  return {
    changed: (tx: Tx, audit: Audited, summary: string, before: T | null, after: T) =>
      recordChange(tx, audit, {
        summary,
        ...about(after),
        changes: changedFields(before, after, entity.fields),
      }),
    deleted: (tx: Tx, audit: Audited, summary: string, row: T) =>
      recordChange(tx, audit, { summary, ...about(row) }),
  };
}
