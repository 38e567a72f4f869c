// One-command mode (docs/scale-out.md): serves the public menu, each remote's bundle,
// the remote map and the host shell, with an SPA fallback. A bundle whose dist folder does not exist is
// simply not served (the remote map still lists it; the host shows its error panel).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../auth/routes';
import { REMOTE_NAMES, type Config } from '../config';
import { pickEncoding } from '../public-menus/encoding';
import { etagMatches } from '../public-menus/routes';
import { addVary } from '../http/vary';

export interface BundleOptions {
  repoRoot: string;
}

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
  'remotes.json',
]);

type HeaderTarget = { header(name: string, value: string): unknown };

function cacheHeaders(res: HeaderTarget, filePath: string) {
  // A precompressed copy (main.1a2b3c4d.js.br) is cached like the file it stands for.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html')) res.header('cache-control', 'no-cache');
  else if (HASHED.test(base)) res.header('cache-control', 'public, max-age=31536000, immutable');
  else res.header('cache-control', 'public, max-age=300');
}

/** The remote name -> manifest URL map the host reads at start-up. */
export function remoteMap(config: Config): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`]),
  );
}

const isDir = (dir: string) => {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
};

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

const etagOf = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** 304 when the browser's copy is current (If-None-Match), else the body; always with its ETag and no-cache. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: Buffer | string, type: string) {
  const etag = etagOf(body);
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).type(type).send(body);
}

/** Where the build wrote a page's compressed copies (shared/precompress.cjs). */
const PAGE_COPIES = { br: '.br', gzip: '.gz' } as const;

/** A page of a bundle (index.html, login.html), in its precompressed copy when the browser takes one. */
async function sendIndex(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
  addVary(reply, 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') {
    try {
      const body = await fs.promises.readFile(file + PAGE_COPIES[encoding]);
      reply.header('content-encoding', encoding);
      await sendRevalidated(request, reply, body, 'text/html; charset=utf-8');
      return true;
    } catch {
      // No such copy (a page too small to compress, or an older build): the plain file.
    }
  }
  try {
    const html = await fs.promises.readFile(file);
    await sendRevalidated(request, reply, html, 'text/html; charset=utf-8');
    return true;
  } catch {
    return false;
  }
}

/**
 * Registers the static routes and returns the SPA fallback for the not-found handler: true when it
 * answered the request with an index.html.
 */
export async function registerBundles(app: FastifyInstance, options: BundleOptions) {
  const { repoRoot } = options;
  // Uploads are served from the database by uploads/serve.ts.

  const menuDist = path.join(repoRoot, 'public-menu', 'dist');
  if (isDir(menuDist)) {
    // /menu/{id} itself is the server-rendered page (public-menus/page.ts); this serves its assets, using the
    // .br/.gz files the menu build writes beside them.
    await app.register(fastifyStatic, {
      root: menuDist,
      prefix: '/menu/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  for (const name of REMOTE_NAMES) {
    const dist = path.join(repoRoot, `mfe-${name}`, 'dist');
    if (!isDir(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // The .br/.gz copies the build writes (shared/precompress.cjs), with content-encoding and vary.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('access-control-allow-origin', '*');
        cacheHeaders(res, filePath);
      },
    });
  }

  const remotesJson = JSON.stringify(remoteMap(app.config));
  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) =>
    sendRevalidated(
      request,
      reply.header('access-control-allow-origin', '*'),
      remotesJson,
      'application/json; charset=utf-8',
    ),
  );

  const hostDist = path.join(repoRoot, 'host-shell', 'dist');
  if (isDir(hostDist)) {
    await app.register(fastifyStatic, {
      root: hostDist,
      prefix: '/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    // '/' itself: the host's index.html, always revalidated.
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      if (!(await sendPortalPage(request, reply))) return reply.callNotFound();
      return reply;
    });
  }

  /**
   * A portal page: a browser without a session (no hint cookie, see auth/routes.ts) goes straight to the
   * sign-in page built for it, instead of loading the portal to be sent there by its script.
   */
  async function sendPortalPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!request.cookies?.[SIGNED_IN_HINT_COOKIE] && isFile(path.join(hostDist, 'login.html'))) {
      await reply.header('cache-control', 'no-store').redirect('/login', 302);
      return true;
    }
    return sendIndex(request, reply, path.join(hostDist, 'index.html'));
  }

  /** SPA fallback: /menu/* -> the public menu's index.html; any other page path -> the host's. */
  return async function spaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0].toLowerCase();
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      pathname.startsWith('/uploads/') ||
      pathname.startsWith('/remotes/')
    )
      return false;
    // A missing asset (a path with an extension) is a plain 404, not an HTML page.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    if (pathname === '/menu' || pathname.startsWith('/menu/'))
      return sendIndex(request, reply, path.join(menuDist, 'index.html'));
    // The sign-in page comes drawn at build time (host-shell/scripts/host-pages.cjs).
    if (pathname === '/login')
      return (
        (await sendIndex(request, reply, path.join(hostDist, 'login.html'))) ||
        sendIndex(request, reply, path.join(hostDist, 'index.html'))
      );
    return sendPortalPage(request, reply);
  };
}
