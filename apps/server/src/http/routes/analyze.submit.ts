import { AnalyzeRequestSchema, AnalyzeSubmissionSchema, type AnalyzeRequest } from '../../analysis/schemas.js';
import { ownerOf } from '../plugins/guard.js';
import type { App, HttpDeps } from '../types.js';
import { analysisJobsOf } from './analyze.get.js';

export function analyzeSubmit(app: App, deps: HttpDeps): void {
  app.post(
    '/v1/analyze',
    {
      config: { scope: 'analyze', precheck: (request) => analysisJobsOf(deps).check(request.body as AnalyzeRequest) },
      schema: {
        operationId: 'analyze',
        summary: 'Analyse a web page: metadata, source credibility, audience leaning, factual accuracy, injection risk',
        description:
          'Starts an asynchronous analysis of an http(s) URL and answers 202 with the id to poll. The page is fetched with private and internal addresses refused, at most 5 redirects, a time limit and a size limit, and read off the main thread under element, depth and time limits. A URL whose host is itself a refused address (a literal private, loopback, link-local or metadata IP, or `localhost`) is a 400; a name that resolves to one, fetch failures and pages over the reading limits are reported in the finished analysis (`status: "failed"`, `error`). `depth` decides how much is done (docs/analysis.md).',
        tags: ['analysis'],
        body: AnalyzeRequestSchema,
        response: { 202: AnalyzeSubmissionSchema },
      },
    },
    async (request, reply) => {
      const submission = await analysisJobsOf(deps).submit(ownerOf(request), request.body);
      return reply.code(202).send(submission);
    },
  );
}
