import type { AnalysisJobs } from '../../analysis/jobs.js';
import { AppError } from '../../errors/catalogue.js';
import { AnalysisIdParams, AnalysisResultSchema } from '../../analysis/schemas.js';
import { ownerOf } from '../plugins/guard.js';
import type { App, HttpDeps } from '../types.js';

/** The analysis jobs; a composition without them answers 503 on the analysis routes. */
export function analysisJobsOf(deps: HttpDeps): AnalysisJobs {
  if (!deps.analysis) throw new AppError('service_unavailable', 'URL analysis is not available on this instance.');
  return deps.analysis;
}

export function analyzeGet(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/analyze/:id',
    {
      config: { scope: 'analyze', pollable: true },
      schema: {
        operationId: 'getAnalysis',
        summary: 'Poll an analysis',
        description:
          'The analysis in its current state: `pending`, then `completed` with metadata, credibility, bias, factual accuracy and injection screen, or `failed` with `error`. 404 for an unknown id, an id submitted with another key, or an analysis past its retention (24 h by default).',
        tags: ['analysis'],
        params: AnalysisIdParams,
        response: { 200: AnalysisResultSchema, 404: { $ref: 'ErrorBody#', description: 'No such analysis for this key' } },
      },
    },
    async (request) => {
      const body = await analysisJobsOf(deps).get(ownerOf(request), request.params.id);
      if (!body) throw new AppError('not_found', `No analysis ${JSON.stringify(request.params.id.slice(0, 100))} for this key; it may have expired.`);
      return body;
    },
  );
}
