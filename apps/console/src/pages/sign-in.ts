import { call, storeKey, type ApiError } from '../api.js';
import { field, h } from '../dom.js';
import type { IssuedKey } from '../types.js';
import { clear, messageRegion, pageTitle, showError } from '../ui.js';

/** Sign-in with an API key (kept in this tab's session storage only), or create one and see it once. */
export function signInPage(main: HTMLElement): void {
  const reason = sessionStorage.getItem('parapet.signInReason');
  sessionStorage.removeItem('parapet.signInReason');
  const errors = messageRegion('alert');
  if (reason) errors.textContent = reason;

  const keyInput = h('input', { type: 'password', name: 'api-key', autocomplete: 'off', spellcheck: 'false', required: true });
  const signIn = async (key: string): Promise<void> => {
    clear(errors);
    storeKey(key);
    try {
      // Any call that needs a key tells whether the service takes this one.
      await call('GET', '/v1/policy');
      location.hash = '#/playground';
    } catch (error) {
      sessionStorage.removeItem('parapet.apiKey');
      if ((error as ApiError).status === 401) errors.replaceChildren(h('strong', {}, 'Key refused: '), (error as ApiError).detail);
      else showError(errors, error);
    }
  };
  const form = h(
    'form',
    {
      class: 'card',
      onsubmit: (e: Event) => {
        e.preventDefault();
        const key = keyInput.value.trim();
        if (!key) {
          errors.textContent = 'Enter an API key, or create one below.';
          keyInput.focus();
          return;
        }
        void signIn(key);
      },
    },
    field('API key', keyInput, 'Kept in this browser tab only (session storage); closing the tab forgets it.'),
    h('button', { type: 'submit' }, 'Sign in'),
  );

  const created = h('div', { role: 'status', 'aria-live': 'polite' });
  const createErrors = messageRegion('alert');
  const create = h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onclick: async () => {
        clear(createErrors);
        create.disabled = true;
        try {
          const { body } = await call<IssuedKey>('POST', '/v1/keys/generate', { name: 'console' }, { anonymous: true });
          const code = h('code', { id: 'new-key', class: 'secret' }, body.key);
          const copy = h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              onclick: async () => {
                try {
                  await navigator.clipboard.writeText(body.key);
                  copy.textContent = 'Copied';
                } catch {
                  copy.textContent = 'Select the key and copy it';
                }
              },
            },
            'Copy',
          );
          created.replaceChildren(
            h('p', {}, h('strong', {}, 'Your new key. '), 'It is shown this once: copy it somewhere safe now.'),
            h('p', { class: 'key-line' }, code, ' ', copy),
            h('p', { class: 'hint' }, `Scopes: ${body.scopes.join(', ')}. Expires ${new Date(body.expires_at).toLocaleString()}.`),
            h('button', { type: 'button', onclick: () => void signIn(body.key) }, 'Sign in with this key'),
          );
        } catch (error) {
          showError(createErrors, error);
        } finally {
          create.disabled = false;
        }
      },
    },
    'Create a key',
  );

  main.append(
    pageTitle('Sign in'),
    h('p', {}, 'The console calls the Parapet API with your key. Screenings, the policy and the history belong to that key.'),
    errors,
    form,
    h('section', { class: 'card', 'aria-labelledby': 'create-heading' }, h('h2', { id: 'create-heading' }, 'No key yet?'),
      h('p', {}, 'Create one (POST /v1/keys/generate). It is valid for 30 days.'), create, createErrors, created),
  );
}
