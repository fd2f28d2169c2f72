import { main } from './cli.js';

/**
 * The process around `main`: its exit code, and a reader that went away. When standard output is
 * piped into a command that stops reading (`parapet scan ... | head`), the next write fails with
 * EPIPE; that ends the command quietly with exit code 0 instead of a stack trace.
 */
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const code = await main(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
