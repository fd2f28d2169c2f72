import http from 'node:http';
import net from 'node:net';

/** One generated request, as sent. */
export interface FuzzRequest {
  /** Generator family, for the summary. */
  family: string;
  /** The OpenAPI operation it targets (`POST /v1/parse`), or a description for off-document requests. */
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send without a Host header. */
  noHost?: boolean;
  /** Bytes written to a raw socket instead of an HTTP request (malformed HTTP). */
  raw?: Buffer;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
  /** Set when no complete answer arrived. */
  failure?: string;
}

const lastOnSocket = new WeakMap<object, string>();

function describe(r: FuzzRequest): string {
  const h = Object.entries(r.headers).filter(([k]) => k !== 'authorization').map(([k, v]) => `${k}=${v.slice(0, 40)}`).join(' ');
  return `[${r.family}] ${r.method} ${r.path.slice(0, 60)} ${h} body=${r.body?.length ?? 0}`;
}

export class Transport {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    base: string,
    private readonly timeoutMs: number,
    concurrency: number,
  ) {
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  }

  send(request: FuzzRequest): Promise<FuzzAnswer> {
    return request.raw ? this.sendRaw(request.raw) : this.sendHttp(request);
  }

  close(): void {
    this.agent.destroy();
  }

  private sendHttp(request: FuzzRequest): Promise<FuzzAnswer> {
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Omit<FuzzAnswer, 'ms'>): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, ms: performance.now() - started });
      };
      const headers: Record<string, string> = { ...request.headers };
      if (request.body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length' || h.toLowerCase() === 'transfer-encoding')) {
        headers['content-length'] = String(request.body.length);
      }
      if (request.noHost) headers['connection'] = 'close';
      let req: http.ClientRequest;
      try {
        req = http.request({
          host: this.url.hostname,
          port: this.url.port,
          method: request.method,
          path: request.path,
          headers,
          agent: request.noHost ? false : this.agent,
          setHost: !request.noHost,
        });
      } catch (error) {
        // The client refused to build it (an invalid header, say): nothing was sent.
        finish({ status: -1, contentType: '', body: '', failure: `client refused: ${(error as Error).message}` });
        return;
      }
      const timer = setTimeout(() => {
        req.destroy(new Error('client timeout'));
      }, this.timeoutMs);
      req.on('socket', (socket) => {
        const previous = lastOnSocket.get(socket);
        lastOnSocket.set(socket, describe(request));
        if (previous) timer.refresh();
        (req as http.ClientRequest & { previous?: string }).previous = previous;
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          finish({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error) => finish({ status: res.statusCode ?? 0, contentType: '', body: '', failure: `response: ${error.message}` }));
      });
      req.on('error', (error) => {
        const previous = (req as http.ClientRequest & { previous?: string }).previous;
        finish({ status: 0, contentType: '', body: '', failure: previous ? `${error.message} (after ${previous} on the same connection)` : error.message });
      });
      req.end(request.body);
    });
  }

  /** Writes bytes to a fresh connection and reads the first answer until the server closes or it is complete. */
  private sendRaw(bytes: Buffer): Promise<FuzzAnswer> {
    const started = performance.now();
    return new Promise((resolve) => {
      const socket = net.connect({ host: this.url.hostname, port: Number(this.url.port) });
      const chunks: Buffer[] = [];
      let settled = false;
      const finish = (): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve({ ...parseRaw(Buffer.concat(chunks)), ms: performance.now() - started });
      };
      const timer = setTimeout(finish, this.timeoutMs);
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (completeAnswer(Buffer.concat(chunks))) finish();
      });
      socket.on('error', finish);
      socket.on('close', finish);
      socket.write(bytes);
    });
  }
}

function completeAnswer(data: Buffer): boolean {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(data.subarray(0, end).toString('latin1'));
  return length !== null && data.length >= end + 4 + Number(length[1]);
}

function parseRaw(data: Buffer): Omit<FuzzAnswer, 'ms'> {
  const text = data.toString('latin1');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!status) return { status: 0, contentType: '', body: '', failure: data.length === 0 ? 'connection closed without an answer' : 'unreadable answer' };
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end < 0 ? text.length : end);
  const type = /\r\ncontent-type:\s*([^\r\n]*)/i.exec(head);
  const body = end < 0 ? '' : data.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1')).toString('utf8');
  // A chunked answer: take the first chunk's data, enough for the JSON of an error.
  const chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head) ? body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '') : body;
  return { status: Number(status[1]), contentType: type?.[1] ?? '', body: chunked };
}
