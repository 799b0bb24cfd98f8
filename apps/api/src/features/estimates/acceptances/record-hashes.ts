import { createHash } from 'node:crypto';
import type { estimates } from '../../../db/schema.js';

/*
 * The hashes an acceptance record holds (decision 62): of the estimate as frozen, and of the
 * terms' text. Recomputed by the checking page from what the database holds now.
 */

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** JSON with every object's keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type EstimateRow = typeof estimates.$inferSelect;

/** What was accepted: the estimate's amounts, dates, reference and frozen snapshot. */
export function estimateHash(row: EstimateRow): string {
  const { createdAt: _created, replacedById: _replaced, batchId: _batch, ...frozen } = row;
  return sha256(canonicalJson(frozen));
}

export const termsHash = (text: string) => sha256(text);
