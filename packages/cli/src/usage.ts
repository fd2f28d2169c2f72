import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SOURCE_KINDS } from '@parapet/engine';

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_FAIL = 1;
export const EXIT_USAGE = 2;

export const DEFAULT_URL = 'http://localhost:8080';

export const USAGE = {
  main: `parapet: prompt-security screening

Usage:
  parapet scan [TEXT]        screen a text, a file, standard input or a JSONL batch, in-process
  parapet serve              start the HTTP service
  parapet keys create        generate an API key on a running service
  parapet help [COMMAND]     the usage of a command

Options:
  -h, --help                 this help; "parapet COMMAND --help" for a command's own options
  --version                  the version of the command line

Exit codes: 0 success (scan: allow), 1 failure (scan: block), 2 usage error.`,

  scan: `Usage:
  parapet scan [TEXT]                screen TEXT, or standard input when no TEXT is given
  parapet scan --file PATH           screen a file
  parapet scan --jsonl IN --out OUT  screen each line {"text", "source_kind"?} of IN; write one
                                     line {"i", "line", "verdict", "score", "categories", "flags",
                                     "flagged", "ms"} per non-empty line to OUT, in order; "-" is
                                     standard input for IN and standard output for OUT. A line
                                     that is not JSON with a string "text" is reported on standard
                                     error and written as {"i", "line", "error"}

Options:
  --source-kind KIND   where the text came from (${SOURCE_KINDS.join(', ')})
  --threshold N        block when the score is N or more (0-10; default: a high_risk or
                       critical verdict)
  --json               print the full result as JSON
  --pattern-only       the pattern layer alone, without the local classifier
  -h, --help           this help

Exit code: 0 allow, 1 block, 2 usage error, unreadable input or unwritable output; a --jsonl
batch exits 0 once OUT is written.
Scanning runs in-process (patterns and the local classifier); no server or network is needed.`,

  serve: `Usage:
  parapet serve [--port N] [--host H]

Starts the Parapet HTTP service in the foreground; SIGTERM or SIGINT (Ctrl-C) stops it after
in-flight requests finish.

Options:
  --port N     TCP port to listen on, 1-65535 (sets PARAPET_PORT; default 8080)
  --host H     address to bind (sets PARAPET_HOST; default 0.0.0.0)
  -h, --help   this help

Every other setting comes from the PARAPET_* environment variables (docs/configuration.md).
The service is part of the Parapet repository: "serve" works there, not from @parapet/cli alone.
Exit code: 0 after a clean shutdown, 2 usage error or no service installed, 78 invalid
configuration.`,

  keys: `Usage:
  parapet keys create [--name NAME] [--url URL] [--json]

Commands:
  create       generate a self-service API key on a running service

Run "parapet keys create --help" for its options.`,

  keysCreate: `Usage:
  parapet keys create [--name NAME] [--url URL] [--json]

Generates an API key through POST /v1/keys/generate of a running service. The key alone goes to
standard output, so export PARAPET_API_KEY=$(parapet keys create) keeps it; its id, scopes and
expiry go to standard error. The service shows a key only once and keeps only its hash.

Options:
  --name NAME  a label for the key (at most 100 characters)
  --url URL    service address (default: $PARAPET_URL, else ${DEFAULT_URL})
  --json       print the service's whole answer as JSON on standard output
  -h, --help   this help

Exit code: 0 key created, 1 refused by the service (e.g. 429 over the per-address key rate or
the total key cap) or service not reachable, 2 usage error.`,
} as const;

export type UsageName = keyof typeof USAGE;

const HELP_COMMAND: Record<UsageName, string> = {
  main: 'parapet --help',
  scan: 'parapet scan --help',
  serve: 'parapet serve --help',
  keys: 'parapet keys --help',
  keysCreate: 'parapet keys create --help',
};

/** Prints a command's usage on standard output, as asked for by --help. */
export function printUsage(name: UsageName): number {
  process.stdout.write(`${USAGE[name]}\n`);
  return EXIT_OK;
}

/** An unknown or missing command: the message and the usage on standard error. */
export function commandError(message: string, name: UsageName): number {
  process.stderr.write(`parapet: ${message}\n\n${USAGE[name]}\n`);
  return EXIT_USAGE;
}

/** A bad option or value: the message and where to find the usage, on standard error. */
export function usageError(message: string, name: UsageName): number {
  process.stderr.write(`parapet: ${message}\n(see "${HELP_COMMAND[name]}")\n`);
  return EXIT_USAGE;
}

export function failure(message: string): number {
  process.stderr.write(`parapet: ${message}\n`);
  return EXIT_FAIL;
}

type Options = NonNullable<ParseArgsConfig['options']>;
const HELP_OPTION = { help: { type: 'boolean', short: 'h', default: false } } as const;
type CommandConfig<O extends Options> = { args: string[]; options: O & typeof HELP_OPTION; allowPositionals: boolean; strict: true };
type Parsed<O extends Options> = ReturnType<typeof parseArgs<CommandConfig<O>>>;

/**
 * Parses a command's arguments strictly, with -h/--help added. Answers the exit code instead
 * when they are bad (2) or when help was asked for (0, usage printed).
 */
export function parseCommand<O extends Options>(args: string[], options: O, name: UsageName, allowPositionals = false): Parsed<O> | number {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs<CommandConfig<O>>({ args, allowPositionals, strict: true, options: { ...options, ...HELP_OPTION } });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), name);
  }
  if ((parsed.values as { help?: boolean }).help) return printUsage(name);
  return parsed;
}

/** Whether to colour what is written to `stream`: only on a terminal, and never when NO_COLOR is set. */
export function colorEnabled(stream: NodeJS.WriteStream): boolean {
  return stream.isTTY === true && !process.env['NO_COLOR'];
}

/** ANSI colouring for one stream, a no-op when it should not be coloured. */
export function painter(stream: NodeJS.WriteStream): (code: number, text: string) => string {
  const on = colorEnabled(stream);
  return (code, text) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);
}
