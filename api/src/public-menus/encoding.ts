// Compressed copies of the cached menu bytes (JSON and HTML), made once per cached entry, so a diner on a
// slow mobile link downloads a fraction of the bytes and the server never compresses the same thing twice.
// Compressing runs on libuv's thread pool (async zlib), never on the event loop: brotli at quality 9 costs
// tens of milliseconds for a large menu, which every other request would otherwise wait behind. Concurrent
// requests for one body share one compression.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers for the Accept-Encoding values seen (browsers send a handful of distinct ones). */
const picked = new Map<string, Encoding>();
const PICKED_MAX = 256;

/** The best encoding the client accepts (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string') return parseEncoding(header);
  let encoding = picked.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (picked.size >= PICKED_MAX) picked.clear();
    picked.set(header, encoding);
  }
  return encoding;
}

function parseEncoding(header: string | string[] | undefined): Encoding {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export interface EncodedBody {
  text: string;
  /** Filled on first use per encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Compressions in flight, shared by the requests that wait for them. */
  pending?: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Called after a new encoding was added (the cache that holds this body re-weighs it). */
  onGrow?: () => void;
}

export function encodedBody(text: string): EncodedBody {
  return { text, encoded: {} };
}

/** What a body holds in memory: the text (V8 keeps Turkish text at two bytes a character) and its encodings. */
export function encodedBodyBytes(body: EncodedBody): number {
  let bytes = body.text.length * 2;
  for (const buffer of Object.values(body.encoded)) bytes += buffer?.length ?? 0;
  return bytes;
}

/** The bytes in `encoding` if they are made already (the uncompressed ones always are, cheaply). */
export function bytesReady(body: EncodedBody, encoding: Encoding): Buffer | undefined {
  if (encoding === 'identity' && !body.encoded.identity) store(body, 'identity', Buffer.from(body.text, 'utf8'));
  return body.encoded[encoding];
}

function store(body: EncodedBody, encoding: Encoding, bytes: Buffer): Buffer {
  body.encoded[encoding] = bytes;
  body.onGrow?.();
  return bytes;
}

/** The bytes in `encoding`: made once (off the event loop), then kept with the body. */
export function bytesFor(body: EncodedBody, encoding: Encoding): Promise<Buffer> {
  const ready = bytesReady(body, encoding);
  if (ready) return Promise.resolve(ready);
  const pending = (body.pending ??= {});
  const inFlight = pending[encoding];
  if (inFlight) return inFlight;
  const raw = Buffer.from(body.text, 'utf8');
  const made =
    encoding === 'br'
      ? brotliAsync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : gzipAsync(raw, { level: 9 });
  const promise = made.then(
    (bytes) => {
      delete pending[encoding];
      return store(body, encoding, bytes);
    },
    (error: unknown) => {
      delete pending[encoding];
      throw error;
    },
  );
  pending[encoding] = promise;
  return promise;
}
