// Vary is a list: a header added to it must not replace what another part of the pipeline put there (CORS adds
// Origin in its onRequest hook; a cache that lost it would hand one origin's answer to another).
import type { FastifyReply } from 'fastify';

export function addVary(reply: FastifyReply, name: string): FastifyReply {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return reply;
  return reply.header('vary', [...list, name].join(', '));
}
