import type { Engine, ParseFlag, Verdict } from '@parapet/engine';
import type { LlmClient } from '../llm/client.js';
import { FetchError, type FetchErrorCode } from '../net/fetch-error.js';
import { safeFetch, type SafeFetchOptions } from '../net/safe-fetch.js';
import { assessBias, assessCredibility, type Bias, type Credibility } from './credibility.js';
import { assessFactualAccuracy, type FactualAccuracy } from './factual.js';
import { parseHtmlPage, parseTextPage, type PageMetadata, type ParsedPage } from './metadata.js';
import { PageTooComplexError, type PageReader } from './page-reader.js';
import type { RatingsSource } from './ratings.js';
import { clip, decodeBody, wordCount } from './text.js';

/**
 * Media analysis of one URL, as a plain function of its dependencies: fetch safely, read the
 * metadata, rate the source, screen the page for injection, and at `deep` ask the model about its
 * claims. The depths are documented in docs/analysis.md.
 */

export const DEPTHS = ['quick', 'standard', 'deep'] as const;
export type Depth = (typeof DEPTHS)[number];

/** How much page text the injection screen reads at each depth, and in windows of what size. */
export const SCREEN_LIMITS: Readonly<Record<Depth, { maxChars: number; hiddenText: boolean }>> = {
  quick: { maxChars: 20_000, hiddenText: false },
  standard: { maxChars: 50_000, hiddenText: false },
  deep: { maxChars: 200_000, hiddenText: true },
};
export const SCREEN_WINDOW_CHARS = 50_000;
/** Windows overlap so that an instruction cut by a window edge is still seen whole. */
export const SCREEN_WINDOW_OVERLAP = 500;
const TOP_FLAGS = 5;
const EXCERPT_CHARS = 500;

export interface InjectionSummary {
  source_kind: 'web_page';
  risk_score: number;
  verdict: Verdict;
  /** The strongest flags, strongest first. */
  flags: Array<Pick<ParseFlag, 'id' | 'category' | 'type' | 'label' | 'severity' | 'evidence'>>;
  characters_screened: number;
  characters_total: number;
  truncated: boolean;
  /** Screened windows (the score is the highest window's). */
  windows: number;
  /** What was screened: the visible text, plus comment and attribute text at `deep`. */
  scope: 'visible_text' | 'visible_and_hidden_text';
}

export interface ContentSummary {
  /** Whether Readability found a main text. */
  main_text_extracted: boolean;
  word_count: number;
  characters: number;
  excerpt: string | null;
}

/** Codes of a failed analysis besides the fetch's: a page over the reading limits, an unexpected failure. */
export const ANALYSIS_ERROR_CODES = ['page_too_complex', 'internal_error'] as const;

export interface AnalysisError {
  code: FetchErrorCode | (typeof ANALYSIS_ERROR_CODES)[number];
  detail: string;
}

/** What one analysis produces; the job adds id, status and times. */
export interface AnalysisOutcome {
  url: string;
  final_url: string | null;
  redirects: string[];
  depth: Depth;
  content_type: string | null;
  /** Bytes of body read, after decompression. */
  bytes: number | null;
  metadata: PageMetadata | null;
  content: ContentSummary | null;
  credibility: Credibility | null;
  bias: Bias | null;
  factual_accuracy: FactualAccuracy | null;
  injection: InjectionSummary | null;
  /** Set when the analysis failed; every other part is then null. */
  error: AnalysisError | null;
}

export interface AnalyzerOptions {
  engine: Engine;
  ratings: RatingsSource;
  fetch: Omit<SafeFetchOptions, 'signal'>;
  /** The model provider for factual accuracy; absent when none is configured. */
  llm?: { client: LlmClient; defaultModel: string } | undefined;
  /** Parses HTML off the main thread under limits and a deadline; without it pages are parsed in-line (unit tests). */
  pages?: PageReader | undefined;
}

export interface AnalyzeOptions {
  /** Model for factual accuracy (an allowed id); the configured default when absent. */
  model?: string | undefined;
  signal?: AbortSignal | undefined;
}

function windows(text: string): string[] {
  if (text.length <= SCREEN_WINDOW_CHARS) return [text];
  const out: string[] = [];
  for (let start = 0; start < text.length; start += SCREEN_WINDOW_CHARS - SCREEN_WINDOW_OVERLAP) {
    out.push(text.slice(start, start + SCREEN_WINDOW_CHARS));
    if (start + SCREEN_WINDOW_CHARS >= text.length) break;
  }
  return out;
}

export function screenPage(engine: Engine, page: ParsedPage, depth: Depth): InjectionSummary {
  const { maxChars, hiddenText } = SCREEN_LIMITS[depth];
  const full = hiddenText && page.hiddenText ? `${page.visibleText}\n${page.hiddenText}` : page.visibleText;
  const text = full.slice(0, maxChars);
  let best: { risk_score: number; verdict: Verdict } = { risk_score: 0, verdict: 'safe' };
  const flags = new Map<string, ParseFlag>();
  const parts = windows(text);
  for (const part of parts) {
    const screening = engine.screenInput(part, { sourceKind: 'web_page' });
    if (screening.risk_score > best.risk_score) best = { risk_score: screening.risk_score, verdict: screening.verdict };
    for (const flag of screening.flags) {
      const seen = flags.get(flag.id);
      if (!seen || flag.severity > seen.severity) flags.set(flag.id, flag);
    }
  }
  return {
    source_kind: 'web_page',
    risk_score: best.risk_score,
    verdict: best.verdict,
    flags: [...flags.values()]
      .sort((a, b) => b.severity - a.severity)
      .slice(0, TOP_FLAGS)
      .map(({ id, category, type, label, severity, evidence }) => ({ id, category, type, label, severity, evidence })),
    characters_screened: text.length,
    characters_total: full.length,
    truncated: full.length > text.length,
    windows: parts.length,
    scope: hiddenText ? 'visible_and_hidden_text' : 'visible_text',
  };
}

function failed(url: string, depth: Depth, error: AnalysisError, finalUrl: string | null = null): AnalysisOutcome {
  return {
    url, final_url: finalUrl, redirects: [], depth, content_type: null, bytes: null, metadata: null, content: null,
    credibility: null, bias: null, factual_accuracy: null, injection: null, error,
  };
}

export class Analyzer {
  constructor(private readonly options: AnalyzerOptions) {}

  /** Analyses `url`. Failures to fetch are results (with `error`), not exceptions. */
  async analyzeUrl(url: string, depth: Depth = 'standard', options: AnalyzeOptions = {}): Promise<AnalysisOutcome> {
    let page;
    try {
      page = await safeFetch(url, { ...this.options.fetch, signal: options.signal });
    } catch (error) {
      if (error instanceof FetchError) return failed(url, depth, { code: error.code, detail: error.message });
      throw error;
    }
    const html = page.mediaType !== 'text/plain';
    const text = decodeBody(page.body, page.charset, html);
    let parsed: ParsedPage;
    if (html) {
      const parseOptions = { mainText: depth !== 'quick', hiddenText: SCREEN_LIMITS[depth].hiddenText };
      try {
        parsed = this.options.pages
          ? await this.options.pages.read(text, page.finalUrl, parseOptions, options.signal)
          : parseHtmlPage(text, page.finalUrl, parseOptions);
      } catch (error) {
        // A page over the limits fails for good: a result, so that the job is not retried.
        if (error instanceof PageTooComplexError) return failed(url, depth, { code: 'page_too_complex', detail: error.message }, page.finalUrl);
        throw error;
      }
    } else {
      parsed = parseTextPage(text);
    }

    const final = new URL(page.finalUrl);
    const ratings = await this.options.ratings.get();
    const credibility = assessCredibility(ratings, final.hostname, final.pathname);
    const bias = assessBias(ratings, final.hostname, final.pathname);
    const injection = screenPage(this.options.engine, parsed, depth);

    let content: ContentSummary | null = null;
    if (depth !== 'quick') {
      const body = parsed.mainText ?? parsed.visibleText;
      content = {
        main_text_extracted: parsed.mainText !== null,
        word_count: wordCount(body),
        characters: body.length,
        excerpt: clip(body, EXCERPT_CHARS),
      };
    }

    let factual: FactualAccuracy;
    const llm = this.options.llm;
    if (depth !== 'deep') factual = { status: 'unassessed', reason: 'factual accuracy is assessed at depth "deep" only' };
    else if (!llm) factual = { status: 'unassessed', reason: 'no model provider is configured' };
    else {
      const model = options.model ?? llm.defaultModel;
      factual = await assessFactualAccuracy(llm.client, model, page.finalUrl, parsed.mainText ?? parsed.visibleText).catch(
        (error: unknown): FactualAccuracy => ({ status: 'failed', reason: error instanceof Error ? error.message : String(error), model }),
      );
    }

    return {
      url,
      final_url: page.finalUrl,
      redirects: page.redirects,
      depth,
      content_type: page.mediaType,
      bytes: page.body.length,
      metadata: parsed.metadata,
      content,
      credibility,
      bias,
      factual_accuracy: factual,
      injection,
      error: null,
    };
  }
}
