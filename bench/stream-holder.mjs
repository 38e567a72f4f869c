// live.bench's holder of open menu streams, in a process of its own (forked, no tsx) so that what the streams cost
// the client (its CPU time and resident memory) is measured apart from the bench's own work. It shares the
// machine with the API and wrk, so it is as cheap as it can be: raw TCP sockets, a request written by hand, no
// HTTP parsing beyond the status line, and per chunk only a byte search for `event: menu`.
// Messages from the bench: { type: 'open', port, path, count } → { type: 'opened', open, failed };
// { type: 'await', sent, timeoutMs } → { type: 'arrived', lags, missed } (ms from `sent`, an absolute time
// performance.timeOrigin + performance.now() in the sender); { type: 'usage' } → { type: 'usage', ... };
// { type: 'reset' } ends every stream → { type: 'reset' }; { type: 'close' } ends every stream and the process.
import net from 'node:net';

const MENU_EVENT = Buffer.from('event: menu');
const OK = Buffer.from('HTTP/1.1 200 ');
const BATCH = 200;
const now = () => performance.timeOrigin + performance.now();

let sockets = [];
/** The numbers of the streams answered 200 (their index in lastMenuAt). */
let opened = [];
/** When each stream last saw a `menu` event (absolute ms; 0: never). */
let lastMenuAt = new Float64Array(0);

function openOne(port, path, i) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    let answered = false;
    socket.once('connect', () => {
      // One address per diner (the route's rate limit and stream cap count per address).
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nX-Forwarded-For: 10.9.${(i >> 8) & 255}.${i & 255}\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      if (!answered) {
        answered = true;
        if (chunk.indexOf(OK) !== 0) {
          socket.destroy();
          return resolve(false);
        }
        sockets.push(socket);
        opened.push(i);
        resolve(true);
      }
      if (chunk.indexOf(MENU_EVENT) !== -1) lastMenuAt[i] = now();
    });
    socket.once('close', () => {
      if (!answered) resolve(false);
    });
    socket.on('error', () => undefined);
  });
}

async function open({ port, path, count }) {
  lastMenuAt = new Float64Array(count);
  let failed = 0;
  for (let i = 0; i < count; i += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - i) }, (_, k) => openOne(port, path, i + k)),
    );
    failed += batch.filter((ok) => !ok).length;
  }
  return { type: 'opened', open: sockets.length, failed };
}

/** Waits until every open stream saw a `menu` event after `sent` (or the time is up); the lags of those that did. */
async function arrivals({ sent, timeoutMs }) {
  const deadline = performance.now() + timeoutMs;
  const waiting = () => opened.some((i) => lastMenuAt[i] < sent);
  while (waiting() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const lags = [];
  let missed = 0;
  for (const i of opened) {
    if (lastMenuAt[i] >= sent) lags.push(lastMenuAt[i] - sent);
    else missed += 1;
  }
  return { type: 'arrived', lags, missed };
}

function usage() {
  const { user, system } = process.cpuUsage();
  return {
    type: 'usage',
    cpuMs: (user + system) / 1000,
    rssMb: process.memoryUsage.rss() / 1024 / 1024,
    open: sockets.filter((socket) => !socket.destroyed).length,
  };
}

process.on('message', async (message) => {
  if (message.type === 'open') process.send(await open(message));
  else if (message.type === 'await') process.send(await arrivals(message));
  else if (message.type === 'usage') process.send(usage());
  else if (message.type === 'reset') {
    for (const socket of sockets) socket.destroy();
    [sockets, opened] = [[], []];
    process.send({ type: 'reset' });
  } else if (message.type === 'close') {
    for (const socket of sockets) socket.destroy();
    process.disconnect();
  }
});
