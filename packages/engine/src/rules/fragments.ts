/** Reusable RE2 fragments for rule patterns. Every fragment is bounded, so patterns stay small. */

/** Up to `n` characters within one sentence. */
export const gap = (n = 40): string => `[^.!?\\n]{0,${n}}`;

/** Up to `n` words. */
export const words = (n = 4): string => `(?:\\s+\\S+){0,${n}}\\s+`;

export const any = (...alternatives: string[]): string => `(?:${alternatives.join('|')})`;

/** The model or assistant as the addressee. */
export const AI = any(
  'ai',
  'a\\.i\\.',
  'assistant',
  'chat ?bot',
  'llm',
  'language model',
  'gpt',
  'chatgpt',
  'claude',
  'gemini',
  'copilot',
  'agent',
  'model',
  'bot',
  'automated (?:\\w+ )?(?:software|system|tool|screener|reviewer|parser|agent)s?',
  '(?:resume|cv|applicant|document|email) (?:screener|screening (?:software|tool|system)|parser|filter)',
  'language models?',
);

/** Words for the instructions a model was given. */
export const INSTRUCTIONS = any(
  'instructions?',
  'prompts?',
  'rules',
  'directives?',
  'guidelines',
  'commands?',
  'directions',
  'restrictions',
  'programming',
  'orders',
  'policies',
  'system message',
);

export const EARLIER = any(
  'previous',
  'prior',
  'preceding',
  'above',
  'earlier',
  'foregoing',
  'original',
  'initial',
  'old',
  'existing',
  'former',
  'all',
  'any',
  'every',
  'your',
  'these',
  'those',
  'the',
  'system',
  'developer',
  'my',
);
