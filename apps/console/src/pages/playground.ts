import { call } from '../api.js';
import { field, h, uid } from '../dom.js';
import { foundInText, hiddenCharacters, revealHidden, spansOf } from '../text.js';
import type { ParseRequest, ParseResponse, ScreenOutputResponse, TrustVerifyResponse } from '../types.js';
import { clear, messageRegion, pageTitle, showError } from '../ui.js';
import { SOURCE_KINDS } from '../vocabulary.js';

type Surface = 'prompt' | 'output' | 'agent';

/** One screening, whatever the surface, in the shape the result panel shows. */
interface Shown {
  decision: string;
  tone: 'ok' | 'warn' | 'bad';
  score: number;
  verdict?: string;
  action: string;
  facts: Array<[string, string]>;
  flags: Array<{ id: string; kind: string; severity: string; text: string; evidence: string }>;
}

const DECISIONS: Record<string, [string, Shown['tone']]> = {
  allow: ['Allowed', 'ok'],
  sandbox: ['Allowed, in a sandbox', 'warn'],
  block: ['Blocked', 'bad'],
  request_owner_approval: ['Needs the owner\'s approval', 'warn'],
  log: ['Allowed, logged', 'warn'],
  review: ['For review (not enforced on this source)', 'warn'],
  accept: ['Accepted', 'ok'],
  reject: ['Rejected', 'bad'],
};

function layersText(layers: { pattern: string; classifier: string; llm: string }, degraded?: boolean, reason?: string): string {
  const llm = `LLM ${layers.llm.replace(/_/g, ' ')}${degraded ? ` (degraded: ${reason ?? 'unavailable'})` : ''}`;
  return `patterns ${layers.pattern}, classifier ${layers.classifier}, ${llm}`;
}

function fromParse(r: ParseResponse, roundTrip: number): Shown {
  const [decision, tone] = DECISIONS[r.suggested_action] ?? [r.suggested_action, 'warn'];
  return {
    decision,
    tone,
    score: r.risk_score,
    verdict: r.verdict,
    action: r.suggested_action,
    facts: [
      ['Safe', r.safe ? 'yes' : 'no'],
      ['Block threshold', String(r.policy.threshold)],
      ['Latency', `${r.latency_ms} ms in the service, ${roundTrip} ms round trip`],
      ['Layers', layersText(r.layers, r.degraded, r.degraded_reason)],
      ['Analysis', r.analysis_method],
      ['Receipt', r.id],
      ...(r.approval_request ? [['Owner prompt', r.approval_request.owner_prompt] as [string, string]] : []),
    ],
    flags: r.flags.map((f) => ({ id: f.id, kind: `${f.category} · ${f.type}`, severity: f.severity.toFixed(1), text: `${f.label}: ${f.detail}`, evidence: f.evidence })),
  };
}

function fromOutput(r: ScreenOutputResponse, roundTrip: number): Shown {
  const [decision, tone] = r.safe ? DECISIONS['allow']! : DECISIONS['block']!;
  return {
    decision,
    tone,
    score: r.risk_score,
    verdict: r.verdict,
    action: r.safe ? 'allow' : 'block',
    facts: [
      ['Safe', r.safe ? 'yes' : 'no'],
      ['Categories', r.categories.join(', ') || 'none'],
      ['Latency', `${roundTrip} ms round trip`],
      ['Layers', layersText(r.layers, r.degraded, r.degraded_reason)],
      ['Receipt', r.id],
    ],
    flags: r.flags.map((f) => ({ id: f.id, kind: f.type, severity: f.severity, text: f.description, evidence: f.evidence })),
  };
}

function fromTrust(r: TrustVerifyResponse, roundTrip: number): Shown {
  const [decision, tone] = DECISIONS[r.recommendation] ?? [r.recommendation, 'warn'];
  return {
    decision,
    tone,
    score: r.risk_score,
    action: r.recommendation,
    facts: [
      ['Trusted', r.trusted ? 'yes' : 'no'],
      ['Latency', `${roundTrip} ms round trip`],
      ['Layers', layersText(r.layers, r.degraded, r.degraded_reason)],
      ['Receipt', r.id],
    ],
    flags: r.flags.map((f) => ({ id: f.id, kind: f.type, severity: f.severity, text: f.description, evidence: f.evidence })),
  };
}

/** The screened text with each flag's evidence marked; numbers tie a mark to its flag. */
function highlighted(text: string, flags: Shown['flags']): HTMLElement {
  const spans = spansOf(text, flags.map((f) => f.evidence));
  const out = h('div', { class: 'screened-text', 'data-field': 'highlighted' });
  for (const span of spans) {
    const piece = text.slice(span.start, span.end);
    if (span.flags.length === 0) out.append(piece);
    else {
      const names = span.flags.map((i) => `${i + 1}. ${flags[i]!.id}`).join('; ');
      out.append(h('mark', { title: names, 'data-flags': span.flags.map((i) => i + 1).join(' ') }, piece, h('span', { class: 'sr-only' }, ` (flag ${names})`)));
    }
  }
  return out;
}

/** Views of the text the reader cannot see in it: evidence found only after decoding, hidden characters. */
function decodedViews(text: string, flags: Shown['flags']): HTMLElement | null {
  const decoded = flags.map((f, i) => ({ f, i })).filter(({ f }) => f.evidence.trim() !== '' && !foundInText(text, f.evidence));
  const hidden = hiddenCharacters(text);
  if (decoded.length === 0 && hidden.length === 0) return null;
  const parts: HTMLElement[] = [h('h3', {}, 'Decoded views')];
  if (decoded.length > 0) {
    parts.push(
      h('p', {}, 'This evidence is not in the text as written: the service found it after decoding (base64, hex, URL or HTML entities, homoglyphs, hidden characters).'),
      h('ul', { 'data-field': 'decoded' }, ...decoded.map(({ f, i }) => h('li', {}, h('span', { class: 'flag-no' }, `${i + 1}`), ' ', h('code', {}, f.evidence), ` (${f.id})`))),
    );
  }
  if (hidden.length > 0) {
    const counts = new Map<string, number>();
    for (const cp of hidden) counts.set(cp, (counts.get(cp) ?? 0) + 1);
    parts.push(
      h('p', {}, `${hidden.length} hidden character${hidden.length === 1 ? '' : 's'}: `, [...counts].map(([cp, n]) => `${cp} × ${n}`).join(', '), '. Shown in place:'),
      h('pre', { class: 'screened-text', 'data-field': 'revealed' }, revealHidden(text)),
    );
  }
  return h('section', { class: 'decoded' }, ...parts);
}

function render(result: HTMLElement, text: string, shown: Shown): void {
  const meter = h('meter', { min: 0, max: 10, low: 4, high: 7, optimum: 0, value: shown.score, 'aria-label': 'Risk score' });
  const flagsList =
    shown.flags.length === 0
      ? h('p', { 'data-field': 'flags' }, 'No flags.')
      : h(
          'ol',
          { class: 'flags', 'data-field': 'flags' },
          ...shown.flags.map((f) =>
            h('li', {}, h('strong', {}, f.kind), ` severity ${f.severity} `, h('code', {}, f.id), h('br'), f.text,
              f.evidence ? h('div', { class: 'evidence' }, 'Evidence: ', h('q', {}, f.evidence)) : null),
          ),
        );
  const textBlock = shown.flags.some((f) => f.evidence) ? [h('h3', {}, 'Evidence in the text'), highlighted(text, shown.flags)] : [];
  result.replaceChildren(
    h('h2', {}, 'Result'),
    h('p', { class: `decision ${shown.tone}`, 'data-field': 'decision' }, shown.decision),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Score'), h('dd', {}, h('span', { 'data-field': 'score' }, shown.score.toFixed(1)), ' / 10 ', meter),
      ...(shown.verdict ? [h('dt', {}, 'Verdict'), h('dd', { 'data-field': 'verdict' }, shown.verdict)] : []),
      h('dt', {}, 'Action'), h('dd', { 'data-field': 'action' }, shown.action),
      ...shown.facts.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]),
    ),
    h('h3', {}, `Flags (${shown.flags.length})`),
    flagsList,
    ...textBlock,
    decodedViews(text, shown.flags) ?? '',
  );
}

/** Paste a text, pick where it comes from, and see what the service makes of it. */
export function playgroundPage(main: HTMLElement): void {
  const errors = messageRegion('alert');
  const result = h('section', { class: 'result', 'aria-live': 'polite', 'aria-label': 'Screening result' });
  const textArea = h('textarea', { name: 'text', rows: 8, required: true, maxlength: 50000 });
  const surfaceName = uid('surface');
  const radio = (value: Surface, label: string, checked = false) => {
    const input = h('input', { type: 'radio', name: surfaceName, value, checked });
    input.addEventListener('change', sync);
    return h('label', { class: 'choice' }, input, ` ${label}`);
  };
  const sourceKind = h('select', { name: 'source_kind' }, h('option', { value: '' }, '(not given)'), ...SOURCE_KINDS.map((k) => h('option', { value: k }, k)));
  const mode = h('select', { name: 'mode' }, h('option', { value: 'full' }, 'full'), h('option', { value: 'pattern-only' }, 'pattern-only (text stays in the service)'));
  const agent = h('input', { type: 'text', name: 'source_agent', value: 'agent-under-test', maxlength: 200 });
  const context = h('textarea', { name: 'context', rows: 2, maxlength: 50000 });
  const promptOnly = h('div', { class: 'row' }, field('Source kind', sourceKind, 'Where the text came from; text arriving as content (email, web page, tool output) is judged more strictly.'), field('Analysis', mode));
  const agentOnly = h('div', {}, field('Sending agent', agent));
  const contextField = field('Context (optional)', context, 'The original prompt or task.');
  const button = h('button', { type: 'submit' }, 'Screen');

  function surface(): Surface {
    return (main.querySelector<HTMLInputElement>(`input[name="${surfaceName}"]:checked`)?.value ?? 'prompt') as Surface;
  }
  function sync(): void {
    const s = surface();
    promptOnly.hidden = s !== 'prompt';
    agentOnly.hidden = s !== 'agent';
    contextField.hidden = s === 'prompt';
  }

  const submit = async (): Promise<void> => {
    clear(errors);
    const text = textArea.value;
    if (text.trim() === '') {
      errors.textContent = 'Enter a text to screen.';
      textArea.focus();
      return;
    }
    button.disabled = true;
    result.setAttribute('aria-busy', 'true');
    try {
      const s = surface();
      if (s === 'prompt') {
        const body: ParseRequest = { prompt: text, mode: mode.value as 'full' | 'pattern-only' };
        if (sourceKind.value) body.metadata = { source_kind: sourceKind.value as NonNullable<ParseRequest['metadata']>['source_kind'] };
        const { body: r, elapsedMs } = await call<ParseResponse>('POST', '/v1/parse', body);
        render(result, text, fromParse(r, elapsedMs));
      } else if (s === 'output') {
        const { body: r, elapsedMs } = await call<ScreenOutputResponse>('POST', '/v1/screen-output', { output: text, ...(context.value ? { context: context.value } : {}) });
        render(result, text, fromOutput(r, elapsedMs));
      } else {
        const { body: r, elapsedMs } = await call<TrustVerifyResponse>('POST', '/v1/agent/trust/verify', {
          source_agent: agent.value,
          message: text,
          ...(context.value ? { context: context.value } : {}),
        });
        render(result, text, fromTrust(r, elapsedMs));
      }
    } catch (error) {
      result.replaceChildren();
      showError(errors, error);
    } finally {
      button.disabled = false;
      result.removeAttribute('aria-busy');
    }
  };

  const form = h(
    'form',
    { class: 'card', onsubmit: (e: Event) => (e.preventDefault(), void submit()) },
    field('Text to screen', textArea, 'Up to 50,000 characters. The service keeps a hash and the length, not the text.'),
    h('fieldset', { class: 'row' }, h('legend', {}, 'Surface'),
      radio('prompt', 'Prompt', true), radio('output', 'Model output'), radio('agent', 'Agent message')),
    promptOnly,
    agentOnly,
    contextField,
    button,
  );
  main.append(pageTitle('Playground'), errors, form, result);
  sync();
}
