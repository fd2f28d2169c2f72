import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvAsync } from './csv.js';

/**
 * The domain ratings shipped in `apps/server/ratings/media/` (attribution and licences in its
 * README), loaded once, on first use, into one map per dataset: domain -> rows, each row covering
 * the whole host (empty path prefix) or only the URLs under its path.
 */

/** The shipped ratings directory, from the sources and from the compiled build alike. */
export const DEFAULT_RATINGS_DIR = fileURLToPath(new URL('../../ratings/media/', import.meta.url));

export type RspStatus = 'gr' | 'nc' | 'gu' | 'd' | 'm';

export interface LinRow {
  pathPrefix: string;
  pc1: number;
}
export interface RspRow {
  pathPrefix: string;
  source: string;
  qualifier: string;
  status: RspStatus;
  statusLabel: string;
  blacklisted: boolean;
  lastDiscussed: number | null;
  shortcut: string;
  summary: string;
}
export interface IdiapRow {
  pathPrefix: string;
  pReliability: number;
  pFpAverage: number | null;
}
export interface DomainDemoRow {
  pathPrefix: string;
  partisanship: number;
  partisanshipReg: number | null;
}

export interface RatingsIndex {
  lin: ReadonlyMap<string, LinRow[]>;
  rsp: ReadonlyMap<string, RspRow[]>;
  idiap: ReadonlyMap<string, IdiapRow[]>;
  domainDemo: ReadonlyMap<string, DomainDemoRow[]>;
  /** Files that could not be read; their dataset is empty and never matches. */
  missing: string[];
}

export const DATASET_FILES = {
  lin: 'lin2023_domain_quality.csv',
  rsp: 'wikipedia_rsp.csv',
  idiap: 'idiap2024_reliability.csv',
  domainDemo: 'domaindemo_audience_partisanship.csv',
} as const;

const RSP_STATUSES: ReadonlySet<string> = new Set(['gr', 'nc', 'gu', 'd', 'm']);

function num(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function add<T>(map: Map<string, T[]>, domain: string, row: T): void {
  const rows = map.get(domain);
  if (rows) rows.push(row);
  else map.set(domain, [row]);
}

async function load<T>(dir: string, file: string, missing: string[], parse: (f: Record<string, string>) => T | undefined): Promise<Map<string, T[]>> {
  const map = new Map<string, T[]>();
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch {
    missing.push(file);
    return map;
  }
  await readCsvAsync(text, (f) => {
    const domain = (f['domain'] ?? '').trim().toLowerCase();
    if (!domain) return;
    const row = parse(f);
    if (row !== undefined) add(map, domain, row);
  });
  return map;
}

export async function loadRatings(dir: string = DEFAULT_RATINGS_DIR): Promise<RatingsIndex> {
  const missing: string[] = [];
  const prefix = (f: Record<string, string>): string => (f['path_prefix'] ?? '').trim().toLowerCase();
  const [lin, rsp, idiap, domainDemo] = await Promise.all([
    load<LinRow>(dir, DATASET_FILES.lin, missing, (f) => {
      const pc1 = num(f['pc1']);
      return pc1 === null ? undefined : { pathPrefix: prefix(f), pc1 };
    }),
    load<RspRow>(dir, DATASET_FILES.rsp, missing, (f) => {
      const status = f['status'] ?? '';
      if (!RSP_STATUSES.has(status)) return undefined;
      return {
        pathPrefix: prefix(f),
        source: f['source'] ?? '',
        qualifier: f['qualifier'] ?? '',
        status: status as RspStatus,
        statusLabel: f['status_label'] ?? '',
        blacklisted: f['blacklisted'] === '1',
        lastDiscussed: num(f['last_discussed']),
        shortcut: f['shortcut'] ?? '',
        summary: f['summary'] ?? '',
      };
    }),
    load<IdiapRow>(dir, DATASET_FILES.idiap, missing, (f) => {
      const p = num(f['p_reliability']);
      return p === null ? undefined : { pathPrefix: prefix(f), pReliability: p, pFpAverage: num(f['p_fp_average']) };
    }),
    load<DomainDemoRow>(dir, DATASET_FILES.domainDemo, missing, (f) => {
      const p = num(f['audience_partisanship']);
      return p === null ? undefined : { pathPrefix: prefix(f), partisanship: p, partisanshipReg: num(f['audience_partisanship_reg']) };
    }),
  ]);
  return { lin, rsp, idiap, domainDemo, missing };
}

/** Loads the index on first use and shares it afterwards; a failed load is retried next time. */
export class RatingsSource {
  private static readonly byDir = new Map<string, RatingsSource>();
  private loading: Promise<RatingsIndex> | undefined;
  constructor(private readonly dir: string = DEFAULT_RATINGS_DIR) {}

  /** One source per directory for the process, so analysis and chat read the files once. */
  static shared(dir: string = DEFAULT_RATINGS_DIR): RatingsSource {
    let source = RatingsSource.byDir.get(dir);
    if (!source) {
      source = new RatingsSource(dir);
      RatingsSource.byDir.set(dir, source);
    }
    return source;
  }

  get(): Promise<RatingsIndex> {
    this.loading ??= loadRatings(this.dir).catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }
}

/**
 * Parents of which a subdomain is an independent publisher (hosting and blogging platforms): a
 * rating of the platform says nothing about one of its users' sites, so lookups do not climb to it.
 */
const SHARED_HOSTING_PARENTS: ReadonlySet<string> = new Set([
  'blogspot.com', 'blogger.com', 'wordpress.com', 'medium.com', 'substack.com', 'tumblr.com', 'github.io', 'gitlab.io',
  'wixsite.com', 'weebly.com', 'livejournal.com', 'typepad.com', 'squarespace.com', 'netlify.app', 'vercel.app',
  'pages.dev', 'workers.dev', 'herokuapp.com', 'web.app', 'firebaseapp.com', 'appspot.com', 'neocities.org', 'ghost.io',
  'beehiiv.com', 'webflow.io', 'carrd.co', 'over-blog.com', 'jimdofree.com', 'jimdosite.com', '000webhostapp.com',
  'azurewebsites.net', 'cloudfront.net', 'amazonaws.com', 'googleusercontent.com', 'sites.google.com', 'google.com',
  'wikia.com', 'fandom.com', 'tripod.com', 'angelfire.com', 'strikingly.com', 'mystrikingly.com', 'hubpages.com',
  'blog.jp', 'blog.fc2.com', 'fc2.com', 'hatenablog.com', 'naver.com', 'tistory.com', 'canalblog.com', 'home.blog',
]);

/** Second-level labels under which a two-label parent is a registry suffix (`co.uk`, `com.au`), never a publisher. */
const SUFFIX_SECOND_LEVELS: ReadonlySet<string> = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'or', 'ne', 'go', 'gob', 'nic', 'mil', 'ltd', 'plc', 'nom', 'sch']);

/** Lower-case, no trailing dot, one leading `www.` removed: the datasets' key form. */
export function ratingKey(hostname: string): string {
  let host = hostname.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * The keys to try for a host, most specific first: the host itself, then each parent domain while
 * that is sound (not an IP address, not a shared-hosting platform, not a bare suffix like `co.uk`).
 */
export function candidateDomains(hostname: string): string[] {
  const host = ratingKey(hostname);
  if (isIP(host) !== 0 || host.startsWith('[')) return [host];
  const out = [host];
  let labels = host.split('.');
  while (labels.length > 2) {
    labels = labels.slice(1);
    const parent = labels.join('.');
    if (SHARED_HOSTING_PARENTS.has(parent)) break;
    if (labels.length === 2 && SUFFIX_SECOND_LEVELS.has(labels[0]!) && labels[1]!.length === 2) break;
    out.push(parent);
  }
  return out;
}

/** Whether a rating row's path prefix covers `path`: equal, or a parent on a segment boundary. */
export function prefixCovers(prefix: string, path: string): boolean {
  if (prefix === '' || prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const lower = path.toLowerCase();
  return lower === p || lower.startsWith(p + '/') || lower.startsWith(p + '?');
}

export interface Match<T> {
  /** The dataset key that matched: the host or one of its parents. */
  domain: string;
  pathPrefix: string;
  /** `host` when the host itself is rated, `parent_domain` when a parent's rating was used. */
  via: 'host' | 'parent_domain';
  rows: T[];
}

/**
 * The rows of one dataset for a URL: on the most specific candidate domain that has a covering row,
 * the rows of the longest covering path prefix (several rows when an entry has qualifiers).
 */
export function lookup<T extends { pathPrefix: string }>(map: ReadonlyMap<string, T[]>, hostname: string, path: string): Match<T> | undefined {
  const candidates = candidateDomains(hostname);
  for (const [i, domain] of candidates.entries()) {
    const rows = map.get(domain);
    if (!rows) continue;
    let best: string | undefined;
    for (const row of rows) {
      if (prefixCovers(row.pathPrefix, path) && (best === undefined || row.pathPrefix.length > best.length)) best = row.pathPrefix;
    }
    if (best === undefined) continue;
    const chosen = best;
    return { domain, pathPrefix: chosen, via: i === 0 ? 'host' : 'parent_domain', rows: rows.filter((r) => r.pathPrefix === chosen) };
  }
  return undefined;
}
