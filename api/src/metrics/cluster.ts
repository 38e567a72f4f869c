// One scrape for the whole server under WORKERS=N: the worker that takes GET /metrics asks the primary over the
// cluster's IPC channel, and the primary's prom-client AggregatorRegistry gathers every worker's registry and
// sums them (process figures by their own rule).
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';

const REQUEST = 'menu:metrics-request';
const ANSWER = 'menu:metrics-answer';
const TIMEOUT_MS = 6000;

interface Request {
  type: typeof REQUEST;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/** In the primary: answers the workers' requests with the whole cluster's figures. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Request) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer),
    );
  });
}

/** In a worker: the whole cluster's figures, from the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('metrics: the primary did not answer'));
    }, TIMEOUT_MS);
    function onMessage(message: Answer) {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    }
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id } satisfies Request);
  });
}
