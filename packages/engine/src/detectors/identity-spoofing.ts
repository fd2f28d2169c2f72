import { compile } from '../patterns/compile.js';
import type { Finding } from '../scoring/index.js';
import type { Detector } from './types.js';

const CLAIM = compile(
  "\\b(?:i am|i'm|this is|message from|sent by|on behalf of|speaking for|signed(?: by)?|regards,)\\s*:?\\s+(?:the\\s+)?(?:agent\\s+)?[\"'@]?([A-Za-z][A-Za-z0-9_.-]{1,40})",
  'giu',
);
const HEADER = compile('(?:^|\\n)\\s*(?:from|sender|agent|source|agent[-_ ]id)\\s*:\\s*["\']?([A-Za-z][A-Za-z0-9_.@-]{1,60})', 'giu');
const ROLE_IDENTITIES = new Set([
  'admin', 'administrator', 'system', 'root', 'owner', 'operator', 'orchestrator', 'supervisor', 'security',
  'planner', 'coordinator', 'manager', 'controller', 'master', 'ceo', 'developer', 'openai', 'anthropic',
]);
/** At most this many spoofing findings per message. */
const MAX_FINDINGS = 3;

function canonical(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^agent/, '').replace(/agent$/, '');
}

function looksLikeIdentity(name: string): boolean {
  const lower = name.toLowerCase();
  return ROLE_IDENTITIES.has(lower) || /[0-9_-]/.test(name) || /(?:agent|bot)$/i.test(name);
}

/**
 * A message that names a sender other than the one the transport authenticated: "This is admin
 * speaking" from `billing-bot`. A role identity (admin, system, ...) weighs 7.5, another agent's
 * name 6.5. Runs on agent messages only, and only when the authenticated sender is known.
 */
export const identitySpoofingDetector: Detector = {
  id: 'identity-spoofing',
  surfaces: ['agent'],
  detect(ctx) {
    const sender = ctx.sourceAgent;
    if (sender === undefined) return [];
    const claimed = new Set<string>();
    for (const pattern of [CLAIM, HEADER]) {
      for (const m of ctx.text.matchAll(pattern)) {
        const name = m[1] ?? '';
        if (looksLikeIdentity(name)) claimed.add(name);
      }
    }
    const actual = canonical(sender);
    const findings: Finding[] = [];
    for (const name of claimed) {
      const c = canonical(name);
      if (!c || c === actual || actual.includes(c) || c.includes(actual)) continue;
      const role = ROLE_IDENTITIES.has(name.toLowerCase());
      findings.push({
        id: 'social_engineering.identity-spoofing',
        category: 'social_engineering',
        type: 'identity_spoofing',
        label: 'Identity spoofing',
        detail: `The message claims to come from "${name}" but was sent by "${sender}".`,
        severity: role ? 7.5 : 6.5,
        evidence: name,
        signal: true,
        correction: false,
      });
    }
    return findings.slice(0, MAX_FINDINGS);
  },
};
