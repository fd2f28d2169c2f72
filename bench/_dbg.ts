import { startServer } from '../apps/server/test/support/server.js';
import net from 'node:net';
const s = await startServer();
const u = new URL(s.url);
const path = '/health';
const body = '{}';
const len = 2;
const shapes = [
    `GET ${path} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\nConnection: close\r\n\r\n${body}`,
    `GET ${path} HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\n\r\n${body}`,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.test\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\nConnection: close\r\n\r\n${body}`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${len}\r\nContent-Length: ${len + 1}\r\nConnection: close\r\n\r\n${body}`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\nConnection: close\r\n\r\n0\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nBad Header\r\nConnection: close\r\n\r\n`,
    `GET ${path}\r\n\r\n`,
    `GET  ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999999999999999999\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
    `GET ${path}\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\nHost: x\nConnection: close\n\n`,
    `GET http://127.0.0.1${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\nConnection: close\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${Array.from({ length: 2000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\n`,
];
for (const [i, shape] of shapes.entries()) {
  const out = await new Promise<string>((resolve) => {
    const sock = net.connect(Number(u.port), u.hostname);
    let data = '';
    const t = setTimeout(() => { sock.destroy(); resolve(data + ' [timeout]'); }, 3000);
    sock.on('data', (c) => (data += c.toString('latin1')));
    sock.on('close', () => { clearTimeout(t); resolve(data); });
    sock.on('error', () => undefined);
    sock.write(shape, 'latin1');
  });
  console.log(i, JSON.stringify(out.slice(0, 260)));
}
await s.close();
