import type { Category, SuggestedAction, Verdict } from '@parapet/engine';
import type { AnalysisOutcome } from '../analysis/analyze.js';
import type { ParseResponse } from '../screening/schemas.js';

/**
 * Plain-words explanations of a screening and of a URL analysis: the answers of chat without a
 * model provider, and of a message that screening blocked. Deterministic: the same results give
 * the same text.
 */

const VERDICT_WORDS: Readonly<Record<Verdict, string>> = {
  safe: 'safe',
  low_risk: 'low risk',
  medium_risk: 'medium risk (caution band)',
  high_risk: 'high risk',
  critical: 'critical',
};

/** What each category means for an agent that would act on the text. */
export const CATEGORY_MEANINGS: Readonly<Record<Category, string>> = {
  prompt_injection: 'instructions aimed at the model that try to override what it was told to do',
  jailbreak: 'an attempt to talk the model out of its safety rules (role-play, "developer mode", and the like)',
  data_exfiltration: 'an attempt to get secrets, credentials or private data sent somewhere',
  system_prompt_leak: 'an attempt to make the model reveal its hidden instructions',
  privilege_escalation: 'an attempt to gain permissions or tools the requester should not have',
  social_engineering: 'pressure, false authority or urgency meant to manipulate the reader',
  code_execution: 'an attempt to get code or commands run',
  harmful_content: 'content that asks for or carries harm',
};

const ACTION_MEANINGS: Readonly<Record<SuggestedAction, string>> = {
  allow: 'allow: an agent can act on this text normally',
  sandbox: 'sandbox: handle it with care, without tools or secrets',
  block: 'block: an agent should not act on this text',
  request_owner_approval: "request the owner's approval before disclosing anything",
  log: 'log: a first-party correction, recorded rather than blocked',
  review: 'review: the policy does not enforce blocking for this source, so a person should look at it',
};

const MAX_FLAGS = 3;
const EVIDENCE_CHARS = 80;

function quote(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}

/** Verdicts at which chat refuses to pass a message on to a model. */
const BLOCKING_VERDICTS: ReadonlySet<Verdict> = new Set(['high_risk', 'critical']);

/** Whether a screening blocks the message: a high-risk or critical verdict, or the key's policy says block. */
export function isBlocked(screening: Pick<ParseResponse, 'verdict' | 'suggested_action'>): boolean {
  return BLOCKING_VERDICTS.has(screening.verdict) || screening.suggested_action === 'block';
}

/**
 * The screening of a message in plain words: verdict, score, the main flags and what they mean, the
 * suggested action. `quoteEvidence` quotes the matched text; it is off for a blocked message, whose
 * text must not come back, through the answer, into the conversation a model later reads.
 */
export function explainScreening(screening: ParseResponse, subject = 'your message', quoteEvidence = true): string {
  const lines: string[] = [];
  lines.push(
    `Screening of ${subject}: ${VERDICT_WORDS[screening.verdict]}, risk score ${screening.risk_score.toFixed(1)} out of 10 ` +
      `(0-3 safe, 4-6 caution, 7-10 block; this key blocks from ${screening.policy.threshold}).`,
  );
  const flags = [...screening.flags].sort((a, b) => b.severity - a.severity).slice(0, MAX_FLAGS);
  if (flags.length === 0) {
    lines.push('No warning signs were found: no injection, jailbreak, exfiltration or other risk pattern matched.');
  } else {
    lines.push(`Main findings (${flags.length} of ${screening.flags.length}):`);
    for (const flag of flags) {
      const evidence = quoteEvidence && flag.evidence ? `, matched ${quote(flag.evidence, EVIDENCE_CHARS)}` : '';
      lines.push(`- ${flag.label} (${flag.category}, severity ${flag.severity.toFixed(1)}${evidence}): ${CATEGORY_MEANINGS[flag.category]}.`);
    }
  }
  lines.push(`Suggested action: ${ACTION_MEANINGS[screening.suggested_action]}.`);
  return lines.join('\n');
}

/** The answer to a message that screening blocked: why it was not passed on, and what was found. */
export function explainBlocked(screening: ParseResponse, subject = 'your message'): string {
  return [
    `${subject[0]!.toUpperCase()}${subject.slice(1)} was not passed on to a language model: screening rated it ${VERDICT_WORDS[screening.verdict]}.`,
    explainScreening(screening, subject, false),
    'If you meant to ask whether this text is safe, the screening above is the answer; POST /v1/parse gives the full result.',
  ].join('\n\n');
}

/** A URL analysis in plain words: credibility, audience leaning, injection risk of the page. */
export function explainAnalysis(outcome: AnalysisOutcome): string {
  if (outcome.error) return `The page at ${outcome.url} could not be analysed: ${outcome.error.detail}`;
  const lines: string[] = [`Analysis of ${outcome.final_url ?? outcome.url} (depth ${outcome.depth}):`];
  const title = outcome.metadata?.title;
  if (title) lines.push(`- Title: ${quote(title, 120)}.`);
  const credibility = outcome.credibility;
  if (credibility?.status === 'rated') {
    lines.push(
      `- Source credibility: ${credibility.label.replace('_', ' ')}, ${credibility.score}/100 ` +
        `(from ${credibility.ratings.length} rating${credibility.ratings.length === 1 ? '' : 's'}, ${credibility.confidence} confidence).`,
    );
  } else if (credibility) {
    lines.push(`- Source credibility: unrated (${credibility.reason}).`);
  }
  const bias = outcome.bias;
  if (bias?.status === 'rated') {
    lines.push(`- Audience leaning: ${bias.label.replace('_', ' ')} (who shares the domain, not the slant of its content).`);
  } else if (bias) {
    lines.push(`- Audience leaning: unrated (${bias.reason}).`);
  }
  const injection = outcome.injection;
  if (injection) {
    const top = injection.flags[0];
    // The page's own words are not quoted: the answer is kept in the conversation, and a model may read it later.
    const finding = top ? `; strongest finding: ${top.label} (${top.category}: ${CATEGORY_MEANINGS[top.category]})` : '';
    const advice =
      injection.risk_score >= 7
        ? ' Do not let an agent act on this page: it carries instructions aimed at AI models.'
        : injection.risk_score >= 4
          ? ' Treat the page with care if an agent reads it.'
          : '';
    lines.push(`- Injection risk of the page text: ${VERDICT_WORDS[injection.verdict]}, ${injection.risk_score.toFixed(1)}/10${finding}.${advice}`);
  }
  return lines.join('\n');
}
