/**
 * Slow clients against the default HTTP limits: opens many connections that stall after their
 * headers, drip their body or drip their headers, measures /health latency while they are open and
 * how long the service keeps them, and counts the process's open file descriptors before, during
 * and after.
 *
 *   npm run bench:slow-clients                    # 300 connections of each kind, default limits
 *   SLOW_CLIENTS=100 npm run bench:slow-clients
 *
 * The server and the clients share this process (loopback only).
 */
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { startServer } from '../apps/server/test/support/server.js';

const PER_KIND = Number(process.env['SLOW_CLIENTS'] ?? 300);
const HIGH = { PARAPET_RATE_LIMIT_PER_IP: '100000000', PARAPET_RATE_LIMIT_OPEN_PER_IP: '100000000', PARAPET_KEYS_PER_IP_PER_MINUTE: '100000000' };

const openFds = (): number => readdirSync('/proc/self/fd').length;

interface Slow {
  kind: string;
  openedAt: number;
  closedAt?: number;
  status?: string;
}

function slowClient(url: string, kind: 'stall-body' | 'drip-body' | 'drip-headers', record: Slow[]): Socket {
  const { hostname, port } = new URL(url);
  const entry: Slow = { kind, openedAt: Date.now() };
  record.push(entry);
  const socket = connect(Number(port), hostname);
  let timer: NodeJS.Timeout | undefined;
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    entry.closedAt = Date.now();
    entry.status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'closed';
  });
  socket.on('connect', () => {
    if (kind === 'drip-headers') {
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 1000);
      return;
    }
    socket.write('POST /v1/keys/generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    if (kind === 'drip-body') timer = setInterval(() => socket.writable && socket.write(' '), 1000);
  });
  return socket;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const server = await startServer(HIGH);
const fdsBefore = openFds();
const record: Slow[] = [];
const sockets: Socket[] = [];
for (const kind of ['stall-body', 'drip-body', 'drip-headers'] as const) {
  for (let i = 0; i < PER_KIND; i++) sockets.push(slowClient(server.url, kind, record));
}
await new Promise((r) => setTimeout(r, 1000));
const fdsDuring = openFds();

const latencies: number[] = [];
let failures = 0;
const started = Date.now();
while (record.some((r) => r.closedAt === undefined) && Date.now() - started < 120_000) {
  const t = performance.now();
  try {
    const response = await fetch(`${server.url}/health`);
    await response.arrayBuffer();
    if (response.status !== 200) failures++;
  } catch {
    failures++;
  }
  latencies.push(performance.now() - t);
  await new Promise((r) => setTimeout(r, 100));
}
await new Promise((r) => setTimeout(r, 500));
const fdsAfter = openFds();
for (const s of sockets) s.destroy();
await server.close();

console.log(`slow clients: ${PER_KIND} of each kind, default limits (headers 10 s, request 30 s)`);
for (const kind of ['stall-body', 'drip-body', 'drip-headers']) {
  const rows = record.filter((r) => r.kind === kind);
  const lived = rows.filter((r) => r.closedAt !== undefined).map((r) => (r.closedAt! - r.openedAt) / 1000);
  const statuses = [...new Set(rows.map((r) => r.status ?? 'open'))].join(',');
  console.log(`${kind}: closed ${lived.length}/${rows.length}, kept open max ${Math.max(...lived).toFixed(1)} s, answers ${statuses}`);
}
console.log(`/health during: ${latencies.length} probes, ${failures} failed, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
console.log(`open file descriptors: before ${fdsBefore}, with the slow clients ${fdsDuring}, after ${fdsAfter}`);
