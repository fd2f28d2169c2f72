import { createServer, type Server } from 'node:http';
import { ARTICLE_HTML } from '../support/pages.js';

/** The article, at any path; `/slow/...` answers after `slowMs`, so a kill finds those jobs running. */
export async function startArticles(slowMs = 0): Promise<{ url: string; hits: Map<string, number>; close(): Promise<void> }> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = () => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(ARTICLE_HTML);
    };
    if (path.startsWith('/slow/')) setTimeout(answer, slowMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
