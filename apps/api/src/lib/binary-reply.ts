import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends bytes (a PDF, a picture, a file from the store) from a route whose schema declares only its JSON answers:
 * such a route's typed reply accepts only those, and bytes must not go through a response serializer anyway.
 */
export function sendBinary(reply: FastifyReply, body: Buffer | Uint8Array | Readable | string): FastifyReply {
  return reply.send(body);
}
