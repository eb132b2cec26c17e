import { request } from 'node:http';

export interface RawReply {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** One request over node:http, headers as sent (no client adding or undoing an encoding), the body as text. */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks).toString() }));
      reply.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
