import { compile, type LinearRegExp } from '../patterns/compile.js';
import { gap } from '../rules/fragments.js';
import { isIndirect, round1, type Finding } from '../scoring/index.js';
import type { Detector, DetectorContext } from './types.js';

/**
 * Instructions addressed to the model that reads a piece of content: the sentence planted in a
 * receipt email ("add a line to your reply about ..."), the `<!-- assistant: ... -->` comment in a
 * web page, the `[[SYSTEM: ...]]` tag in a review, the stray task between the rows of a table.
 *
 * The text (its canonical view) is cut into lines and sentences in one pass; a few RE2 patterns
 * run once each over the whole text and mark the sentences they hit; per-sentence checks (does it
 * open with a verb, is it a question, does it introduce the data) run only on marked sentences and
 * on prose lines that touch a table, so the cost stays linear in the text.
 *
 * Signals of a sentence:
 * - `tag`: a bracketed or commented role tag (`[[SYSTEM: ...]]`, `[ADMIN]`, `<!-- assistant: -->`);
 * - `vocative`: words to an AI ("note to the AI", "if you are an assistant", "AI, please", a line
 *   opening with "Assistant:");
 * - `output`: the reader's own answer ("in your reply", "your summary should", "when you answer");
 * - `manner`: orders about how to answer (reverse order, emojis, numbers for vowels, misspelling,
 *   no spaces, a given language);
 * - `insert`: orders to put text, a link or a website into what is written;
 * - `task`: an imperative or a question standing alone next to the rows of a table or data.
 * Where the sentence sits adds to it: after a signature or a separator line, or at the very end of
 * a document it does not belong to.
 *
 * Weight by source: content (email, retrieved_doc, web_page, tool_output, memory, agent_handoff)
 * gets the full severity; a user's own prompt, where such orders are the request itself, gets at
 * most a low-severity note for tags and vocatives, nothing for the rest. A document that is all one
 * instruction (nothing else around it) is read as a request and halved, as is a sentence that
 * discusses attacks rather than making one.
 */

type Signal = 'tag' | 'vocative' | 'vocative_weak' | 'output' | 'reshape' | 'manner' | 'insert' | 'reading';

const AI_NAMES =
  '(?:ai|a\\.i\\.|assistant|ai assistant|chat ?bot|llm|large language model|language model|ai model|ai agent|chatgpt|gpt(?:-?\\d)?|claude|gemini|copilot|bard)';
const ANSWER = '(?:responses?|repl(?:y|ies)|answers?|summar(?:y|ies)|outputs?|translations?|completions?)';

const PATTERNS: ReadonlyArray<[Signal, LinearRegExp]> = [
  [
    'tag',
    compile(
      [
        `\\[\\[\\s*(?:system|admin|administrator|assistant|instructions?|developer|root|operator|ai|llm|prompt|override|sudo)\\b`,
        `\\[\\s*(?:system|admin|administrator|sudo|override|(?:system|admin|administrator)\\s+(?:note|message|instructions?|override|prompt|command))\\s*(?:\\](?:[^(]|$)|:)`,
        `\\[\\s*(?:note|instructions?|message)\\s+(?:to|for)\\s+(?:the\\s+)?${AI_NAMES}\\s*(?:\\](?:[^(]|$)|:)`,
        `<!--\\s*(?:system|admin|administrator|assistant|ai|llm|instructions?|prompt|chatgpt|gpt|claude|copilot|gemini|note to (?:the )?${AI_NAMES})\\s*[:,]`,
        `<!--\\s*(?:ignore|disregard|forget|always|never|you must|you should|please|when summari[sz]ing|when answering)\\b`,
        `\\{\\{\\s*(?:system|admin|assistant|instructions?)\\s*:`,
      ].join('|'),
      'giu',
    ),
  ],
  [
    'vocative',
    compile(
      [
        `\\b(?:note|message|instructions?|reminder|memo|directive|attention|notice|p\\.?s\\.?|hint|request)\\s*(?:to|for)\\s*(?:the\\s+|any\\s+|all\\s+|an?\\s+)?(?:${AI_NAMES}|automated (?:\\w+ )?(?:software|system|tool|screener|reviewer|parser|assistant)|(?:resume|cv|document|email) (?:screener|parser|filter))s?\\b`,
        `\\bif\\s+you\\s+are\\s+(?:an?\\s+|the\\s+)?(?:${AI_NAMES}|artificial intelligence|automated|bot|model)\\b`,
        `\\b(?:dear|hey|hi|hello|attention|listen|okay|ok)\\s*,?\\s+(?:the\\s+)?${AI_NAMES}\\s*[,:!.]`,
        `\\b${AI_NAMES}\\s*,\\s*(?:please|ignore|do|don't|make|add|include|tell|write|respond|answer|reply|say|summari[sz]e|remember|forget|from now|stop|list|give|send|call|use)\\b`,
        `\\b${AI_NAMES}s?\\s+(?:that\\s+(?:is\\s+|are\\s+)?)?(?:reading|processing|summari[sz]ing|parsing|reviewing|analy[sz]ing|screening|browsing|handling|reads|processes|summari[sz]es)\\s+(?:this|these|the following)\\b`,
      ].join('|'),
      'giu',
    ),
  ],
  ['vocative_weak', compile(`(?:^|\\n|<!--|\\*\\*)\\s*${AI_NAMES}\\s*\\*{0,2}\\s*:`, 'giu')],
  [
    'output',
    compile(
      [
        `\\b(?:in|to|into|within|throughout|at the (?:start|end|beginning|top|bottom) of|before|after|as part of|for)\\s+(?:each\\s+of\\s+|all\\s+of\\s+)?(?:your|each|every|all|any)\\s+(?:(?:next|final|future|following|subsequent|own)\\s+)?${ANSWER}\\b`,
        `\\b(?:your|each|every)\\s+(?:(?:next|final|future|following|subsequent)\\s+)?(?:response|reply|answer|summary|output|translation|completion)s?\\s+(?:should|must|shall|needs? to|has to|have to|ought to|may only|can only|is to|are to)\\b`,
        `\\bwhen(?:ever)?\\s+(?:you\\s+)?(?:answer|respond|reply|summari[sz]e|generate|translate|output)(?:ing)?\\b`,
        `\\b(?:begin|start|end|finish|conclude|open|close|preface|prefix|sign off|sign)\\s+(?:all\\s+|each\\s+|every\\s+)?(?:of\\s+)?(?:your|each|every)\\s+(?:response|reply|answer|summary|output|message|sentence)s?\\b`,
      ].join('|'),
      'giu',
    ),
  ],
  [
    'reshape',
    compile(
      `\\b(?:modify|alter|adjust|tweak|customi[sz]e|personali[sz]e|amend|enhance|augment|enrich|render|encrypt|encode|cipher|format|structure|translate|rewrite|spice up|season|punctuate|decorate|pepper|embellish|supplement|complement|extend|tailor|style|frame|phrase|word|craft|wrap|shape|obfuscate|scramble|reverse|flip|mirror|garble|pad|stuff|sprinkle|lace|infuse|fill|conclude|preface|prefix|suffix|caption|display|output)\\s+(?:all\\s+(?:of\\s+)?)?(?:your|each|every)\\s+(?:(?:next|final|future|following|subsequent|whole|entire)\\s+)?${ANSWER}\\b`,
      'giu',
    ),
  ],
  [
    'reading',
    compile(
      `\\b(?:ignore|disregard|overlook|skip|discount|downplay)\\s+(?:all\\s+|any\\s+|the\\s+|every\\s+|other\\s+)*(?:[\\w-]+\\s+){0,2}(?:in|from|of|about|within)\\s+(?:this|the|these)\\s+(?:text|document|data|resume|cv|page|email|message|content|report|profile|file|snippets?|passage|article|review|application|candidate)s?\\b`,
      'giu',
    ),
  ],
  [
    'manner',
    compile(
      [
        `\\b(?:answer|respond|reply|write|say|spell|output|print|give|list|present|rewrite|type|return)\\b${gap(40)}\\b(?:in\\s+reverse|backwards?|reversed|in\\s+(?:all\\s+)?(?:caps|capital letters|upper ?case)|in\\s+pig latin|in\\s+morse|in\\s+rhymes?|as\\s+a\\s+(?:poem|haiku|limerick|rap|song|pirate))\\b`,
        `\\breverse\\s+(?:the\\s+)?(?:order\\s+of\\s+(?:the\\s+)?)?(?:every|each|all|the)?\\s*(?:words?|letters?|characters?|sentences?)\\b`,
        `\\b(?:use|add|include|insert|with|using|sprinkle|fill)\\b${gap(30)}\\bemojis?\\b`,
        `\\bemojis?\\s+(?:in|to|throughout|after|at)\\s+(?:your|each|every|the end)`,
        `\\b(?:numbers?|digits?|numerals?|symbols?)\\s+(?:instead\\s+of|in\\s+place\\s+of|for)\\s+(?:the\\s+|all\\s+|every\\s+|each\\s+)?(?:vowels?|letters?)\\b`,
        `\\breplace\\s+(?:all\\s+|every\\s+|each\\s+|the\\s+)*(?:vowels?|letters?|spaces?|words?)\\b`,
        `\\b(?:vowels?|letters?)\\s+(?:with|by|as)\\s+(?:numbers?|digits?|numerals?|symbols?)`,
        `\\b(?:misspell|anagram|scramble|jumble)\\w*\\b`,
        `\\b(?:remove|omit|delete|drop|without)\\s+(?:all\\s+|any\\s+|the\\s+)?(?:spaces|vowels|punctuation)\\b`,
        `\\bhomophones?\\b`,
        `\\b(?:answer|respond|reply|write|translate|speak|talk)\\s+(?:only\\s+)?(?:in|into)\\s+(?:french|spanish|german|italian|portuguese|russian|chinese|japanese|korean|arabic|hindi|dutch|swedish|polish|turkish|greek|latin|klingon)\\b`,
      ].join('|'),
      'giu',
    ),
  ],
  [
    'insert',
    compile(
      [
        `\\b(?:add|include|insert|append|prepend|put|place|embed|attach|mention|recommend|promote|advertise)\\b${gap(80)}\\b(?:website|web ?site|web ?page|link|url|hyperlink|www\\.|https?://|\\.com\\b|\\.net\\b|\\.org\\b)`,
        `\\b(?:add|include|insert|integrate|incorporate|weave|embed|put|place|work|slip|inject|append|prepend|tack|mention|drop)\\b${gap(80)}\\b(?:in|into|to|within|throughout|on)\\s+(?:your|each|every)\\s+(?:(?:next|final|following)\\s+)?${ANSWER}\\b`,
        `\\b(?:add|include|insert|append|prepend|put|write|say|state)\\s+(?:a|an|one|the|this|following|another)?\\s*(?:short\\s+|brief\\s+)?(?:line|sentence|paragraph|note|statement|message|p\\.?s\\.?|footnote|disclaimer|phrase|remark|comment|reminder)s?\\s+(?:about|on|saying|that|stating|which|promoting|recommending|telling|urging|claiming|praising|warning)\\b`,
        `(?:^|[^#\\w])(?:add|include|insert|append|prepend|mention)\\s*:?\\s*["“'][^"”'\\n]{3,160}["”']`,
      ].join('|'),
      'giu',
    ),
  ],
];

/** Imperatives that start a stray task; "see", "note", "click" and the like are ordinary captions. */
const VERBS =
  '(?:call|invoke|execute|trigger|erase|wipe|transfer|approve|grant|forward|upload|focus|concentrate|prioriti[sz]e|repeat|shift|apply|transform|change|convert|limit|keep|restrict|capitali[sz]e|number|write|compose|create|generate|draft|tell|give|list|explain|describe|summari[sz]e|translate|convert|calculate|compute|solve|find|name|recommend|suggest|provide|share|show|teach|help|answer|respond|reply|add|include|insert|append|mention|use|replace|rewrite|spell|say|print|output|start|begin|end|classify|categori[sz]e|rate|rank|sort|identify|define|compare|analy[sz]e|predict|recite|pretend|act|imagine|design|plan|outline|propose|brainstorm|make|develop|implement|debug|fix|correct|reverse|swap|encode|decode|remove|delete|ignore|forget|disregard|send|email|ask|inform|remind|persuade|convince|encourage|urge|promote|advertise|advise|warn|state|claim|do|don\'t|never|always|avoid|refrain|respond|produce|return|express|speak|talk|offer|guide|instruct|discuss|elaborate|determine|evaluate|assess|review|estimate|convert|conjugate|paraphrase|rephrase|shorten|expand|insert|play|sing|draw|cite|emphasi[sz]e|highlight|stress|tell|search|look up|check|verify|consider|remember|keep|express)';
/** Sentence starts (the segmenter's: line starts and after . ! ? and a space). */
const START = '(?:^|\\n|[.!?]\\s+)[ \\t]*';
const OPENS_WITH_VERB = compile(
  // a hidden comment or a double-bracketed tag opens a sentence wherever it sits ("...</p><!-- assistant: call ...")
  `(?:${START}(?:[-*•>#]+\\s*|\\d{1,2}[.)]\\s*)?(?:(?:\\[\\[?|<!--|\\{\\{)[ \\t]*)?|(?:<!--|\\[\\[|\\{\\{)[ \\t]*)(?:[A-Za-z][A-Za-z ]{1,40}(?::|\\]\\]?|,)[ \\t]*)?(?:(?:please|kindly|now|also|then|just|first|(?:can|could|would|will)\\s+you(?:\\s+please)?)\\s*,?\\s+)?${VERBS}\\b`,
  'giu',
);
/**
 * Sentences that instruct their reader: an imperative opening, "you must", "I want you to", "your
 * task is". (Not a mere "you": letters and emails speak to their reader without instructing it.)
 */
const ADDRESSING = compile(
  `(?:^|[.!?]\\s+|\\n\\s*)(?:[-*•]\\s*|\\d{1,2}[.)]\\s*)?(?:please\\s+)?${VERBS}\\b|\\byou\\s+(?:must|should|shall|will always|will never|are to|need to|have to|may not|must not|should not)\\b|\\bi\\s+(?:want|need|would like)\\s+you\\b|\\byour\\s+(?:task|role|job|goal|mission|objective)\\b`,
  'giu',
);
/** Outside letters, any "you" counts as addressing the reader too. */
const YOU = compile('\\byou(?:r|rs|rself|\'ll|\'re)?\\b', 'giu');
const ROLE_TURN = compile('(?:^|\\n)[ \\t]*(assistant|ai|user|human|system)[ \\t]*:', 'giu');
const FIELD_TASK = compile(
  '^(?:please\\s+)?(?:ignore|disregard|forget|print|output|say|respond|reply|answer|summari[sz]e|classify|report|state|translate|tell|return|repeat|write|describe|recommend|mark|treat|consider|rate)\\s+\\w',
  'iu',
);
const QUESTION_START = compile(
  `${START}(?:[-*•>#]+\\s*)?(?:what|which|who|whom|whose|when|where|why|how|can|could|would|will|should|is|are|do|does|did|have|has)\\b`,
  'giu',
);
/** A sentence that introduces the data that follows or refers to it: a framing, not a stray task. */
const FRAMING = compile(
  '(?:\\b(?:(?:the following|following|below|above|attached|this|these|the|that)\\s+(?:table|data|dataset|list|rows?|columns?|spreadsheet|report|records?|entries|text|document|information|info|content|passage|snippet|file|csv|json|results?|chart|figure))\\b)|:[ \\t]*(?:\\n|$)',
  'giu',
);
/** What a person is asked to put in their reply: their own details, a reference number. */
const HUMAN_OBJECT = compile(
  '\\b(?:include|add|attach|mention|quote|state|put|provide|give)\\s+(?:your|the|a)\\s+(?:own\\s+)?(?:order|ticket|invoice|reference|case|account|booking|confirmation|tracking|customer|member|policy|claim|phone|contact|full name|name|number|id|address|availability|details|resume|cv|signature|receipt|photo|photos|screenshot|questions?)\\b',
  'giu',
);
const DISCUSSION = compile(
  '\\b(?:prompt injection|injection attacks?|jailbreak\\w*|attackers?|adversar(?:y|ial)|malicious|red[- ]team\\w*|for example|e\\.g\\.|such as|phrases? like|vulnerabilit(?:y|ies)|exploits?|owasp|mitigat\\w+)\\b',
  'giu',
);
const THANKS_BEFORE = compile('(?:forward|thanks?|thank you|grateful|appreciate|awaiting|wait for|waiting for)\\s*$', 'iu');
const SECOND_PERSON = compile('\\byou(?:r|rs|rself)?\\b', 'giu');
const CLOSINGS = [
  'regards', 'best regards', 'kind regards', 'warm regards', 'sincerely', 'yours sincerely', 'yours truly', 'best',
  'cheers', 'thanks', 'thank you', 'many thanks', 'best wishes', 'all the best', 'respectfully', 'cordially', 'take care', 'warmly',
];

/**
 * Alone, words to an AI add nothing (the `addressed-to-model` rule weighs them); with an order they
 * are the strongest signal. A role tag alone is a warning.
 */
const BASE: Record<Signal, number> = { tag: 5, vocative: 0, vocative_weak: 4, output: 4, reshape: 7, manner: 3, insert: 3, reading: 4 };
const MAX_FINDINGS = 3;
const MIN_SEVERITY = 2.5;
/** Matches of one pattern looked at per text: enough to mark every sentence that matters. */
const MAX_MATCHES = 400;
/** Marked sentences weighed per text. */
const MAX_EVALUATED = 300;
/** The share of sentences addressing the reader from which a text reads as a request. */
const REQUEST_SHARE = 0.45;
/** What a directive weighs where directives are the request itself (a user's prompt, a text made of them). */
const REQUEST_WEIGHT = 0.3;
const MAX_SEVERITY = 9;
/** Characters of other prose a sentence needs around it to count as planted inside a document. */
const MIN_SURROUNDING = 60;

type LineKind = 'blank' | 'table' | 'separator' | 'prose' | 'code';

interface Line {
  start: number;
  end: number;
  kind: LineKind;
}

interface Sentence {
  start: number;
  end: number;
  line: number;
}

function classifyLine(text: string, inFence: boolean): LineKind {
  const t = text.trim();
  if (t === '') return 'blank';
  if (inFence) return 'code';
  if (t.startsWith('|')) return 'table';
  if (text.startsWith('    ') || text.startsWith('\t') || t.startsWith('$ ') || t.startsWith('>>> ')) {
    const c = t[0] ?? '';
    if (c !== '-' && c !== '*' && c !== '•' && !(c >= '0' && c <= '9')) return 'code';
  }
  let pipes = 0;
  let sep = true;
  for (const ch of t) {
    if (ch === '|') pipes++;
    if (!'-=*_~#+ '.includes(ch)) sep = false;
  }
  if (pipes >= 2) return 'table';
  if (sep && t.length >= 3) return 'separator';
  return 'prose';
}

/** Lines and their sentences, in one pass. */
function segment(text: string): { lines: Line[]; sentences: Sentence[] } {
  const lines: Line[] = [];
  const sentences: Sentence[] = [];
  let inFence = false;
  let lineStart = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text[i] !== '\n') continue;
    const raw = text.slice(lineStart, i);
    const fence = raw.trimStart().startsWith('```');
    const kind = fence ? 'code' : classifyLine(raw, inFence);
    if (fence) inFence = !inFence;
    const index = lines.length;
    lines.push({ start: lineStart, end: i, kind });
    if (kind === 'prose' || kind === 'table' || kind === 'code') {
      let s = lineStart;
      for (let j = lineStart; j < i; j++) {
        const c = text.charCodeAt(j);
        // . ! ? followed by a space or the end of the line; 。！？ anywhere.
        const latin = c === 46 || c === 33 || c === 63;
        if ((latin && (j + 1 === i || text.charCodeAt(j + 1) === 32)) || c === 0x3002 || c === 0xff01 || c === 0xff1f) {
          sentences.push({ start: s, end: j + 1, line: index });
          s = j + 1;
        }
      }
      if (text.slice(s, i).trim() !== '') sentences.push({ start: s, end: i, line: index });
    }
    lineStart = i + 1;
  }
  return { lines, sentences };
}

/** Where the value of a `Key: value` line starts, or -1 when the line is not one. */
function fieldValueAt(text: string, line: Line): number {
  const limit = Math.min(line.end, line.start + 48);
  const c0 = text[line.start] ?? '';
  if (!((c0 >= 'a' && c0 <= 'z') || (c0 >= 'A' && c0 <= 'Z'))) return -1;
  for (let i = line.start; i < limit; i++) {
    const c = text[i]!;
    if (c === ':') {
      if (i === line.start || text[i + 1] !== ' ' && text[i + 1] !== '\t') return -1;
      let v = i + 1;
      while (v < line.end && (text[v] === ' ' || text[v] === '\t')) v++;
      return v < line.end ? v : -1;
    }
    const ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || ' /()-._\t'.includes(c);
    if (!ok) return -1;
  }
  return -1;
}

interface Match {
  /** UTF-16 offsets in the text, like a string match's. */
  start: number;
  end: number;
  group?: string;
}

/**
 * Every match of a global pattern, from one UTF-8 copy of the text. (Matching a JS string converts
 * it to UTF-8 on every call, which over many matches in a long text would cost its length each time.)
 */
function scanner(text: string): (pattern: LinearRegExp) => Match[] {
  const buf = Buffer.from(text, 'utf8');
  let charAt: Int32Array | undefined;
  if (buf.length !== text.length) {
    charAt = new Int32Array(buf.length + 1);
    let b = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const width = c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : 3;
      for (let k = 0; k < width && b + k <= buf.length; k++) charAt[b + k] = i;
      b += width;
      if (width === 4) i++;
    }
    charAt[buf.length] = text.length;
  }
  const toChar = (byte: number): number => (charAt ? charAt[byte]! : byte);
  return (pattern) => {
    const out: Match[] = [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(buf); m !== null; m = pattern.exec(buf)) {
      const len = m[0].length;
      if (len === 0) pattern.lastIndex++;
      const g = (m as unknown as Array<Buffer | undefined>)[1];
      out.push({ start: toChar(m.index), end: toChar(m.index + len), ...(g ? { group: g.toString('utf8') } : {}) });
      if (out.length >= MAX_MATCHES) break;
    }
    pattern.lastIndex = 0;
    return out;
  };
}

function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid]!.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function neighbour(lines: readonly Line[], from: number, step: 1 | -1): Line | undefined {
  for (let i = from + step; i >= 0 && i < lines.length; i += step) {
    if (lines[i]!.kind !== 'blank') return lines[i];
  }
  return undefined;
}

function isClosing(text: string, line: Line): boolean {
  let t = text.slice(line.start, Math.min(line.end, line.start + 40)).trim().toLowerCase();
  while (t.length > 0 && ',.!'.includes(t[t.length - 1]!)) t = t.slice(0, -1);
  return t === '--' || CLOSINGS.includes(t) || t.startsWith('sent from my');
}

/** A sentence after a signature block or a separator line. */
function afterBreak(text: string, lines: readonly Line[], lineIndex: number): boolean {
  let seen = 0;
  for (let i = lineIndex - 1; i >= 0 && seen < 4; i--) {
    const line = lines[i]!;
    if (line.kind === 'blank') continue;
    if (line.kind === 'separator' || isClosing(text, line)) return i > 0;
    seen++;
  }
  return false;
}

interface Marked {
  signals: Set<Signal>;
  task?: 'imperative' | 'question';
  short?: boolean;
  between?: boolean;
}

function label(signals: ReadonlySet<Signal>, task: Marked['task']): { slug: string; what: string } {
  if (signals.has('tag')) return { slug: 'directive-tag', what: 'a bracketed or commented role tag' };
  if (signals.has('vocative') || signals.has('vocative_weak')) return { slug: 'ai-vocative', what: 'words addressed to an AI' };
  if (task && signals.size === 0) return { slug: 'out-of-place-task', what: `a stray ${task === 'question' ? 'question' : 'task'} inside table or data content` };
  return { slug: 'addressed-directive', what: 'an order about how the reader should answer' };
}

/**
 * A prompt that opens with one request line ending in a colon, then a separator or blank line, then
 * a document ("Summarize this article:\n-----\n..."): the document is content the user pasted, not
 * the user's words, and an order inside it is addressed to the model as if it had been retrieved.
 */
const PASTED_DOCUMENT = compile('^[ \\t]*[^\\n]{3,200}:[ \\t]*\\n(?:[ \\t]*[-=_*~#]{3,}[ \\t]*\\n|[ \\t]*\\n)', 'u');
/** The least a pasted document must hold to be read as one. */
const MIN_PASTED = 200;

/** The request line names a letter: the document is read as an email. */
const NAMES_EMAIL = compile('\\b(?:e-?mails?|mails?|messages?|letters?|inbox|thread)\\b');

function pastedDocument(text: string): { start: number; kind: 'email' | 'retrieved_doc' } | undefined {
  const head = PASTED_DOCUMENT.exec(text.slice(0, 400));
  if (!head || text.length - head[0].length < MIN_PASTED) return undefined;
  return { start: head[0].length, kind: NAMES_EMAIL.test(head[0]) ? 'email' : 'retrieved_doc' };
}

/**
 * The canonical text, then each reading that normalization added beside it (text hidden in comments,
 * tags or variation selectors, decoded encodings, undotted or unspaced words): an order smuggled in
 * any of them is as addressed as one in plain sight. The first folded view is the canonical text
 * around its changes, already read.
 */
function detect(ctx: DetectorContext): Finding[] {
  const found = detectText(ctx);
  let firstFolded = true;
  for (const view of ctx.normalized.views) {
    if (view.name === 'text') continue;
    if (view.name === 'folded' && firstFolded) {
      firstFolded = false;
      continue;
    }
    found.push(...detectText({ ...ctx, normalized: { ...ctx.normalized, canonical: view.text } }, view.name === 'folded' ? undefined : `text ${view.name === 'hidden' ? 'hidden' : 'encoded'} in`));
  }
  if (found.length <= 1) return found;
  const seen = new Set<string>();
  return found
    .sort((a, b) => b.severity - a.severity)
    .filter((f) => {
      const key = `${f.id}\u0000${f.evidence}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_FINDINGS);
}

function detectText(ctx: DetectorContext, wrapper?: string): Finding[] {
  if (ctx.surface === 'input' && !isIndirect(ctx.sourceKind)) {
    const doc = pastedDocument(ctx.normalized.canonical);
    if (doc) {
      const canonical = ctx.normalized.canonical.slice(doc.start);
      const pasted = detectIn({ ...ctx, normalized: { ...ctx.normalized, canonical }, sourceKind: doc.kind }, `${wrapper ? `${wrapper} ` : ''}${doc.kind === 'email' ? 'an email' : 'a document'} pasted into the prompt`);
      if (pasted.length > 0) return pasted;
    }
  }
  return detectIn(ctx, wrapper ? `${wrapper} ${ctx.sourceKind ?? 'user'} content` : undefined);
}

function detectIn(ctx: DetectorContext, carrier?: string): Finding[] {
  const indirect = isIndirect(ctx.sourceKind);
  const text = ctx.normalized.canonical;
  if (text.length === 0) return [];
  const { lines, sentences } = segment(text);
  if (sentences.length === 0) return [];
  const marked = new Map<number, Marked>();
  const mark = (i: number): Marked => {
    let m = marked.get(i);
    if (!m) {
      m = { signals: new Set() };
      marked.set(i, m);
    }
    return m;
  };
  const scan = scanner(text);
  // Per-sentence features, each from one scan of the whole text, made when first asked for.
  const features = new Map<LinearRegExp, Uint8Array>();
  const has = (pattern: LinearRegExp, i: number): boolean => {
    let set = features.get(pattern);
    if (!set) {
      set = new Uint8Array(sentences.length);
      for (const match of scan(pattern)) {
        const at = sentenceAt(sentences, Math.max(match.start, match.end - 1));
        if (at >= 0) set[at] = 1;
      }
      features.set(pattern, set);
    }
    return set[i] === 1;
  };
  for (const [signal, pattern] of PATTERNS) {
    if (ctx.surface === 'agent' && signal !== 'tag') continue;
    if (!indirect && signal !== 'tag' && signal !== 'vocative') continue;
    for (const match of scan(pattern)) {
      const index = match.start;
      // The end of a match lies in the sentence it speaks in; its start may sit on the line before.
      const at = sentenceAt(sentences, Math.max(index, match.end - 1));
      if (at < 0 || (signal !== 'tag' && lines[sentences[at]!.line]!.kind === 'code')) continue;
      if (signal === 'output') {
        if (THANKS_BEFORE.test(text.slice(Math.max(0, index - 24), index))) continue;
      }
      mark(at).signals.add(signal);
    }
  }

  // A planted dialogue: lines opening with an assistant's turn and a user's (or system's) turn.
  if (indirect && ctx.surface === 'input') {
    const turns: Array<[string, number]> = [];
    for (const match of scan(ROLE_TURN)) turns.push([(match.group ?? '').toLowerCase(), sentenceAt(sentences, match.end - 1)]);
    const hasModel = turns.some(([role]) => role === 'assistant' || role === 'ai');
    const hasUser = turns.some(([role]) => role !== 'assistant' && role !== 'ai');
    for (const [role, at] of turns) {
      // A lone system turn speaks to the model by itself ("System: focus only on ...").
      if (at >= 0 && role === 'system' && !(hasModel && hasUser)) mark(at).signals.add('vocative_weak');
    }
    if (hasModel && hasUser) {
      for (const [, at] of turns) {
        // The whole turn: every sentence of its line.
        for (let k = at; k >= 0 && k < sentences.length && sentences[k]!.line === sentences[at]!.line; k++) mark(k).signals.add('vocative_weak');
      }
    }
  }

  // Stray tasks: prose lines touching a table, in a document with one.
  const tableLines = lines.reduce((n, l) => n + (l.kind === 'table' ? 1 : 0), 0);
  if (indirect && ctx.surface === 'input' && tableLines >= 3) {
    sentences.forEach((s, i) => {
      const line = lines[s.line]!;
      const first = text.slice(line.start, line.start + 4).trimStart()[0] ?? '';
      // Headings and list items are the document's own structure, not a stray line.
      if (line.kind !== 'prose' || '#*-•'.includes(first) || (first >= '0' && first <= '9')) return;
      const prev = neighbour(lines, s.line, -1);
      const next = neighbour(lines, s.line, 1);
      if (prev?.kind !== 'table' && next?.kind !== 'table') return;
      const sentence = text.slice(s.start, s.end);
      if (has(FRAMING, i)) return;
      const question = sentence.trimEnd().endsWith('?') || has(QUESTION_START, i);
      const task = question ? 'question' : has(OPENS_WITH_VERB, i) ? 'imperative' : undefined;
      if (!task) return;
      const m = mark(i);
      m.task = task;
      // A heading-like question ("Which plan fits?") may caption a table; a full one is a task.
      m.short = sentence.trim().split(/\s+/).length <= 6;
      m.between = prev?.kind === 'table' && next?.kind === 'table';
    });
  }
  // Stray tasks in key-value records (WHOIS, headers, forms): a value that is an order to the reader.
  if (indirect && ctx.surface === 'input') {
    const fields = lines.map((l) => (l.kind === 'prose' ? fieldValueAt(text, l) : -1));
    if (fields.filter((v) => v >= 0).length >= 4) {
      fields.forEach((valueAt, li) => {
        if (valueAt < 0) return;
        const near = (step: 1 | -1) => {
          for (let k = li + step; k >= 0 && k < lines.length; k += step) if (lines[k]!.kind !== 'blank') return fields[k]! >= 0;
          return false;
        };
        if (!near(-1) && !near(1)) return;
        if (!FIELD_TASK.test(text.slice(valueAt, Math.min(lines[li]!.end, valueAt + 200)))) return;
        const at = sentenceAt(sentences, valueAt);
        if (at >= 0) mark(at).task = 'imperative';
      });
    }
  }
  if (marked.size === 0) return [];

  // A text that addresses its reader throughout (a prompt, a persona, a task list) is a request
  // passed along, not data with an order planted in it.
  // Only sentences of five words or more count: headings and labels say nothing either way.
  const counted = new Uint8Array(sentences.length);
  let prose = 0;
  sentences.forEach((s, k) => {
    if (lines[s.line]!.kind !== 'prose') return;
    let gaps = 0;
    for (let j = s.start + 1; j < s.end && gaps < 4; j++) if (text[j] === ' ' && text[j - 1] !== ' ') gaps++;
    if (gaps >= 4) {
      counted[k] = 1;
      prose++;
    }
  });
  const addressing = new Set<number>();
  if (indirect && prose >= 3) {
    // Letters speak to their reader by nature: in an email only instructions count.
    for (const pattern of ctx.sourceKind === 'email' ? [ADDRESSING] : [ADDRESSING, YOU]) {
      for (const match of scan(pattern)) {
        const at = sentenceAt(sentences, match.end - 1);
        if (at >= 0 && counted[at] === 1) addressing.add(at);
      }
    }
  }
  const requestLike = prose >= 3 && addressing.size / prose >= REQUEST_SHARE;

  let markedLength = 0;
  for (const i of marked.keys()) {
    for (let k = sentences[i]!.start; k < sentences[i]!.end; k++) if (text[k] !== ' ' && text[k] !== '\n' && text[k] !== '\t') markedLength++;
  }
  let visible = 0;
  for (let k = 0; k < text.length; k++) if (text[k] !== ' ' && text[k] !== '\n' && text[k] !== '\t') visible++;
  const surrounding = visible - markedLength;
  const firstProse = sentences.findIndex((x) => lines[x.line]!.kind === 'prose');
  let lastProseLine = -1;
  for (let k = lines.length - 1; k >= 0 && lastProseLine < 0; k--) if (lines[k]!.kind === 'prose') lastProseLine = k;

  const findings: Finding[] = [];
  let evaluated = 0;
  for (const [i, m] of marked) {
    // A text made of thousands of directive-looking sentences is decided by its first ones.
    if (++evaluated > MAX_EVALUATED) break;
    const s = sentences[i]!;
    const sentence = text.slice(s.start, s.end).trim();
    const signals = m.signals;
    const notes: string[] = [];
    let severity = 0;
    for (const sig of signals) severity = Math.max(severity, BASE[sig]);
    // An imperative opening, also after a role label ("System: focus on ...").
    const imperative = has(OPENS_WITH_VERB, i);
    const secondPerson = has(SECOND_PERSON, i);
    if (signals.has('vocative_weak') && (imperative || secondPerson)) severity = Math.max(severity, 6.5);
    if (signals.has('output') && (signals.has('manner') || signals.has('insert'))) severity = Math.max(severity, 7.5);
    else if ((signals.has('manner') || signals.has('insert')) && imperative) severity = Math.max(severity, 5.5);
    else if ((signals.has('output') || signals.has('reading')) && imperative) severity = Math.max(severity, 6.5);
    const order = imperative || ['output', 'reshape', 'manner', 'insert', 'reading'].some((x) => signals.has(x as Signal));
    if ((signals.has('vocative') || signals.has('tag')) && order) {
      severity = Math.max(severity, 8);
    }
    if (m.task) severity = Math.max(severity, m.task === 'imperative' || !m.short ? 7 : 6);
    if (m.task && m.between) {
      severity += 0.5;
      notes.push('between the rows of a table');
    }
    const lineKind = lines[s.line]!.kind;
    const structural = signals.has('tag') || signals.has('vocative');
    if (!structural && has(HUMAN_OBJECT, i)) {
      severity = Math.min(severity, 3);
      notes.push('asks a person for their own details');
    }
    if (lineKind === 'prose' && afterBreak(text, lines, s.line)) {
      severity += 1;
      notes.push('placed after a signature or separator');
    } else if (s.line === lastProseLine && s.line > 0 && surrounding >= MIN_SURROUNDING && !m.task) {
      severity += 0.5;
      notes.push('appended at the end');
    }
    if (!structural && !m.task && surrounding < MIN_SURROUNDING) {
      severity *= REQUEST_WEIGHT;
      notes.push('the whole text is one instruction, read as a request');
    } else if (!structural && !m.task && i === firstProse && tableLines < 3) {
      severity *= REQUEST_WEIGHT;
      notes.push('it opens the text, as a request framing what follows');
    } else if (!structural && requestLike) {
      severity *= REQUEST_WEIGHT;
      notes.push('the text addresses its reader throughout, read as a request');
    } else if (signals.has('vocative') && !signals.has('tag') && requestLike) {
      severity *= 0.6;
      notes.push('the text addresses its reader throughout');
    }
    if (has(DISCUSSION, i)) {
      severity *= 0.5;
      notes.push('in text that discusses attacks');
    }
    if (!indirect) {
      severity = Math.min(severity * REQUEST_WEIGHT, 3);
      notes.push('from the user, where directives are normal');
    } else {
      notes.push(`inside ${carrier ?? `${ctx.sourceKind} content`}`);
    }
    severity = round1(Math.min(severity, MAX_SEVERITY));
    // Below this a finding would only tip other signals over the threshold without evidence of its own.
    if (severity < MIN_SEVERITY) continue;
    const { slug, what } = label(signals, m.task);
    findings.push({
      id: `prompt_injection.${slug}`,
      category: 'prompt_injection',
      type: indirect ? 'indirect_injection' : 'prompt_injection',
      label: 'Instruction addressed to the model',
      detail: `A sentence speaks to the model reading the text: ${what} (${notes.join('; ')}).`,
      severity,
      evidence: sentence.slice(0, 200),
      signal: severity >= 2,
      correction: false,
    });
  }
  return findings.sort((a, b) => b.severity - a.severity).slice(0, MAX_FINDINGS);
}

/**
 * Instructions addressed to the model inside content (see the file's header). Runs on prompts and,
 * for role tags only, on agent messages, where orders to the receiving agent are otherwise normal.
 */
export const addressedDirectiveDetector: Detector = {
  id: 'addressed-directive',
  surfaces: ['input', 'agent'],
  detect,
};
