import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** Many keep-alive connections per instance, as a load balancer keeps them. */
export const loadAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A request that has no answer after this long counts as hanging. */
export const ANSWER_TIMEOUT_MS = 10_000;

// Response bodies are read loosely, field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** An HTTP answer, or the reason there was none (`status` 0). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Json;
  /** Connection refused or reset, timeout ...; null when an answer came. */
  failure: string | null;
  /** When the answer (or the failure) came, from `performance.now()`. */
  at: number;
  ms: number;
}

export interface CallOptions {
  json?: unknown;
  /** The Cookie header, e.g. from {@link sessionCookie}. */
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** Defaults to {@link loadAgent}; `false` for a connection of its own, closed after the answer. */
  agent?: Agent | false;
}

/** One request over node:http (lighter than fetch under load); never rejects. */
export function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const started = performance.now();
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers['cookie'] = options.cookie;
  return new Promise((resolve) => {
    const settle = (answer: Omit<Answer, 'at' | 'ms'>) => {
      const at = performance.now();
      resolve({ ...answer, at, ms: at - started });
    };
    const req = request(`${baseUrl}${path}`, { method, headers, agent: options.agent ?? loadAgent, timeout: ANSWER_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => settle({ status: 0, headers: {}, body: null, failure: `response: ${error.message}` }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Json = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: keep the text
        }
        settle({ status: res.statusCode ?? 0, headers: res.headers, body, failure: null });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as idle just as this request went out on it (the
      // agent closes its own a second before the server's 5 s, unless a busy event loop is late):
      // the server never read the request, so it is sent again on a new connection, as Node's
      // documentation advises. Any other failure is the answer.
      if (req.reusedSocket && error.code === 'ECONNRESET' && options.agent !== false) {
        call(baseUrl, method, path, { ...options, agent: false }).then(resolve, () => undefined);
        return;
      }
      settle({ status: 0, headers: {}, body: null, failure: error.code ?? error.message });
    });
    req.end(payload);
  });
}

/** The session cookie (`sid` and its signature) a sign-in answer set, as a Cookie header. */
export function sessionCookie(answer: Answer): string {
  const pairs = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).filter((pair) => pair.startsWith('sid'));
  if (!pairs.length) throw new Error(`No session cookie in the answer (${answer.status} ${JSON.stringify(answer.body)})`);
  return pairs.join('; ');
}

/** Runs `work` over every item with at most `concurrency` at a time; the results in item order. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** How many answers had each status (0: no answer). */
export function countStatuses(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}
