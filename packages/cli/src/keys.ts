import { ParapetClient, ParapetError, ParapetNetworkError } from '@parapet/sdk';
import { commandError, DEFAULT_URL, EXIT_OK, failure, painter, parseCommand, printUsage, usageError } from './usage.js';

/** `parapet keys SUBCOMMAND`. */
export function keys(args: string[]): Promise<number> | number {
  const [sub, ...rest] = args;
  if (sub === '-h' || sub === '--help') return printUsage('keys');
  if (sub === 'create') return keysCreate(rest);
  return commandError(sub === undefined ? 'keys needs a subcommand' : `unknown keys subcommand "${sub}"`, 'keys');
}

/** The service address: --url, else PARAPET_URL (empty counts as unset), else the local default. */
function serviceUrl(flag: string | undefined): string {
  return flag ?? (process.env['PARAPET_URL'] || DEFAULT_URL);
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The lowest-level reason of a failed call, e.g. "connect ECONNREFUSED 127.0.0.1:8080". */
function networkReason(error: ParapetNetworkError): string {
  if (error.reason === 'timeout') return 'no answer in time';
  let reason: unknown = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * `parapet keys create`: POST /v1/keys/generate through the SDK. The key alone on stdout, the rest
 * on stderr; 1 when the service refuses or cannot be reached, 2 for a usage error.
 */
async function keysCreate(args: string[]): Promise<number> {
  const parsed = parseCommand(args, { name: { type: 'string' }, url: { type: 'string' }, json: { type: 'boolean', default: false } }, 'keysCreate');
  if (typeof parsed === 'number') return parsed;
  const { name, url: flag, json } = parsed.values;
  const url = serviceUrl(flag);
  if (!isHttpUrl(url)) return usageError(`${flag === undefined ? 'PARAPET_URL' : '--url'} must be an http:// or https:// address, got "${url}"`, 'keysCreate');

  // No retries: a 429 here lasts until the minute turns or for good (the total cap); say so at once.
  const client = new ParapetClient({ baseUrl: url, maxRetries: 0 });
  let issued;
  try {
    issued = await client.generateKey(name === undefined ? {} : { name });
  } catch (error) {
    if (error instanceof ParapetError) return failure(`${error.status} ${error.error}: ${error.detail}`);
    if (error instanceof ParapetNetworkError) {
      return failure(`cannot reach the Parapet service at ${client.baseUrl} (${networkReason(error)}); start it with "parapet serve", or give its address with --url or PARAPET_URL`);
    }
    throw error;
  }

  if (json) {
    process.stdout.write(`${JSON.stringify(issued, null, 2)}\n`);
    return EXIT_OK;
  }
  process.stdout.write(`${issued.key}\n`);
  const paint = painter(process.stderr);
  const details: Array<[string, string]> = [
    ['id', issued.id],
    ...(issued.name ? [['name', issued.name] as [string, string]] : []),
    ['scopes', issued.scopes.join(', ')],
    ['expires', issued.expires_at],
  ];
  for (const [label, value] of details) process.stderr.write(`${label.padEnd(8)}${value}\n`);
  process.stderr.write(`${paint(33, 'This key is shown only once: store it now (the service keeps only its hash).')}\n`);
  return EXIT_OK;
}
