import { lookup, type Match, type RatingsIndex, type RspStatus } from './ratings.js';

/**
 * Source credibility and audience leaning from the shipped domain ratings. Nothing is guessed: a
 * domain no dataset rates is `unrated`. The formula is documented in docs/analysis.md.
 */

export const DATASETS = {
  lin2023: {
    name: 'Lin et al. 2023 domain quality (PC1)',
    citation: 'Lin, Lasser, Lewandowsky, Cole, Gully, Rand & Pennycook (2023), PNAS Nexus 2(9) pgad286, https://doi.org/10.1093/pnasnexus/pgad286',
  },
  wikipedia_rsp: {
    name: 'Wikipedia: Reliable sources/Perennial sources',
    citation: 'Wikipedia contributors, "Wikipedia:Reliable sources/Perennial sources", English Wikipedia (CC BY-SA 4.0), https://en.wikipedia.org/wiki/Wikipedia:Reliable_sources/Perennial_sources',
  },
  idiap2024: {
    name: 'Burdisso et al. 2024 graph-estimated reliability',
    citation: 'Burdisso, Sánchez-Cortés, Villatoro-Tello & Motlicek (2024), NAACL 2024, https://aclanthology.org/2024.naacl-long.383/',
  },
  domaindemo: {
    name: 'DomainDemo audience partisanship',
    citation: 'Yang, Goel, Quintana-Mathé, Horgan, McCabe, Grinberg, Joseph & Lazer (2025), Scientific Data 12, 1251, https://doi.org/10.1038/s41597-025-05604-6',
  },
} as const;

export type DatasetId = keyof typeof DATASETS;

/** Weights of the weighted mean; a dataset without a rating for the domain drops out and the rest are renormalised. */
export const CREDIBILITY_WEIGHTS: Readonly<Record<Exclude<DatasetId, 'domaindemo'>, number>> = {
  lin2023: 0.4,
  wikipedia_rsp: 0.35,
  idiap2024: 0.25,
};

/** RSP status on the 0..1 scale; `m` (under evaluation) carries no value and is only reported. */
export const RSP_STATUS_VALUES: Readonly<Record<Exclude<RspStatus, 'm'>, number>> = { gr: 0.85, nc: 0.6, gu: 0.3, d: 0.1 };

export type CredibilityLabel = 'high' | 'mixed' | 'low' | 'very_low';

export interface Rating {
  dataset: DatasetId;
  /** The dataset key that matched, its path prefix, and whether it is the host or a parent domain. */
  domain: string;
  path_prefix: string;
  matched_via: 'host' | 'parent_domain';
  /** Which column the value comes from. */
  field: string;
  /** The value as the dataset states it. */
  value: number | string;
  /** On 0..1, higher is more credible; null when the value does not enter the score. */
  normalized: number | null;
  weight: number;
  /** For RSP: the entry, its qualifier and the reason, with a link. */
  source?: string;
  qualifier?: string;
  summary?: string;
  link?: string;
  last_discussed?: number | null;
  blacklisted?: boolean;
}

export type Credibility =
  | {
      status: 'rated';
      /** 0-100. */
      score: number;
      label: CredibilityLabel;
      /** How many datasets the score rests on: 3 high, 2 medium, 1 low. */
      confidence: 'high' | 'medium' | 'low';
      ratings: Rating[];
    }
  | { status: 'unrated'; score: null; label: null; confidence: null; ratings: []; reason: string };

export type BiasLabel = 'left' | 'lean_left' | 'center' | 'lean_right' | 'right';

export type Bias =
  | {
      status: 'rated';
      label: BiasLabel;
      /** Always `audience`: who shares the domain, not the slant of its content. */
      basis: 'audience';
      audience_partisanship: number;
      audience_partisanship_reg: number | null;
      dataset: 'domaindemo';
      domain: string;
      matched_via: 'host' | 'parent_domain';
      note: string;
    }
  | { status: 'unrated'; label: null; basis: 'audience'; reason: string };

export const BIAS_NOTE =
  'Audience leaning, not content slant: the share of a US Twitter panel (2011-2022, matched to voter files) that shared the domain, Republican minus Democratic, normalised to -1..1. Cut-points are calibrated on reference outlets; wire services sit near -0.2.';

/** Upper bounds (exclusive) of each audience-leaning label on DomainDemo's -1..1 scale. */
export const BIAS_CUTS: ReadonlyArray<readonly [number, BiasLabel]> = [
  [-0.45, 'left'],
  [-0.3, 'lean_left'],
  [0.1, 'center'],
  [0.35, 'lean_right'],
  [Infinity, 'right'],
];

export function credibilityLabel(score: number): CredibilityLabel {
  if (score >= 70) return 'high';
  if (score >= 50) return 'mixed';
  if (score >= 30) return 'low';
  return 'very_low';
}

export function biasLabel(partisanship: number): BiasLabel {
  for (const [bound, label] of BIAS_CUTS) if (partisanship < bound) return label;
  return 'right';
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function base<T extends { pathPrefix: string }>(dataset: DatasetId, match: Match<T>) {
  return { dataset, domain: match.domain, path_prefix: match.pathPrefix, matched_via: match.via };
}

export function assessCredibility(index: RatingsIndex, hostname: string, path: string): Credibility {
  const ratings: Rating[] = [];
  const parts: Array<{ weight: number; value: number }> = [];

  const lin = lookup(index.lin, hostname, path);
  if (lin) {
    const pc1 = lin.rows[0]!.pc1;
    const normalized = Math.min(1, Math.max(0, pc1));
    ratings.push({ ...base('lin2023', lin), field: 'pc1', value: pc1, normalized, weight: CREDIBILITY_WEIGHTS.lin2023 });
    parts.push({ weight: CREDIBILITY_WEIGHTS.lin2023, value: normalized });
  }

  const rsp = lookup(index.rsp, hostname, path);
  if (rsp) {
    // An entry split by qualifier (news / politics / talk shows) counts once, as the mean of its statuses.
    const valued = rsp.rows.filter((r) => r.status !== 'm');
    const share = valued.length > 0 ? CREDIBILITY_WEIGHTS.wikipedia_rsp / valued.length : 0;
    for (const row of rsp.rows) {
      const normalized = row.status === 'm' ? null : RSP_STATUS_VALUES[row.status];
      ratings.push({
        ...base('wikipedia_rsp', rsp),
        field: 'status',
        value: row.statusLabel || row.status,
        normalized,
        weight: normalized === null ? 0 : round(share, 4),
        source: row.source,
        qualifier: row.qualifier,
        summary: row.summary,
        ...(row.shortcut ? { link: `https://en.wikipedia.org/wiki/${encodeURIComponent(row.shortcut).replace('%3A', ':')}` } : {}),
        last_discussed: row.lastDiscussed,
        blacklisted: row.blacklisted,
      });
    }
    if (valued.length > 0) {
      const mean = valued.reduce((sum, r) => sum + RSP_STATUS_VALUES[r.status as Exclude<RspStatus, 'm'>], 0) / valued.length;
      parts.push({ weight: CREDIBILITY_WEIGHTS.wikipedia_rsp, value: mean });
    }
  }

  const idiap = lookup(index.idiap, hostname, path);
  if (idiap) {
    const p = idiap.rows[0]!.pReliability;
    const normalized = round((Math.min(1, Math.max(-1, p)) + 1) / 2, 4);
    ratings.push({ ...base('idiap2024', idiap), field: 'p_reliability', value: p, normalized, weight: CREDIBILITY_WEIGHTS.idiap2024 });
    parts.push({ weight: CREDIBILITY_WEIGHTS.idiap2024, value: normalized });
  }

  if (parts.length === 0) {
    return {
      status: 'unrated',
      score: null,
      label: null,
      confidence: null,
      ratings: [],
      reason: ratings.length > 0 ? 'the only rating found carries no value (under evaluation)' : 'no shipped dataset rates this domain',
    };
  }
  const totalWeight = parts.reduce((s, p) => s + p.weight, 0);
  const score = Math.round((100 * parts.reduce((s, p) => s + p.weight * p.value, 0)) / totalWeight);
  return {
    status: 'rated',
    score,
    label: credibilityLabel(score),
    confidence: parts.length >= 3 ? 'high' : parts.length === 2 ? 'medium' : 'low',
    ratings,
  };
}

export function assessBias(index: RatingsIndex, hostname: string, path: string): Bias {
  const match = lookup(index.domainDemo, hostname, path);
  if (!match) return { status: 'unrated', label: null, basis: 'audience', reason: 'the audience-partisanship dataset does not cover this domain' };
  const row = match.rows[0]!;
  return {
    status: 'rated',
    label: biasLabel(row.partisanship),
    basis: 'audience',
    audience_partisanship: row.partisanship,
    audience_partisanship_reg: row.partisanshipReg,
    dataset: 'domaindemo',
    domain: match.domain,
    matched_via: match.via,
    note: BIAS_NOTE,
  };
}
