import { TASK_VERBS } from './quality.js';
import { lowerWords, phraseHits, round1, sentences, syllables, words } from './text.js';

/**
 * The `complexity` evaluator: readability (Flesch reading ease, Flesch-Kincaid grade), how deeply
 * instructions nest, how many conditions they carry and how many distinct tasks the prompt asks
 * for. Documented in docs/evaluation.md.
 */
export interface ComplexityResult {
  characters: number;
  words: number;
  sentences: number;
  average_sentence_length: number;
  average_syllables_per_word: number;
  /** Share of words with three syllables or more, 0-1. */
  complex_word_ratio: number;
  /** 0-100 and beyond; higher reads more easily. */
  flesch_reading_ease: number;
  /** US school grade; 0 at least. */
  flesch_kincaid_grade: number;
  /** Deepest nesting of list items (0 without lists, 1 for a flat list). */
  instruction_depth: number;
  /** Conditional clauses: if, unless, when, otherwise, except, in case, whether. */
  conditions: number;
  /** Instructions that start with, or chain, a task verb. */
  tasks: number;
  /** The distinct task verbs, in order of first use. */
  task_verbs: string[];
  level: 'simple' | 'moderate' | 'complex';
}

const CONDITION_PHRASES = ['if', 'unless', 'when', 'whenever', 'otherwise', 'except', 'in case', 'whether', 'provided that'];
/** Words that open a new instruction inside a sentence. */
const CHAIN_WORDS = new Set(['then', 'and', 'also', 'next', 'finally', 'afterwards', 'after', 'before', 'please']);
const LIST_ITEM = /^(\s*)(?:[-*•+]|\d{1,3}[.)]|[a-z][.)])\s+\S/;

/** Deepest nesting of list items, by indentation: each deeper indent opens a level. */
function listDepth(text: string): number {
  const stack: number[] = [];
  let deepest = 0;
  for (const line of text.split('\n')) {
    const match = LIST_ITEM.exec(line.replace(/\t/g, '    '));
    if (!match) {
      if (line.trim() === '') continue;
      if (!/^\s/.test(line)) stack.length = 0;
      continue;
    }
    const indent = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]! > indent) stack.pop();
    if (stack.length === 0 || stack[stack.length - 1]! < indent) stack.push(indent);
    deepest = Math.max(deepest, stack.length);
  }
  return deepest;
}

/** Task verbs that open an instruction: at the start of a sentence, clause or list item, or after a chaining word. */
function taskVerbs(sentenceList: readonly string[]): string[] {
  const found: string[] = [];
  for (const sentence of sentenceList) {
    for (const clause of sentence.split(/[;:,]/)) {
      const ws = lowerWords(clause);
      for (let i = 0; i < ws.length; i++) {
        const w = ws[i]!;
        if (!TASK_VERBS.has(w)) continue;
        const previous = ws[i - 1];
        if (i === 0 || (previous !== undefined && CHAIN_WORDS.has(previous)) || (previous === 'to' && ws[i - 2] === 'you')) found.push(w);
      }
    }
  }
  return found;
}

export function evaluateComplexity(prompt: string): ComplexityResult {
  const ws = words(prompt);
  const sentenceList = sentences(prompt);
  const sentenceCount = Math.max(sentenceList.length, ws.length > 0 ? 1 : 0);
  const syllableCounts = ws.map(syllables);
  const totalSyllables = syllableCounts.reduce((a, b) => a + b, 0);
  const wordsPerSentence = sentenceCount ? ws.length / sentenceCount : 0;
  const syllablesPerWord = ws.length ? totalSyllables / ws.length : 0;
  const ease = ws.length ? 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord : 0;
  const grade = ws.length ? Math.max(0, 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59) : 0;
  const verbs = taskVerbs(sentenceList);
  const depth = listDepth(prompt);
  const conditions = phraseHits(prompt, CONDITION_PHRASES).length;
  const level =
    verbs.length >= 4 || depth >= 3 || grade >= 14 || conditions >= 4
      ? 'complex'
      : verbs.length >= 2 || depth >= 2 || grade >= 9 || conditions >= 2 || ws.length > 150
        ? 'moderate'
        : 'simple';
  return {
    characters: prompt.length,
    words: ws.length,
    sentences: sentenceCount,
    average_sentence_length: round1(wordsPerSentence),
    average_syllables_per_word: Math.round(syllablesPerWord * 100) / 100,
    complex_word_ratio: ws.length ? Math.round((syllableCounts.filter((n) => n >= 3).length / ws.length) * 1000) / 1000 : 0,
    flesch_reading_ease: round1(ease),
    flesch_kincaid_grade: round1(grade),
    instruction_depth: depth,
    conditions,
    tasks: verbs.length,
    task_verbs: [...new Set(verbs)],
    level,
  };
}
