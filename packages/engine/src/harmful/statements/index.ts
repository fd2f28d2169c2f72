import type { StatementLexicon } from '../types.js';
import { STATEMENTS as en } from './en.js';
import { STATEMENTS as zh } from './zh.js';
import { STATEMENTS as es } from './es.js';
import { STATEMENTS as hi } from './hi.js';
import { STATEMENTS as ar } from './ar.js';
import { STATEMENTS as bn } from './bn.js';
import { STATEMENTS as pt } from './pt.js';
import { STATEMENTS as ru } from './ru.js';
import { STATEMENTS as ja } from './ja.js';
import { STATEMENTS as de } from './de.js';
import { STATEMENTS as fr } from './fr.js';
import { STATEMENTS as ko } from './ko.js';
import { STATEMENTS as it } from './it.js';
import { STATEMENTS as vi } from './vi.js';
import { STATEMENTS as th } from './th.js';
import { STATEMENTS as tr } from './tr.js';
import { STATEMENTS as fa } from './fa.js';
import { STATEMENTS as id } from './id.js';
import { STATEMENTS as sw } from './sw.js';
import { STATEMENTS as jv } from './jv.js';

/** The twenty languages' statement vocabularies, in the order of the request lexicons. */
export const STATEMENT_LEXICONS: readonly StatementLexicon[] = [en, zh, es, hi, ar, bn, pt, ru, ja, de, fr, ko, it, vi, th, tr, fa, id, sw, jv];
