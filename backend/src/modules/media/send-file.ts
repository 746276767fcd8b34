import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServedFile } from './image-files.service';

/** A year: the URLs carry the version, so their content never changes. */
export const IMMUTABLE = 'max-age=31536000, immutable';

/** Answers with the file, or 304 if the client already holds this exact version. */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  headers: Record<string, string>,
): Promise<void> {
  void reply.headers({ etag: file.etag, 'x-content-type-options': 'nosniff', ...headers });
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    await reply.status(304).send();
    return;
  }
  const body = await file.read();
  const text = /^(text\/|image\/svg\+xml)/.test(file.mimeType);
  await reply
    .header('content-type', text ? `${file.mimeType}; charset=utf-8` : file.mimeType)
    .header('content-length', body.length)
    .send(body);
}
