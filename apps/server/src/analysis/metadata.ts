import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { clip, collapseWhitespace } from './text.js';

/**
 * Page metadata from HTML `<meta>`, Open Graph and JSON-LD, the page's visible text, and (when
 * asked) its main text by Mozilla Readability. The DOM is linkedom's; the few node members used are
 * typed locally since the service is built without the DOM library types.
 */

interface DomElement {
  tagName: string;
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  querySelector(selector: string): DomElement | null;
  remove(): void;
}

interface DomDocument extends DomElement {
  documentElement: DomElement | null;
  body: DomElement | null;
}

export type MetadataSource = 'open_graph' | 'meta' | 'json_ld' | 'html' | 'readability';

export interface PageMetadata {
  title: string | null;
  description: string | null;
  author: string | null;
  published_at: string | null;
  modified_at: string | null;
  site_name: string | null;
  canonical_url: string | null;
  language: string | null;
  image: string | null;
  /** Where each field that has a value was found. */
  sources: Partial<Record<Exclude<keyof PageMetadata, 'sources'>, MetadataSource>>;
}

export interface ParsedPage {
  metadata: PageMetadata;
  /** Title, description and the body's text with scripts, styles and templates removed. */
  visibleText: string;
  /** HTML comments and `alt` / `title` / `aria-label` attribute text: places injected instructions hide. */
  hiddenText: string;
  /** Readability's main text, when extraction was asked for and found an article. */
  mainText: string | null;
}

const FIELD_MAX = 1000;
const JSON_LD_MAX_CHARS = 512 * 1024;
const ARTICLE_TYPES = new Set([
  'article', 'newsarticle', 'reportagenewsarticle', 'analysisnewsarticle', 'opinionnewsarticle', 'blogposting',
  'socialmediaposting', 'scholarlyarticle', 'techarticle', 'report', 'liveblogposting', 'webpage', 'medicalwebpage',
]);

type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A JSON-LD value as text: a string, a `{name}` / `{url}` / `{@value}` object, or the first of an array. */
function ldText(value: unknown, key: 'name' | 'url' = 'name'): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map((v) => ldText(v, key)).filter((v): v is string => Boolean(v));
    return parts.length > 0 ? (key === 'name' ? parts.slice(0, 5).join(', ') : parts[0]!) : null;
  }
  if (isObject(value)) {
    for (const k of [key, key === 'name' ? 'url' : 'contentUrl', '@value', '@id']) {
      if (typeof value[k] === 'string') return value[k] as string;
    }
  }
  return null;
}

function ldTypes(node: JsonObject): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase());
}

/** The most article-like JSON-LD node of the page: its first node with an article type, else its first node. */
function jsonLdNode(doc: DomDocument): JsonObject | undefined {
  const nodes: JsonObject[] = [];
  const scripts = doc.querySelectorAll('script');
  for (let i = 0; i < scripts.length; i++) {
    const script = scripts[i]!;
    if ((script.getAttribute('type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    const text = script.textContent ?? '';
    if (text.length > JSON_LD_MAX_CHARS) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    const queue: unknown[] = [parsed];
    while (queue.length > 0 && nodes.length < 200) {
      const item = queue.shift();
      if (Array.isArray(item)) queue.push(...item.slice(0, 100));
      else if (isObject(item)) {
        if (Array.isArray(item['@graph'])) queue.push(...(item['@graph'] as unknown[]).slice(0, 100));
        nodes.push(item);
      }
    }
  }
  return nodes.find((n) => ldTypes(n).some((t) => ARTICLE_TYPES.has(t) && t !== 'webpage')) ?? nodes.find((n) => ldTypes(n).includes('webpage')) ?? nodes[0];
}

/** `<meta>` content by lower-cased `property`, `name` or `itemprop`; the first occurrence wins. */
function metaMap(doc: DomDocument): Map<string, string> {
  const map = new Map<string, string>();
  const metas = doc.querySelectorAll('meta');
  for (let i = 0; i < metas.length; i++) {
    const meta = metas[i]!;
    const content = meta.getAttribute('content');
    if (content === null || content.trim() === '') continue;
    for (const attr of ['property', 'name', 'itemprop', 'http-equiv']) {
      const key = meta.getAttribute(attr)?.trim().toLowerCase();
      if (key && !map.has(key)) map.set(key, content);
    }
  }
  return map;
}

function isoDate(value: string | null): string | null {
  if (!value) return null;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** An absolute http(s) URL resolved against the page, or null. */
function absoluteUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

type Candidate = [MetadataSource, string | null | undefined];

function pick(field: keyof PageMetadata['sources'], candidates: Candidate[], sources: PageMetadata['sources'], normalize: (v: string) => string | null = (v) => clip(v, FIELD_MAX)): string | null {
  for (const [source, raw] of candidates) {
    if (raw === null || raw === undefined) continue;
    const value = normalize(raw);
    if (value) {
      sources[field] = source;
      return value;
    }
  }
  return null;
}

function extractMetadata(doc: DomDocument, pageUrl: string): PageMetadata {
  const meta = metaMap(doc);
  const ld = jsonLdNode(doc) ?? {};
  const m = (key: string): string | null => meta.get(key) ?? null;
  const sources: PageMetadata['sources'] = {};
  const publisher = isObject(ld['publisher']) ? ld['publisher'] : undefined;
  const canonicalLink = Array.from(doc.querySelectorAll('link') as ArrayLike<DomElement>).find((l) =>
    (l.getAttribute('rel') ?? '').toLowerCase().split(' ').includes('canonical'),
  );
  const url = (v: string): string | null => absoluteUrl(v, pageUrl);
  const date = (v: string): string | null => isoDate(v);
  const lang = (v: string): string | null => clip(v.replaceAll('_', '-'), 35);

  return {
    title: pick('title', [['open_graph', m('og:title')], ['meta', m('twitter:title')], ['json_ld', ldText(ld['headline']) ?? ldText(ld['name'])], ['html', doc.querySelector('title')?.textContent]], sources),
    description: pick('description', [['open_graph', m('og:description')], ['meta', m('description') ?? m('twitter:description')], ['json_ld', ldText(ld['description'])]], sources),
    author: pick('author', [['meta', m('author') ?? m('article:author') ?? m('dc.creator') ?? m('parsely-author')], ['json_ld', ldText(ld['author']) ?? ldText(ld['creator'])]], sources),
    published_at: pick('published_at', [['open_graph', m('article:published_time')], ['json_ld', ldText(ld['datePublished'])], ['meta', m('pubdate') ?? m('publishdate') ?? m('date') ?? m('dc.date') ?? m('dc.date.issued') ?? m('datepublished')], ['html', doc.querySelector('time[datetime]')?.getAttribute('datetime')]], sources, date),
    modified_at: pick('modified_at', [['open_graph', m('article:modified_time') ?? m('og:updated_time')], ['json_ld', ldText(ld['dateModified'])], ['meta', m('last-modified') ?? m('datemodified')]], sources, date),
    site_name: pick('site_name', [['open_graph', m('og:site_name')], ['json_ld', publisher ? ldText(publisher['name']) : null], ['meta', m('application-name')]], sources),
    canonical_url: pick('canonical_url', [['html', canonicalLink?.getAttribute('href')], ['open_graph', m('og:url')], ['json_ld', ldText(ld['url'], 'url')]], sources, url),
    language: pick('language', [['html', doc.documentElement?.getAttribute('lang')], ['meta', m('content-language') ?? m('dc.language')], ['open_graph', m('og:locale')], ['json_ld', ldText(ld['inLanguage'])]], sources, lang),
    image: pick('image', [['open_graph', m('og:image') ?? m('og:image:url') ?? m('og:image:secure_url')], ['meta', m('twitter:image') ?? m('twitter:image:src')], ['json_ld', ldText(ld['image'], 'url') ?? ldText(ld['thumbnailUrl'], 'url')]], sources, url),
    sources,
  };
}

/** Comments and accessibility / tooltip attribute text, walked without recursion. */
function hiddenTextOf(root: DomElement, maxChars: number): string {
  const parts: string[] = [];
  let total = 0;
  const stack: DomElement[] = [root];
  while (stack.length > 0 && total < maxChars) {
    const node = stack.pop()!;
    if (node.nodeType === 8) {
      const text = collapseWhitespace(node.textContent ?? '');
      if (text) {
        parts.push(text);
        total += text.length;
      }
      continue;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9) continue;
    if (node.nodeType === 1) {
      for (const attr of ['alt', 'title', 'aria-label']) {
        const value = node.getAttribute(attr);
        if (value && value.trim()) {
          const text = collapseWhitespace(value);
          parts.push(text);
          total += text.length;
        }
      }
    }
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return parts.join('\n').slice(0, maxChars);
}

export interface ParseOptions {
  /** Run Readability for the main text. */
  mainText: boolean;
  /** Collect comment and attribute text too. */
  hiddenText: boolean;
  /** Most characters of hidden text collected. */
  maxHiddenChars?: number;
}

/** Reads an HTML page. The DOM is discarded afterwards. */
export function parseHtmlPage(source: string, pageUrl: string, options: ParseOptions): ParsedPage {
  let html = source;
  let { document } = parseHTML(html) as unknown as { document: DomDocument };
  if (!document.documentElement) {
    // A page with no element at all (empty, or plain text served as HTML) leaves linkedom without a
    // root, and its `body` then throws: read it as the body of an otherwise empty document.
    html = `<!DOCTYPE html><html><head></head><body>${source}</body></html>`;
    document = (parseHTML(html) as unknown as { document: DomDocument }).document;
  }
  const metadata = extractMetadata(document, pageUrl);
  const hiddenText = options.hiddenText ? hiddenTextOf(document, options.maxHiddenChars ?? 50_000) : '';

  // Readability changes the document, so the visible text is taken from a second parse.
  let mainText: string | null = null;
  if (options.mainText) {
    try {
      const article = new Readability(parseHTML(html).document as never, { maxElemsToParse: 50_000, charThreshold: 200 }).parse();
      mainText = article?.textContent ? collapseWhitespace(article.textContent) || null : null;
      if (article?.byline && !metadata.author) {
        metadata.author = clip(article.byline, FIELD_MAX);
        if (metadata.author) metadata.sources.author = 'readability';
      }
    } catch {
      mainText = null; // too many elements, or a page Readability cannot read: no main text
    }
  }

  for (const tag of ['script', 'style', 'noscript', 'template']) {
    const nodes = Array.from(document.querySelectorAll(tag));
    for (const node of nodes) node.remove();
  }
  const bodyText = collapseWhitespace(document.body?.textContent ?? document.documentElement?.textContent ?? '');
  const visibleText = [metadata.title, metadata.description, bodyText].filter((t): t is string => Boolean(t)).join('\n');
  return { metadata, visibleText, hiddenText, mainText };
}

/** A plain-text page: no metadata, the text is both visible and main text. */
export function parseTextPage(text: string): ParsedPage {
  const collapsed = collapseWhitespace(text);
  const metadata: PageMetadata = {
    title: null, description: null, author: null, published_at: null, modified_at: null,
    site_name: null, canonical_url: null, language: null, image: null, sources: {},
  };
  return { metadata, visibleText: collapsed, hiddenText: '', mainText: collapsed || null };
}
