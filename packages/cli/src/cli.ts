import { keys } from './keys.js';
import { scan } from './scan.js';
import { serve } from './serve.js';
import { commandError, EXIT_OK, printUsage } from './usage.js';
import { cliVersion } from './version.js';

/**
 * The `parapet` command line. Answers the process exit code: 0 success (scan: allow), 1 failure
 * (scan: block), 2 usage error, or -1 when the process must keep running (serve).
 */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      return commandError('a command is needed', 'main');
    case '-h':
    case '--help':
      return printUsage('main');
    case '--version':
      process.stdout.write(`${cliVersion()}\n`);
      return EXIT_OK;
    case 'help':
      // `parapet help scan` is `parapet scan --help`.
      return rest.length === 0 ? printUsage('main') : main([...rest, '--help']);
    case 'scan':
      return scan(rest);
    case 'serve':
      return serve(rest);
    case 'keys':
      return keys(rest);
    default:
      return commandError(`unknown command "${command}"`, 'main');
  }
}
