import { ApiError, forgetKey } from './api.js';
import { h } from './dom.js';

/** The page's heading, focusable so that a page change moves the focus (and a screen reader) to it. */
export function pageTitle(text: string): HTMLHeadingElement {
  return h('h1', { tabindex: '-1' }, text);
}

/** A message region read out when it changes: `alert` for failures, `status` for the rest. */
export function messageRegion(kind: 'alert' | 'status'): HTMLElement {
  return h('div', { role: kind, class: `message ${kind}`, 'aria-live': kind === 'alert' ? 'assertive' : 'polite' });
}

/** Shows a failure: the service's own words for an API refusal; a lost key sends the reader to sign in. */
export function showError(region: HTMLElement, error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status === 401) {
      forgetKey();
      sessionStorage.setItem('parapet.signInReason', `Your key was refused: ${error.detail}`);
      location.hash = '#/sign-in';
      return;
    }
    region.replaceChildren(h('strong', {}, `${error.error}: `), error.detail);
  } else {
    region.replaceChildren(error instanceof Error ? error.message : String(error));
  }
}

export function clear(region: HTMLElement): void {
  region.replaceChildren();
}
