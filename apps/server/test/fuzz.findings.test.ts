/**
 * Defects the fuzz suite (bench/fuzz) found, each reproduced here through the public HTTP interface.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startServer, type TestServer } from './support/server.js';

/** Writes raw bytes on a fresh connection and returns the status, headers and body of the answer. */
function rawExchange(base: string, bytes: string): Promise<{ status: number; head: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer: ${JSON.stringify(data)}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const end = data.indexOf('\r\n\r\n');
      const head = end < 0 ? data : data.slice(0, end);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0), head, body: end < 0 ? '' : data.slice(end + 4) });
    });
    socket.write(bytes, 'latin1');
  });
}

describe('fuzz findings', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  it('answers an HTTP/1.1 request without Host with a JSON 400, not an empty one', async () => {
    const answer = await rawExchange(server.url, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
    assert.equal(answer.status, 400);
    assert.match(answer.head, /\r\ncontent-type: application\/json/i);
    const body = JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/gi, '')) as Record<string, unknown>;
    assert.equal(body['code'], 'bad_request');
    assert.equal(typeof body['error'], 'string');
    assert.match(String(body['detail']), /Host/);
  });

  it('still serves HTTP/1.0 without Host', async () => {
    const answer = await rawExchange(server.url, 'GET /health HTTP/1.0\r\n\r\n');
    assert.equal(answer.status, 200);
  });
});
