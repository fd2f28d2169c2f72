import { clamp, lowerWords, phraseHits, round1, sentences, words } from './text.js';

/**
 * The `quality` evaluator: deterministic heuristics over the prompt's wording, documented in
 * docs/evaluation.md. Four sub-scores 0-10, each with the reasons that moved it; `score` is their
 * mean. Higher is better everywhere (`ambiguity` 10 means unambiguous).
 */
export interface SubScore {
  score: number;
  reasons: string[];
}

export interface QualityResult {
  score: number;
  clarity: SubScore;
  specificity: SubScore;
  structure: SubScore;
  ambiguity: SubScore;
}

/** Imperative verbs that name a task. */
export const TASK_VERBS: ReadonlySet<string> = new Set([
  'analyse', 'analyze', 'answer', 'build', 'calculate', 'categorize', 'check', 'classify', 'compare', 'compose', 'compute', 'convert',
  'count', 'create', 'debug', 'define', 'describe', 'design', 'draft', 'edit', 'estimate', 'evaluate', 'explain', 'extract', 'find',
  'fix', 'format', 'generate', 'give', 'identify', 'implement', 'improve', 'list', 'name', 'optimize', 'outline', 'plan', 'predict',
  'prepare', 'produce', 'proofread', 'prove', 'provide', 'rank', 'recommend', 'refactor', 'review', 'rewrite', 'solve', 'sort',
  'suggest', 'summarise', 'summarize', 'tag', 'tell', 'test', 'translate', 'write',
]);

const QUESTION_WORDS = new Set(['what', 'how', 'why', 'when', 'where', 'which', 'who', 'whom', 'whose', 'can', 'could', 'would', 'should', 'is', 'are', 'does', 'do', 'did']);
/** Openers after which the next word is the task: "please summarize", "can you list", "I need you to write". */
const POLITE_OPENERS = ['please', 'can you', 'could you', 'would you', 'will you', 'i need you to', 'i want you to', 'help me', 'you should', 'your task is to', 'you will'];

const HEDGES = ['maybe', 'perhaps', 'kind of', 'sort of', 'i guess', 'somehow', 'or something', 'whatever', 'i think', 'not sure', 'if possible'];

const CONSTRAINT_PHRASES = [
  'must', 'must not', 'should not', 'do not', "don't", 'only', 'exactly', 'at most', 'at least', 'no more than', 'no longer than', 'fewer than',
  'less than', 'under', 'within', 'limit', 'avoid', 'without', 'maximum', 'minimum', 'never', 'always', 'required', 'include', 'exclude',
];
const UNITS = new Set(['word', 'words', 'sentence', 'sentences', 'paragraph', 'paragraphs', 'bullet', 'bullets', 'item', 'items', 'point', 'points', 'character', 'characters', 'token', 'tokens', 'line', 'lines', 'examples', 'steps', 'pages', 'minutes', 'seconds']);

const FORMAT_PHRASES = [
  'json', 'yaml', 'xml', 'html', 'csv', 'markdown', 'table', 'bullet', 'bullets', 'bulleted', 'bullet points', 'numbered list', 'list', 'code block',
  'format', 'formatted', 'heading', 'headings', 'paragraph', 'paragraphs', 'email', 'essay', 'tweet', 'haiku', 'poem', 'report', 'outline',
  'step by step', 'step-by-step', 'steps', 'one line', 'one sentence', 'schema', 'template',
];

const CONTEXT_PHRASES = [
  'for a', 'for an', 'for my', 'for our', 'audience', 'reader', 'readers', 'beginner', 'beginners', 'expert', 'experts', 'context', 'background',
  'because', 'the goal', 'goal is', 'purpose', 'i am', "i'm", 'we are', "we're", 'our', 'tone', 'style', 'you are a', 'you are an', 'as a', 'as an',
];

const EXAMPLE_PHRASES = ['for example', 'e.g', 'for instance', 'such as', 'example', 'examples', 'like this', 'sample', 'input', 'output'];

const VAGUE_PHRASES = [
  'something', 'stuff', 'things', 'thing', 'etc', 'whatever', 'somehow', 'good', 'nice', 'better', 'interesting', 'appropriate', 'various', 'a few',
  'a bit', 'a lot', 'kind of', 'sort of', 'maybe', 'perhaps', 'probably', 'soon', 'some stuff', 'anything', 'and so on', 'or so',
];
/** A first word that points at something the prompt never introduced. */
const DANGLING_OPENERS = new Set(['it', 'this', 'that', 'these', 'those', 'they', 'them', 'he', 'she', 'above', 'same']);

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function quote(items: readonly string[], max = 5): string {
  const shown = unique(items).slice(0, max).map((i) => `"${i}"`);
  return shown.join(', ') + (unique(items).length > max ? ', ...' : '');
}

/** The word after a polite opener, or the first word, of each sentence: where an imperative verb stands. */
function leadingVerbs(sentenceList: readonly string[]): string[] {
  const verbs: string[] = [];
  for (const sentence of sentenceList) {
    const ws = lowerWords(sentence.replace(/^\s*(?:[-*•]|\d{1,3}[.)])\s*/, ''));
    let at = 0;
    for (const opener of POLITE_OPENERS) {
      const parts = opener.split(' ');
      if (parts.every((p, i) => ws[i] === p)) {
        at = parts.length;
        break;
      }
    }
    const candidate = ws[at];
    if (candidate && TASK_VERBS.has(candidate)) verbs.push(candidate);
  }
  return verbs;
}

function clarity(text: string, ws: readonly string[], sentenceList: readonly string[]): SubScore {
  const reasons: string[] = [];
  let score = 0;
  const imperative = leadingVerbs(sentenceList);
  const anywhere = ws.map((w) => w.toLowerCase()).filter((w) => TASK_VERBS.has(w));
  const questions = sentenceList.filter((s) => s.trim().endsWith('?') && QUESTION_WORDS.has(lowerWords(s)[0] ?? ''));
  if (imperative.length > 0) {
    score += 3;
    reasons.push(`states the task with an imperative verb (${quote(imperative)})`);
  } else if (questions.length > 0) {
    score += 3;
    reasons.push('asks a direct question');
  } else if (anywhere.length > 0) {
    score += 2;
    reasons.push(`mentions a task verb (${quote(anywhere)}) but not as a direct instruction`);
  } else {
    reasons.push('no task verb or direct question: what the model should do is left implicit');
  }

  const average = sentenceList.length ? ws.length / sentenceList.length : 0;
  if (average >= 5 && average <= 25) {
    score += 3;
    reasons.push(`sentences of readable length (${round1(average)} words on average)`);
  } else if ((average >= 3 && average < 5) || (average > 25 && average <= 35)) {
    score += 1.5;
    reasons.push(`sentences ${average < 5 ? 'very short' : 'long'} (${round1(average)} words on average)`);
  } else {
    reasons.push(`sentence length hinders reading (${round1(average)} words on average)`);
  }

  const hedges = phraseHits(text, HEDGES);
  if (hedges.length === 0) {
    score += 2;
    reasons.push('no hedging words');
  } else if (hedges.length === 1) {
    score += 1;
    reasons.push(`one hedging word (${quote(hedges)})`);
  } else {
    reasons.push(`hedging words weaken the instruction (${quote(hedges)})`);
  }

  if (ws.length >= 6) {
    score += 2;
  } else if (ws.length >= 3) {
    score += 1;
    reasons.push(`very short (${ws.length} words)`);
  } else {
    reasons.push(`too short to state a task (${ws.length} words)`);
  }
  return { score: round1(clamp(score, 0, 10)), reasons };
}

function specificity(text: string, ws: readonly string[]): SubScore {
  const reasons: string[] = [];
  let score = 0;
  const lower = ws.map((w) => w.toLowerCase());
  const quantities: string[] = [];
  for (let i = 0; i + 1 < lower.length; i++) {
    if (/^\d+$/.test(lower[i]!) && UNITS.has(lower[i + 1]!)) quantities.push(`${lower[i]} ${lower[i + 1]}`);
  }
  const constraints = [...quantities, ...phraseHits(text, CONSTRAINT_PHRASES)];
  if (constraints.length >= 2) {
    score += 3;
    reasons.push(`constraints (${quote(constraints)})`);
  } else if (constraints.length === 1) {
    score += 2;
    reasons.push(`one constraint (${quote(constraints)})`);
  } else {
    reasons.push('no constraints (length, scope, must / must not)');
  }

  const formats = phraseHits(text, FORMAT_PHRASES);
  if (formats.length > 0) {
    score += 3;
    reasons.push(`names the output format (${quote(formats)})`);
  } else {
    reasons.push('no output format');
  }

  const context = phraseHits(text, CONTEXT_PHRASES);
  if (context.length > 0) {
    score += 2;
    reasons.push(`gives context or audience (${quote(context)})`);
  } else {
    reasons.push('no context, audience or purpose');
  }

  const examples = phraseHits(text, EXAMPLE_PHRASES);
  const quoted = /"[^"\n]{3,}"|```/.test(text);
  if (examples.length > 0 || quoted) {
    score += 2;
    reasons.push(examples.length > 0 ? `gives examples or sample data (${quote(examples)})` : 'includes quoted sample text');
  } else {
    reasons.push('no examples');
  }
  return { score: round1(clamp(score, 0, 10)), reasons };
}

/** Whether the prompt sets data apart: code fences, triple quotes, a horizontal rule, or a closed `<tag>...</tag>` pair. */
function isDelimited(text: string, lines: readonly string[]): boolean {
  if (text.includes('```') || text.includes('"""') || text.includes("'''")) return true;
  if (lines.some((l) => /^-{3,}$/.test(l.trim()))) return true;
  const tags = new Set<string>();
  for (const match of text.matchAll(/<([a-z_]{1,30})>/g)) {
    tags.add(match[1]!);
    if (tags.size > 20) break;
  }
  return [...tags].some((tag) => text.includes(`</${tag}>`));
}

/** Runs of non-blank lines. */
function countParagraphs(lines: readonly string[]): number {
  let count = 0;
  let inParagraph = false;
  for (const line of lines) {
    const blank = line.trim() === '';
    if (!blank && !inParagraph) count++;
    inParagraph = !blank;
  }
  return count;
}

function structure(text: string, ws: readonly string[], sentenceList: readonly string[]): SubScore {
  const reasons: string[] = [];
  const lines = text.split('\n');
  const listItems = lines.filter((l) => /^\s*(?:[-*•]|\d{1,3}[.)])\s+\S/.test(l)).length;
  const headings = lines.filter((l) => /^\s*#{1,6}\s+\S/.test(l) || /^\s*[A-Z][A-Za-z ]{1,30}:\s*$/.test(l) || /^\s*[A-Z][A-Za-z ]{1,20}:\s+\S/.test(l)).length;
  const delimited = isDelimited(text, lines);
  const paragraphs = countParagraphs(lines);
  const longest = Math.max(0, ...sentenceList.map((s) => words(s).length));
  let score: number;

  if (ws.length < 40) {
    score = 5;
    reasons.push('short prompt: little structure needed');
    if (sentenceList.length <= 3) {
      score += 2;
      reasons.push(`${sentenceList.length} sentence${sentenceList.length === 1 ? '' : 's'}`);
    }
    if (/[.?!:)\]`"]$/.test(text.trimEnd())) {
      score += 2;
      reasons.push('ends with complete punctuation');
    }
    if (listItems > 0 || delimited) {
      score += 1;
      reasons.push(listItems > 0 ? 'uses a list' : 'delimits its data');
    }
  } else {
    score = 2;
    if (listItems >= 2) {
      score += 3;
      reasons.push(`${listItems} list items`);
    } else {
      reasons.push('no lists for its parts');
    }
    if (headings > 0) {
      score += 2;
      reasons.push(`${headings} labelled section${headings === 1 ? '' : 's'}`);
    } else {
      reasons.push('no labelled sections (e.g. "Task:", "Context:")');
    }
    if (delimited) {
      score += 2;
      reasons.push('delimits quoted data (fences, quotes, tags or rules)');
    } else {
      reasons.push('no delimiters around data');
    }
    if (paragraphs > 1) {
      score += 1;
      reasons.push(`${paragraphs} paragraphs`);
    }
  }
  if (longest > 40) {
    score -= 2;
    reasons.push(`a run-on sentence of ${longest} words`);
  }
  return { score: round1(clamp(score, 0, 10)), reasons };
}

function ambiguity(text: string, ws: readonly string[], sentenceList: readonly string[]): SubScore {
  const reasons: string[] = [];
  let score = 10;
  const vague = phraseHits(text, VAGUE_PHRASES);
  if (vague.length > 0) {
    const penalty = Math.min(6, vague.length * 1.5);
    score -= penalty;
    reasons.push(`vague words (${quote(vague)}): -${penalty}`);
  } else {
    reasons.push('no vague words');
  }
  const first = lowerWords(sentenceList[0] ?? '')[0];
  if (first && DANGLING_OPENERS.has(first)) {
    score -= 2;
    reasons.push(`opens with "${first}", which refers to nothing the prompt introduced: -2`);
  }
  if (ws.length < 4) {
    score -= 2;
    reasons.push('too short to pin down what is wanted: -2');
  }
  return { score: round1(clamp(score, 0, 10)), reasons };
}

export function evaluateQuality(prompt: string): QualityResult {
  const ws = words(prompt);
  const sentenceList = sentences(prompt);
  const parts = {
    clarity: clarity(prompt, ws, sentenceList),
    specificity: specificity(prompt, ws),
    structure: structure(prompt, ws, sentenceList),
    ambiguity: ambiguity(prompt, ws, sentenceList),
  };
  const score = round1((parts.clarity.score + parts.specificity.score + parts.structure.score + parts.ambiguity.score) / 4);
  return { score, ...parts };
}
