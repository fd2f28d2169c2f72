import { principalOf } from '../plugins/guard.js';
import { ScreeningListQuerySchema, ScreeningListSchema, type ScreeningListQuery } from '../../screening/schemas.js';
import type { App, HttpDeps } from '../types.js';

export function screeningsList(app: App, deps: HttpDeps): void {
  app.get(
    '/v1/screenings',
    {
      config: { scope: 'evaluate' },
      schema: {
        operationId: 'listScreenings',
        summary: 'Audit trail of this key\'s screenings',
        description:
          'The screenings this key made (prompts, outputs and agent messages), newest first: id, time, surface, source_kind, verdict, score, categories, flag ids, and the text\'s SHA-256 and length. The text is never stored, so never returned. Filter by `surface`, `verdict`, `category` and a time range (`since` inclusive, `until` exclusive); page with `limit` and `cursor`. `format=jsonl` answers one record per line (application/x-ndjson) for a SIEM, with the next page\'s cursor in `X-Next-Cursor`. Records are kept for PARAPET_SCREENING_RETENTION_DAYS (30 by default).',
        tags: ['screening'],
        querystring: ScreeningListQuerySchema,
        response: {
          200: {
            description: 'A page of the audit trail (as JSON, or JSON Lines with format=jsonl)',
            content: {
              'application/json': { schema: ScreeningListSchema },
              'application/x-ndjson': { schema: { type: 'string', description: 'One screening record (as in `screenings`) per line' } },
            },
          },
          400: { $ref: 'ErrorBody#', description: 'A query parameter is unknown or out of range' },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as ScreeningListQuery;
      const page = await deps.screening.history(principalOf(request).keyId, query);
      if (query.format !== 'jsonl') return page;
      if (page.next_cursor) reply.header('x-next-cursor', page.next_cursor);
      const body = page.screenings.map((entry) => `${JSON.stringify(entry)}\n`).join('');
      return reply.type('application/x-ndjson; charset=utf-8').serializer((payload: unknown) => payload as string).send(body);
    },
  );
}
