import { EXIT_FAIL, EXIT_USAGE, parseCommand, usageError } from './usage.js';

/** The service's package: part of the Parapet repository, not of this one. */
const SERVER_PACKAGE = '@parapet/server';

/** Whether the service's package can be imported from here (inside the repository it can). */
function serverAvailable(): boolean {
  try {
    import.meta.resolve(SERVER_PACKAGE);
    return true;
  } catch {
    return false;
  }
}

/**
 * `parapet serve`: starts the service in this process. --port and --host become PARAPET_PORT and
 * PARAPET_HOST; every other setting is read from the environment by the service itself.
 * Answers -1 (keep running: the service exits on its own), or 2 for a usage error or when the
 * service is not installed beside the command line.
 */
export async function serve(args: string[]): Promise<number> {
  const parsed = parseCommand(args, { port: { type: 'string' }, host: { type: 'string' } }, 'serve');
  if (typeof parsed === 'number') return parsed;
  const { port, host } = parsed.values;
  const n = port !== undefined && /^\d{1,5}$/.test(port) ? Number(port) : NaN;
  if (port !== undefined && !(n >= 1 && n <= 65535)) return usageError(`--port must be a whole number from 1 to 65535, got "${port}"`, 'serve');
  if (host !== undefined && !host.trim()) return usageError('--host must not be empty', 'serve');
  if (!serverAvailable()) {
    process.stderr.write('parapet: the service is not part of @parapet/cli; run it from the Parapet repository with "npm install && npm start" (or "npx parapet serve" there)\n');
    return EXIT_USAGE;
  }
  // Set only once every flag is valid; the service reads its configuration from the environment.
  if (port !== undefined) process.env['PARAPET_PORT'] = String(n);
  if (host !== undefined) process.env['PARAPET_HOST'] = host;
  try {
    await import(SERVER_PACKAGE);
  } catch (error) {
    // Inside the repository this is a service that was never built.
    process.stderr.write(`parapet: cannot load the service: ${error instanceof Error ? error.message : String(error)} (run "npm run build")\n`);
    return EXIT_FAIL;
  }
  return -1;
}
