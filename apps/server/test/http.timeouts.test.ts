/**
 * Slow clients are cut off: a client that sends its headers and then nothing, one that drips its
 * body a byte at a time, and one that never finishes its headers are answered 408 (or closed) within
 * the configured limits, while an ordinary keep-alive client is served as before.
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { useServer } from './support/server.js';

const HEADERS_MS = 400;
const REQUEST_MS = 800;
const KEEP_ALIVE_MS = 1000;

interface Outcome {
  /** Everything the server sent before it closed the connection. */
  text: string;
  /** Milliseconds from connecting to the close. */
  closedAfterMs: number;
}

/** Opens a raw connection, lets `drive` write to it, and resolves when the server closes it (or rejects after `limitMs`). */
function rawClient(url: string, drive: (socket: Socket) => void, limitMs: number): Promise<Outcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${limitMs} ms; received: ${JSON.stringify(text)}`));
    }, limitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => drive(socket));
  });
}

describe('slow clients are cut off', () => {
  const server = useServer({
    PARAPET_HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    PARAPET_HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    PARAPET_HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  });

  it('answers 408 and closes a connection that sends its headers and then stalls on the body', async () => {
    const outcome = await rawClient(
      server.url,
      (s) => s.write('POST /v1/keys/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na'),
      REQUEST_MS + 3000,
    );
    assert.match(outcome.text, /^HTTP\/1\.1 408 /);
    const body = JSON.parse(outcome.text.slice(outcome.text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    assert.equal(body['code'], 'request_timeout');
    assert.equal(typeof body['detail'], 'string');
    assert.ok(outcome.closedAfterMs < REQUEST_MS + 1500, `closed after ${outcome.closedAfterMs} ms`);
  });

  it('cuts off a client that drips its body a byte at a time', async () => {
    let drip: NodeJS.Timeout | undefined;
    const outcome = await rawClient(
      server.url,
      (s) => {
        s.write('POST /v1/keys/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
        drip = setInterval(() => s.writable && s.write(' '), 100);
      },
      REQUEST_MS + 3000,
    ).finally(() => clearInterval(drip));
    assert.match(outcome.text, /^HTTP\/1\.1 408 /);
    assert.ok(outcome.closedAfterMs < REQUEST_MS + 1500, `closed after ${outcome.closedAfterMs} ms`);
  });

  it('cuts off a client that drips its headers', async () => {
    let drip: NodeJS.Timeout | undefined;
    const outcome = await rawClient(
      server.url,
      (s) => {
        s.write('GET /health HTTP/1.1\r\nHost: x\r\n');
        drip = setInterval(() => s.writable && s.write('X-A: b\r\n'), 50);
      },
      HEADERS_MS + 3000,
    ).finally(() => clearInterval(drip));
    assert.match(outcome.text, /^HTTP\/1\.1 408 /);
    assert.ok(outcome.closedAfterMs < HEADERS_MS + 1500, `closed after ${outcome.closedAfterMs} ms`);
  });

  it('closes a connection that never sends anything', async () => {
    const outcome = await rawClient(server.url, () => {}, HEADERS_MS + 3000);
    assert.ok(outcome.closedAfterMs < HEADERS_MS + 1500, `closed after ${outcome.closedAfterMs} ms`);
  });

  it('still serves a normal keep-alive client several requests on one connection, then closes it when idle', async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    socket.setEncoding('utf8');
    let text = '';
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const answers = (): number => (text.match(/HTTP\/1\.1 200 /g) ?? []).length;
    for (let i = 1; i <= 3; i++) {
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      const deadline = Date.now() + 3000;
      while (answers() < i && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.equal(answers(), i, `answer ${i} on the same connection`);
      // Pauses shorter than the keep-alive limit, longer than the header limit: an idle kept-alive connection is not a slow request.
      await new Promise((r) => setTimeout(r, HEADERS_MS + 100));
    }
    const idleFrom = Date.now();
    const closedAt = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), KEEP_ALIVE_MS + 3000))]);
    socket.destroy();
    assert.notEqual(closedAt, -1, 'the idle keep-alive connection was closed');
    assert.ok(closedAt - idleFrom < KEEP_ALIVE_MS + 1500, `closed ${closedAt - idleFrom} ms after going idle`);
  });
});
