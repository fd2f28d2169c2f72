import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { CATEGORIES, VERDICTS } from '@parapet/engine';
import { ANALYSIS_ERROR_CODES, DEPTHS } from './analyze.js';
import { CLAIM_ASSESSMENTS, OVERALL_RATINGS } from './factual.js';
import { ALLOWED_MODEL_IDS } from '../llm/models.js';
import { FETCH_ERROR_CODES } from '../net/fetch-error.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableString = (description?: string) => Nullable(Type.String(description ? { description } : {}));
const JobStatus = Type.Enum(['pending', 'completed', 'failed']);

export const AnalyzeRequestSchema = Type.Object(
  {
    url: Type.String({ format: 'uri', minLength: 1, maxLength: 2048, description: 'The http or https page to analyse' }),
    depth: Type.Optional(Type.Enum([...DEPTHS], { default: 'standard', description: '`quick`, `standard` (default) or `deep`; see docs/analysis.md' })),
    model: Type.Optional(Type.Enum([...ALLOWED_MODEL_IDS], { description: 'Model for the factual-accuracy assessment of a deep analysis (see GET /v1/models)' })),
  },
  { title: 'AnalyzeRequest', description: 'Unknown fields are ignored' },
);

export const AnalyzeSubmissionSchema = Type.Object(
  {
    id: Type.String({ description: 'The analysis id; readable only with the key that submitted it' }),
    status: JobStatus,
    poll_url: Type.String({ description: 'Relative URL to poll: /v1/analyze/<id>' }),
  },
  { title: 'AnalyzeSubmission' },
);

const MetadataSchema = Type.Object(
  {
    title: NullableString(),
    description: NullableString(),
    author: NullableString(),
    published_at: NullableString('ISO 8601'),
    modified_at: NullableString('ISO 8601'),
    site_name: NullableString(),
    canonical_url: NullableString(),
    language: NullableString(),
    image: NullableString(),
    sources: Type.Record(Type.String(), Type.String(), { description: 'Where each field was found: open_graph, meta, json_ld, html or readability' }),
  },
  { title: 'PageMetadata' },
);

const DatasetId = Type.Enum(['lin2023', 'wikipedia_rsp', 'idiap2024', 'domaindemo']);

const RatingSchema = Type.Object({
  dataset: DatasetId,
  domain: Type.String({ description: 'The dataset key that matched' }),
  path_prefix: Type.String(),
  matched_via: Type.Enum(['host', 'parent_domain']),
  field: Type.String(),
  value: Type.Union([Type.Number(), Type.String()], { description: 'The value as the dataset states it' }),
  normalized: Nullable(Type.Number({ description: '0..1, higher is more credible; null when it does not enter the score' })),
  weight: Type.Number(),
  source: Type.Optional(Type.String()),
  qualifier: Type.Optional(Type.String()),
  summary: Type.Optional(Type.String()),
  link: Type.Optional(Type.String()),
  last_discussed: Type.Optional(Nullable(Type.Integer())),
  blacklisted: Type.Optional(Type.Boolean()),
});

const CredibilitySchema = Type.Object(
  {
    status: Type.Enum(['rated', 'unrated']),
    score: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
    label: Nullable(Type.Enum(['high', 'mixed', 'low', 'very_low'])),
    confidence: Nullable(Type.Enum(['high', 'medium', 'low'])),
    ratings: Type.Array(RatingSchema),
    reason: Type.Optional(Type.String()),
  },
  { title: 'Credibility', description: 'Weighted mean of the normalised domain ratings (docs/analysis.md); `unrated` when no dataset rates the domain' },
);

const BiasSchema = Type.Object(
  {
    status: Type.Enum(['rated', 'unrated']),
    label: Nullable(Type.Enum(['left', 'lean_left', 'center', 'lean_right', 'right'])),
    basis: Type.Literal('audience', { description: 'Audience leaning (who shares the domain), not content slant' }),
    audience_partisanship: Type.Optional(Type.Number({ minimum: -1, maximum: 1 })),
    audience_partisanship_reg: Type.Optional(Nullable(Type.Number())),
    dataset: Type.Optional(Type.Literal('domaindemo')),
    domain: Type.Optional(Type.String()),
    matched_via: Type.Optional(Type.Enum(['host', 'parent_domain'])),
    note: Type.Optional(Type.String()),
    reason: Type.Optional(Type.String()),
  },
  { title: 'AudienceBias' },
);

const FactualSchema = Type.Object(
  {
    status: Type.Enum(['assessed', 'unassessed', 'failed']),
    reason: Type.Optional(Type.String()),
    model: Type.Optional(Type.String()),
    overall: Type.Optional(Type.Enum([...OVERALL_RATINGS])),
    claims: Type.Optional(
      Type.Array(
        Type.Object({
          claim: Type.String(),
          assessment: Type.Enum([...CLAIM_ASSESSMENTS]),
          confidence: Type.Number({ minimum: 0, maximum: 1 }),
          rationale: Type.String(),
        }),
      ),
    ),
    characters_assessed: Type.Optional(Type.Integer()),
    note: Type.Optional(Type.String()),
  },
  { title: 'FactualAccuracy' },
);

const InjectionSchema = Type.Object(
  {
    source_kind: Type.Literal('web_page'),
    risk_score: Type.Number({ minimum: 0, maximum: 10 }),
    verdict: Type.Enum([...VERDICTS]),
    flags: Type.Array(
      Type.Object({
        id: Type.String(),
        category: Type.Enum([...CATEGORIES]),
        type: Type.String(),
        label: Type.String(),
        severity: Type.Number(),
        evidence: Type.String(),
      }),
    ),
    characters_screened: Type.Integer(),
    characters_total: Type.Integer(),
    truncated: Type.Boolean(),
    windows: Type.Integer(),
    scope: Type.Enum(['visible_text', 'visible_and_hidden_text']),
  },
  { title: 'PageInjectionScreen' },
);

const ContentSchema = Type.Object({
  main_text_extracted: Type.Boolean(),
  word_count: Type.Integer(),
  characters: Type.Integer(),
  excerpt: NullableString(),
});

export const AnalysisResultSchema = Type.Object(
  {
    id: Type.String(),
    status: JobStatus,
    url: NullableString('The URL submitted; null while pending'),
    final_url: NullableString('The URL after redirects'),
    redirects: Type.Array(Type.String()),
    depth: Nullable(Type.Enum([...DEPTHS])),
    content_type: NullableString(),
    bytes: Nullable(Type.Integer({ description: 'Body bytes read, after decompression' })),
    metadata: Nullable(MetadataSchema),
    content: Nullable(ContentSchema),
    credibility: Nullable(CredibilitySchema),
    bias: Nullable(BiasSchema),
    factual_accuracy: Nullable(FactualSchema),
    injection: Nullable(InjectionSchema),
    created_at: Type.String({ format: 'date-time' }),
    completed_at: Nullable(Type.String({ format: 'date-time' })),
    error: Nullable(
      Type.Object({
        code: Type.Enum([...FETCH_ERROR_CODES, ...ANALYSIS_ERROR_CODES]),
        detail: Type.String(),
      }),
    ),
  },
  { title: 'AnalysisResult' },
);

export const AnalysisIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

export type AnalyzeRequest = Static<typeof AnalyzeRequestSchema>;
export type Submission = Static<typeof AnalyzeSubmissionSchema>;
/** The body of GET /v1/analyze/{id}. */
export type AnalysisBody = Static<typeof AnalysisResultSchema>;
