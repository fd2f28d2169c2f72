import { call } from '../api.js';
import { stackedBars } from '../chart.js';
import { field, h } from '../dom.js';
import { countOverTime } from '../series.js';
import type { ScreeningEntry, ScreeningList } from '../types.js';
import { clear, messageRegion, pageTitle, showError } from '../ui.js';
import { CATEGORIES, RECOMMENDATIONS, SURFACE_LABELS, VERDICTS } from '../vocabulary.js';

const PERIODS: Array<[string, string, number | null]> = [
  ['day', 'Last 24 hours', 24 * 3600_000],
  ['hour', 'Last hour', 3600_000],
  ['week', 'Last 7 days', 7 * 24 * 3600_000],
  ['all', 'Everything kept', null],
];
const PAGE = 500;

function select(name: string, options: Array<[string, string]>): HTMLSelectElement {
  return h('select', { name }, ...options.map(([value, label]) => h('option', { value }, label)));
}

/** This key's recent screenings (no text: the service keeps none), filtered, charted and listed. */
export function historyPage(main: HTMLElement): void {
  const errors = messageRegion('alert');
  const status = messageRegion('status');
  const surface = select('surface', [['', 'Any'], ...Object.entries(SURFACE_LABELS)]);
  const verdict = select('verdict', [['', 'Any'], ...[...VERDICTS, ...RECOMMENDATIONS].map((v): [string, string] => [v, v])]);
  const category = select('category', [['', 'Any'], ...CATEGORIES.map((c): [string, string] => [c, c])]);
  const period = select('period', PERIODS.map(([v, l]): [string, string] => [v, l]));
  const charts = h('section', { class: 'charts', 'aria-label': 'Charts' });
  const tableBody = h('tbody');
  const more = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Load older screenings');
  let rows: ScreeningEntry[] = [];
  let cursor: string | null = null;

  const query = (): URLSearchParams => {
    const q = new URLSearchParams({ limit: String(PAGE) });
    if (surface.value) q.set('surface', surface.value);
    if (verdict.value) q.set('verdict', verdict.value);
    if (category.value) q.set('category', category.value);
    const span = PERIODS.find(([v]) => v === period.value)?.[2];
    if (span) q.set('since', new Date(Date.now() - span).toISOString());
    return q;
  };

  const draw = (): void => {
    const byVerdict = countOverTime(rows, (r) => r.created_at, (r) => [r.verdict], { minBuckets: 12 });
    const byCategory = countOverTime(rows, (r) => r.created_at, (r) => r.categories, { minBuckets: 12 });
    charts.replaceChildren(
      stackedBars('Screenings over time by verdict', byVerdict),
      stackedBars('Flagged categories over time', byCategory),
    );
    tableBody.replaceChildren(
      ...rows.map((r) =>
        h(
          'tr',
          {},
          h('td', {}, h('time', { datetime: r.created_at }, new Date(r.created_at).toLocaleString())),
          h('td', {}, SURFACE_LABELS[r.surface] ?? r.surface),
          h('td', {}, r.source_kind ?? '—'),
          h('td', {}, h('span', { class: `verdict v-${r.verdict}` }, r.verdict)),
          h('td', { class: 'num' }, r.risk_score.toFixed(1)),
          h('td', {}, r.categories.join(', ') || '—'),
          h('td', { class: 'num' }, String(r.text_length)),
          h('td', {}, h('code', { title: `SHA-256 ${r.text_sha256}` }, r.id)),
        ),
      ),
    );
    status.textContent = rows.length === 0 ? 'No screenings match.' : `${rows.length} screening${rows.length === 1 ? '' : 's'} shown, newest first.`;
    more.hidden = cursor === null;
  };

  const load = async (append: boolean): Promise<void> => {
    clear(errors);
    const q = query();
    if (append && cursor) q.set('cursor', cursor);
    try {
      const { body } = await call<ScreeningList>('GET', `/v1/screenings?${q}`);
      rows = append ? [...rows, ...body.screenings] : body.screenings;
      cursor = body.next_cursor;
      draw();
    } catch (error) {
      showError(errors, error);
    }
  };
  more.addEventListener('click', () => void load(true));

  const form = h(
    'form',
    { class: 'card filters', onsubmit: (e: Event) => (e.preventDefault(), void load(false)) },
    h('div', { class: 'row' }, field('Surface', surface), field('Verdict', verdict), field('Category', category), field('Period', period)),
    h('button', { type: 'submit' }, 'Apply filters'),
  );
  const table = h(
    'table',
    { class: 'history' },
    h('caption', {}, 'Screenings (the text itself is never stored: only its SHA-256 and length)'),
    h('thead', {}, h('tr', {}, ...['Time', 'Surface', 'Source', 'Verdict', 'Score', 'Categories', 'Length', 'Receipt'].map((c) => h('th', { scope: 'col' }, c)))),
    tableBody,
  );
  main.append(pageTitle('History'), errors, form, status, charts, h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': 'Screenings table' }, table), more);
  void load(false);
}
