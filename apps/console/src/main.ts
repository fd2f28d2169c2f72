import { forgetKey, storedKey } from './api.js';
import { h } from './dom.js';
import { historyPage } from './pages/history.js';
import { playgroundPage } from './pages/playground.js';
import { policyPage } from './pages/policy.js';
import { signInPage } from './pages/sign-in.js';

/** A page draws itself into `main`; its first heading takes the focus when the page changes. */
export type Page = (main: HTMLElement) => void | Promise<void>;

const PAGES: Record<string, { title: string; page: Page; nav: boolean }> = {
  '/playground': { title: 'Playground', page: playgroundPage, nav: true },
  '/policy': { title: 'Policy', page: policyPage, nav: true },
  '/history': { title: 'History', page: historyPage, nav: true },
  '/sign-in': { title: 'Sign in', page: signInPage, nav: false },
};

const main = h('main', { id: 'main', tabindex: '-1' });
const navLinks = Object.entries(PAGES)
  .filter(([, p]) => p.nav)
  .map(([path, p]) => h('a', { href: `#${path}`, 'data-path': path }, p.title));
const signOut = h(
  'button',
  {
    type: 'button',
    class: 'link-button',
    onclick: () => {
      forgetKey();
      location.hash = '#/sign-in';
    },
  },
  'Sign out',
);
const nav = h('nav', { 'aria-label': 'Console pages' }, h('ul', {}, ...navLinks.map((a) => h('li', {}, a))));
const header = h(
  'header',
  { class: 'top' },
  h('a', { class: 'skip', href: '#main', onclick: (e: Event) => (e.preventDefault(), main.focus()) }, 'Skip to content'),
  h('span', { class: 'brand' }, 'Parapet console'),
  nav,
  signOut,
  h('a', { href: '/docs', class: 'api-docs' }, 'API reference'),
);

let first = true;
async function render(): Promise<void> {
  const raw = location.hash.startsWith('#/') ? location.hash.slice(1) : '/playground';
  let path = PAGES[raw] ? raw : '/playground';
  if (!storedKey()) path = '/sign-in';
  const entry = PAGES[path]!;
  const signedIn = Boolean(storedKey());
  nav.hidden = !signedIn;
  signOut.hidden = !signedIn;
  for (const a of navLinks) {
    if (a.dataset['path'] === path) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  document.title = `${entry.title} · Parapet console`;
  main.replaceChildren();
  await entry.page(main);
  if (!first) main.querySelector<HTMLElement>('h1')?.focus();
  first = false;
}

document.body.replaceChildren(header, main);
window.addEventListener('hashchange', () => void render());
void render();
