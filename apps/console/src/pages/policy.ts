import { ApiError, call } from '../api.js';
import { field, h } from '../dom.js';
import type { ScreeningPolicy, ScreeningPolicyUpdate } from '../types.js';
import { clear, messageRegion, pageTitle, showError } from '../ui.js';
import { SOURCE_KINDS } from '../vocabulary.js';

const APPROVALS = [
  ['approval_required_for_personal_data', 'Personal data'],
  ['approval_required_for_location', 'Location'],
  ['approval_required_for_future_plans', 'Future plans'],
] as const;

function checkbox(name: string, label: string, checked: boolean): [HTMLInputElement, HTMLElement] {
  const input = h('input', { type: 'checkbox', name, checked });
  return [input, h('label', { class: 'choice' }, input, ` ${label}`)];
}

/** Read and change this key's screening policy; the service validates, and its message is shown as given. */
export async function policyPage(main: HTMLElement): Promise<void> {
  const errors = messageRegion('alert');
  const status = messageRegion('status');
  main.append(pageTitle('Policy'), h('p', {}, 'How screenings made with this key are decided. Changes apply to the next screening.'), errors, status);
  let policy: ScreeningPolicy;
  try {
    policy = (await call<ScreeningPolicy>('GET', '/v1/policy')).body;
  } catch (error) {
    showError(errors, error);
    return;
  }

  const threshold = h('input', { type: 'number', name: 'autoBlockThreshold', min: 1, max: 10, step: 1, value: policy.autoBlockThreshold, inputmode: 'numeric' });
  const [screenAll, screenAllLabel] = checkbox('screenAllPrompts', 'Enforce on every prompt, whatever its source', policy.screenAllPrompts);
  const sources = SOURCE_KINDS.map((k) => checkbox(`source-${k}`, k, policy.sources.includes(k)));
  const approvals = APPROVALS.map(([key, label]) => checkbox(key, label, policy[key]));
  const save = h('button', { type: 'submit' }, 'Save policy');

  const form = h(
    'form',
    {
      class: 'card',
      // The service is the judge of what is valid: its 400 says what is wrong, in its own words.
      novalidate: true,
      onsubmit: async (e: Event) => {
        e.preventDefault();
        clear(errors);
        clear(status);
        threshold.removeAttribute('aria-invalid');
        const update: ScreeningPolicyUpdate = {
          screenAllPrompts: screenAll.checked,
          sources: SOURCE_KINDS.filter((_, i) => sources[i]![0].checked),
          approval_required_for_personal_data: approvals[0]![0].checked,
          approval_required_for_location: approvals[1]![0].checked,
          approval_required_for_future_plans: approvals[2]![0].checked,
        };
        if (threshold.value.trim() !== '') update.autoBlockThreshold = Number(threshold.value);
        save.disabled = true;
        try {
          const saved = (await call<ScreeningPolicy>('PUT', '/v1/policy', update)).body;
          threshold.value = String(saved.autoBlockThreshold);
          status.textContent = `Saved. Prompts scoring ${saved.autoBlockThreshold} or more are blocked.`;
        } catch (error) {
          if (error instanceof ApiError && error.status === 400 && /autoBlockThreshold/.test(error.detail)) {
            threshold.setAttribute('aria-invalid', 'true');
            threshold.focus();
          }
          showError(errors, error);
        } finally {
          save.disabled = false;
        }
      },
    },
    field('Block threshold', threshold, 'A prompt whose risk score (0 to 10) reaches this number is blocked. An integer from 1 to 10; the default is 7.'),
    h('fieldset', {}, h('legend', {}, 'Where blocking is enforced'), screenAllLabel,
      h('p', { class: 'hint' }, 'Otherwise only on these sources (elsewhere an unsafe prompt is marked for review):'),
      h('div', { class: 'choices' }, ...sources.map(([, l]) => l))),
    h('fieldset', {}, h('legend', {}, 'Ask the owner before an agent discloses'), h('div', { class: 'choices' }, ...approvals.map(([, l]) => l)),
      h('p', { class: 'hint' }, `Without an answer the request is denied (default action: ${policy.approval_default_action}).`)),
    h('div', { class: 'row' }, save,
      h('button', {
        type: 'button',
        class: 'secondary',
        onclick: async () => {
          clear(errors);
          try {
            await call('DELETE', '/v1/policy');
            main.replaceChildren();
            await policyPage(main);
            main.querySelector('[role="status"]')!.textContent = 'The default policy is back.';
          } catch (error) {
            showError(errors, error);
          }
        },
      }, 'Reset to defaults')),
  );
  main.append(form);
}
