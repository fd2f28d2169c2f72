import { compile } from '../patterns/compile.js';

export interface HiddenText {
  kind: 'html_comment' | 'markdown_comment' | 'invisible_markup';
  text: string;
}

const HTML_COMMENT = compile('<!--([\\s\\S]*?)-->', 'g');
const MARKDOWN_COMMENT = compile('^\\[(?://|comment)\\]:\\s*[#<][^\\n]*$', 'gm');
const INVISIBLE_ELEMENT = compile(
  '<([a-zA-Z][a-zA-Z0-9]*)\\b[^>]*(?:display\\s*:\\s*none|visibility\\s*:\\s*hidden|font-size\\s*:\\s*0|opacity\\s*:\\s*0(?:\\.0+)?\\b|color\\s*:\\s*(?:#fff(?:fff)?|white|transparent)|\\bhidden\\b|aria-hidden="true")[^>]*>([^<]+)',
  'gi',
);

function mayHideMarkup(text: string): boolean {
  const lower = text.toLowerCase();
  return lower.includes('style=') || lower.includes('hidden');
}

/** Text that a reader of the rendered page or Markdown does not see but a model does. */
export function findHidden(text: string): HiddenText[] {
  const found: HiddenText[] = [];
  if (text.includes('<!--')) {
    for (const m of text.matchAll(HTML_COMMENT)) {
      const body = (m[1] ?? '').trim();
      if (body) found.push({ kind: 'html_comment', text: body });
    }
  }
  if (text.includes(']:')) {
    for (const m of text.matchAll(MARKDOWN_COMMENT)) found.push({ kind: 'markdown_comment', text: m[0] });
  }
  if (text.includes('<') && mayHideMarkup(text)) {
    for (const m of text.matchAll(INVISIBLE_ELEMENT)) {
      const body = (m[2] ?? '').trim();
      if (body) found.push({ kind: 'invisible_markup', text: body });
    }
  }
  return found;
}
