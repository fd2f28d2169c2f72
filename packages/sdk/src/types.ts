/**
 * Named request and answer types of every route, taken from the generated wire types, so they are
 * exactly what the service's OpenAPI document says.
 */
import type { operations } from './openapi.js';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body an operation takes. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;
/** The JSON body an operation answers with a given status. */
export type ResponseBody<Op extends keyof operations, Status extends number> = operations[Op]['responses'] extends infer R
  ? Status extends keyof R
    ? JsonOf<R[Status]>
    : never
  : never;

export type Health = ResponseBody<'getHealth', 200>;
export type GenerateKeyRequest = RequestBody<'generateKey'>;
export type IssuedKey = ResponseBody<'generateKey', 201>;
export type Scope = IssuedKey['scopes'][number];
export type ScreeningPolicy = ResponseBody<'getPolicy', 200>;
export type ScreeningPolicyUpdate = RequestBody<'updatePolicy'>;
export type ParseRequest = RequestBody<'parse'>;
export type ParseResponse = ResponseBody<'parse', 200>;
export type ParseMetadata = NonNullable<ParseRequest['metadata']>;
export type SourceKind = NonNullable<ParseMetadata['source_kind']>;
export type Verdict = ParseResponse['verdict'];
export type ParseFlag = ParseResponse['flags'][number];
export type ExecutionResult = ResponseBody<'getExecution', 200>;
export type ScreenOutputRequest = RequestBody<'screenOutput'>;
export type ScreenOutputResponse = ResponseBody<'screenOutput', 200>;
export type TypedFlag = ScreenOutputResponse['flags'][number];
export type TrustVerifyRequest = RequestBody<'verifyAgentMessage'>;
export type TrustVerifyResponse = ResponseBody<'verifyAgentMessage', 200>;
export type ModelList = ResponseBody<'listModels', 200>;
export type EvaluatorList = ResponseBody<'listEvaluators', 200>;
export type Pricing = ResponseBody<'getPricing', 200>;
export type AnalyzeRequest = RequestBody<'analyze'>;
export type AnalysisSubmission = ResponseBody<'analyze', 202>;
export type AnalysisResult = ResponseBody<'getAnalysis', 200>;
export type EvaluateRequest = RequestBody<'evaluate'>;
export type EvaluationResult = ResponseBody<'evaluate', 200>;
export type EvaluationSubmission = ResponseBody<'evaluate', 202>;
export type EvaluationJob = ResponseBody<'getEvaluation', 200>;
export type ChatRequest = RequestBody<'chat'>;
export type ChatResponse = ResponseBody<'chat', 200>;
export type ErrorBody = ResponseBody<'parse', 401>;
/** GET /v1/screenings: filters and paging of the audit trail (`format` is chosen by the method). */
export type ScreeningListQuery = Omit<NonNullable<operations['listScreenings']['parameters']['query']>, 'format' | 'limit'> & { limit?: number };
export type ScreeningList = ResponseBody<'listScreenings', 200>;
export type ScreeningEntry = ScreeningList['screenings'][number];
