import type { MessagePort } from 'node:worker_threads';
import { measureMarkup } from './markup.js';
import { parseHtmlPage, type ParsedPage, type ParseOptions } from './metadata.js';

/**
 * The worker-thread side of PageReader: checks the page's shape against the limits, then parses it.
 * Runs in a Piscina pool, so a page that parses slowly holds a worker, never the service's loop.
 */

export interface PageTask {
  html: string;
  pageUrl: string;
  options: ParseOptions;
  maxElements: number;
  maxDepth: number;
  /** Told when the worker starts on the page: the deadline runs from then, not from the queue. */
  started?: MessagePort;
}

export type PageReply = { ok: true; page: ParsedPage } | { ok: false; detail: string };

export function readPage(task: PageTask): PageReply {
  task.started?.postMessage('started');
  task.started?.close();
  const shape = measureMarkup(task.html, { maxElements: task.maxElements, maxDepth: task.maxDepth });
  if (shape.elements > task.maxElements) {
    return { ok: false, detail: `the page has more than ${task.maxElements} HTML elements` };
  }
  if (shape.maxDepth > task.maxDepth) {
    return { ok: false, detail: `the page nests HTML elements more than ${task.maxDepth} levels deep` };
  }
  return { ok: true, page: parseHtmlPage(task.html, task.pageUrl, task.options) };
}

// Compile the parser's paths once when the thread starts, so that a thread's first page is not
// charged for it against the deadline.
parseHtmlPage('<!DOCTYPE html><html><head><title>t</title></head><body><article><p>warm up</p></article></body></html>', 'http://localhost/', {
  mainText: true,
  hiddenText: true,
});

export default readPage;
