/**
 * What the wrapper talks to in tests: the real service in this process on a free port (SQLite in a
 * temporary directory) with a fresh key, and stand-ins for a service that is down, slow or broken.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { before } from 'node:test';
import { ParapetClient } from '@parapet/sdk';
import { freePort } from '../../../apps/server/test/support/ports.js';
import { startServer, useServer, type TestServer } from '../../../apps/server/test/support/server.js';

export interface RealService {
  url: string;
  key: string;
  server: TestServer;
  close(): Promise<void>;
}

export async function startRealService(env: Record<string, string> = {}): Promise<RealService> {
  const server = await startServer(env);
  const issued = await new ParapetClient({ baseUrl: server.url }).generateKey({ name: 'sdk tests' });
  return { url: server.url, key: issued.key, server, close: () => server.close() };
}

/** The real service for the enclosing suite, started and closed by its hooks as useServer does, with a key issued once it runs. */
export function useRealService(env: Record<string, string> = {}): RealService {
  const server = useServer(env);
  let key: string | undefined;
  before(async () => {
    key = (await new ParapetClient({ baseUrl: server.url }).generateKey({ name: 'sdk tests' })).key;
  });
  return {
    get url() {
      return server.url;
    },
    get key() {
      if (key === undefined) throw new Error('the service has no key yet: useRealService() issues it in a before hook of its suite');
      return key;
    },
    server,
    close: () => server.close(),
  };
}

/** An address where nothing listens. */
export async function unreachableUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

export interface StandIn {
  url: string;
  /** Requests received, as "METHOD path". */
  hits: string[];
  close(): Promise<void>;
}

/** A server that answers every request with `answer`, or never answers when it is undefined. */
export async function startStandIn(answer?: (response: ServerResponse, hit: number, request: IncomingMessage) => void): Promise<StandIn> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    request.resume();
    hits.push(`${request.method} ${request.url}`);
    answer?.(response, hits.length, request);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A stand-in answering with a JSON error. */
export const failing = (status: number, headers: Record<string, string> = {}) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ error: 'Internal Server Error', detail: 'Something broke.' }));
};

/** A stand-in answer: `answer` on one route, `otherwise` on the rest. */
export const onRoute = (path: string, answer: (response: ServerResponse) => void, otherwise: (response: ServerResponse) => void) => (response: ServerResponse, _hit: number, request: IncomingMessage) =>
  request.url === path ? answer(response) : otherwise(response);

/** A stand-in answering 200 with a JSON body. */
export const answering = (body: unknown) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A prompt screening as a service answers it, for stand-ins of other versions of the service. */
export const parseAnswer = (verdict: string, risk_score: number, extra: Record<string, unknown> = {}) => ({ id: 'scr_standin', risk_score, verdict, flags: [], categories: {}, ...extra });
/** An output screening as a service answers it. */
export const outputAnswer = (verdict: string, risk_score: number, extra: Record<string, unknown> = {}) => ({ id: 'scr_standin', risk_score, verdict, flags: [], categories: [], output_length: 1, ...extra });

/** A service that screens prompts (every one passes) but answers 503 to output screenings. */
export const outputUnavailable = () => startStandIn(onRoute('/v1/parse', answering(parseAnswer('safe', 0, { suggested_action: 'allow' })), failing(503)));
