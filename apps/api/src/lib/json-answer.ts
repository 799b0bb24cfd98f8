import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** JSON text of a value encoded by a response schema, as the route's serializer would write it. */
export const encodeJson =
  <S extends z.ZodType>(schema: S) =>
  (value: z.output<S>): string =>
    JSON.stringify(z.encode(schema, value));

/** Sends JSON text as it is: Fastify does not serialize a string sent with a JSON type. */
export const sendJson = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);
