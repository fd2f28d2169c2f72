/**
 * Harmful requests in each of the twenty languages: every harmful example a language's word list
 * carries (`harmful/lexicons/<lang>.ts`, written for this project) is flagged through the whole
 * engine as a user prompt (risk >= 7, with the flag of its domain), and every safe look-alike stays
 * below caution (risk < 4).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HARM_LEXICONS } from '../src/harmful/lexicons/index.js';
import { CORE_HARM_DOMAINS, HARM_DOMAINS } from '../src/harmful/types.js';
import { createEngine } from '../src/index.js';
import { itScoresExamples } from './support/examples.js';

const engine = createEngine();

describe('harmful requests in twenty languages', () => {
  it('has the twenty languages, each once', () => {
    const langs = HARM_LEXICONS.map((l) => l.lang);
    assert.equal(new Set(langs).size, 20);
    assert.deepEqual(
      [...langs].sort(),
      ['ar', 'bn', 'de', 'en', 'es', 'fa', 'fr', 'hi', 'id', 'it', 'ja', 'jv', 'ko', 'pt', 'ru', 'sw', 'th', 'tr', 'vi', 'zh'],
    );
  });
  for (const lex of HARM_LEXICONS) {
    describe(lex.lang, () => {
      it('has harmful examples in every domain and safe look-alikes', () => {
        for (const d of HARM_DOMAINS) {
          const terms = lex.domains[d];
          if (!terms) {
            assert.ok(!(CORE_HARM_DOMAINS as readonly string[]).includes(d), `${lex.lang}: no words for ${d}`);
            continue;
          }
          assert.ok(lex.examples.harmful.filter(([dom]) => dom === d).length >= 2, `${lex.lang}: fewer than two examples of ${d}`);
        }
        assert.ok(lex.examples.safe.length >= 10, `${lex.lang}: fewer than ten safe look-alikes`);
      });
      itScoresExamples(engine, lex.lang, lex.examples.harmful, lex.examples.safe);
    });
  }
});
