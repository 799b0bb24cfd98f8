import { z } from 'zod';

/**
 * Every failed API call answers this body, whatever the status. Its id makes it one component
 * of the OpenAPI document, `Error`, that every refusal refers to.
 */
export const errorBodySchema = z
  .object({
    error: z.string().describe('A message for people; 5xx answers never carry internals'),
    code: z.string().describe('A stable machine-readable code, e.g. NOT_FOUND'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export * from './error-codes.js';
