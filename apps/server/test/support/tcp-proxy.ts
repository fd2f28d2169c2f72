/**
 * A TCP proxy a test owns, in front of a shared server (PostgreSQL, Redis), to simulate its outage
 * without touching it: stop() closes the listening port (new connections are refused) and destroys
 * every open connection; start() listens again on the same port.
 */
import net from 'node:net';

export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private boundPort = 0;
  /** Connections accepted since creation. */
  accepted = 0;

  constructor(
    private readonly target: { host: string; port: number },
  ) {}

  /** A proxy in front of the host and port of `url` (postgres://, redis://). */
  static forUrl(url: string): TcpProxy {
    const { hostname, port } = new URL(url);
    return new TcpProxy({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
  }

  get port(): number {
    return this.boundPort;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(original: string): string {
    const url = new URL(original);
    url.hostname = '127.0.0.1';
    url.port = String(this.boundPort);
    return url.toString();
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.boundPort = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  private pipe(client: net.Socket): void {
    this.accepted++;
    const upstream = net.connect(this.target);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
