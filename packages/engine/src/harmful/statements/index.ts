import type { StatementLexicon } from '../types.js';
import { STATEMENTS as en } from './en.js';

/** The twenty languages' statement vocabularies, English first. */
export const STATEMENT_LEXICONS: readonly StatementLexicon[] = [en];
