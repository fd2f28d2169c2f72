import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assessBias, assessCredibility, biasLabel, credibilityLabel } from '../src/analysis/credibility.js';
import { readCsv } from '../src/analysis/csv.js';
import { candidateDomains, loadRatings, lookup, ratingKey, type RatingsIndex } from '../src/analysis/ratings.js';

describe('rating lookup', () => {
  let dir: string;
  let index: RatingsIndex;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parapet-ratings-'));
    await writeFile(join(dir, 'lin2023_domain_quality.csv'), 'domain,path_prefix,pc1\npaper.example,,0.8\nnews.paper.example,,0.6\nhost.example,/en,0.9\nblogspot.com,,0.2\n');
    await writeFile(
      join(dir, 'wikipedia_rsp.csv'),
      'domain,path_prefix,source,qualifier,status,status_label,blacklisted,last_discussed,shortcut,summary\n' +
        'paper.example,,Paper,(news),gr,generally_reliable,0,2024,WP:PAPER,"Reliable, ""mostly"" so."\n' +
        'paper.example,,Paper,(opinion),gu,generally_unreliable,0,2024,WP:PAPEROP,Opinion pages.\n' +
        'paper.example,/archive,Paper archive,,d,deprecated,1,2020,WP:PAPERARC,Old.\n' +
        'new.example,,New,,m,under_evaluation,0,2026,WP:NEW,Case by case.\n',
    );
    await writeFile(join(dir, 'idiap2024_reliability.csv'), 'domain,path_prefix,p_reliability,p_fp_average,f_reliability,fp_reliability,i_reliability\npaper.example,,0.5,0.1,0,0,0\n');
    // domaindemo missing on purpose: the dataset is then empty, and bias unrated.
    index = await loadRatings(dir);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('reads quoted CSV fields with commas and doubled quotes', () => {
    const rows: Array<Record<string, string>> = [];
    assert.deepEqual(readCsv('a,b\r\n"x, y","say ""hi"""\r\n,\n', (r) => rows.push(r)), ['a', 'b']);
    assert.deepEqual(rows, [{ a: 'x, y', b: 'say "hi"' }, { a: '', b: '' }]);
    assert.equal(index.rsp.get('paper.example')?.[0]?.summary, 'Reliable, "mostly" so.');
    assert.deepEqual(index.missing, ['domaindemo_audience_partisanship.csv']);
  });

  it('normalises hosts: lower case, trailing dot, one www. removed', () => {
    assert.equal(ratingKey('WWW.Paper.Example.'), 'paper.example');
    assert.equal(ratingKey('www.www.paper.example'), 'www.paper.example');
    assert.deepEqual(candidateDomains('a.b.paper.example'), ['a.b.paper.example', 'b.paper.example', 'paper.example']);
    assert.deepEqual(candidateDomains('someone.blogspot.com'), ['someone.blogspot.com'], 'no climbing to a hosting platform');
    assert.deepEqual(candidateDomains('news.bbc.co.uk'), ['news.bbc.co.uk', 'bbc.co.uk'], 'not to co.uk');
    assert.deepEqual(candidateDomains('127.0.0.1'), ['127.0.0.1']);
  });

  it('prefers the host over its parent, the longest covering path prefix, and falls back to the empty prefix', () => {
    assert.equal(lookup(index.lin, 'news.paper.example', '/')?.rows[0]?.pc1, 0.6);
    const parent = lookup(index.lin, 'sport.paper.example', '/');
    assert.deepEqual([parent?.domain, parent?.via, parent?.rows[0]?.pc1], ['paper.example', 'parent_domain', 0.8]);
    assert.equal(lookup(index.rsp, 'paper.example', '/archive/1999/x')?.pathPrefix, '/archive');
    assert.equal(lookup(index.rsp, 'paper.example', '/archived')?.pathPrefix, '', 'prefixes match on segment boundaries');
    assert.equal(lookup(index.lin, 'host.example', '/en/story')?.rows[0]?.pc1, 0.9);
    assert.equal(lookup(index.lin, 'host.example', '/fr/story'), undefined, 'no empty-prefix row to fall back to');
    assert.equal(lookup(index.lin, 'someone.blogspot.com', '/'), undefined);
  });

  it('scores the weighted mean of the normalised ratings; RSP qualifiers count once as their mean', () => {
    const c = assessCredibility(index, 'www.paper.example', '/story');
    assert.equal(c.status, 'rated');
    // lin 0.8 (w 0.4), RSP mean(gr 0.85, gu 0.3) = 0.575 (w 0.35), idiap (0.5+1)/2 = 0.75 (w 0.25)
    const expected = Math.round(100 * (0.4 * 0.8 + 0.35 * 0.575 + 0.25 * 0.75));
    assert.ok(c.status === 'rated' && c.score === expected && c.confidence === 'high', JSON.stringify(c));
    assert.equal(c.ratings.filter((r) => r.dataset === 'wikipedia_rsp').length, 2);
    const archive = assessCredibility(index, 'paper.example', '/archive/x');
    assert.ok(archive.status === 'rated' && archive.ratings.some((r) => r.value === 'deprecated' && r.blacklisted === true));
    assert.ok(archive.status === 'rated' && archive.score < c.score!);
  });

  it('never guesses: an unknown domain, or one only under evaluation, is unrated', () => {
    const unknown = assessCredibility(index, 'unknown.example', '/');
    assert.deepEqual([unknown.status, unknown.score, unknown.ratings.length], ['unrated', null, 0]);
    const pending = assessCredibility(index, 'new.example', '/');
    assert.equal(pending.status, 'unrated');
    assert.equal(assessBias(index, 'paper.example', '/').status, 'unrated');
  });

  it('labels scores and audience leaning at the documented cut-points', () => {
    assert.deepEqual([70, 69, 50, 49, 30, 29].map(credibilityLabel), ['high', 'mixed', 'mixed', 'low', 'low', 'very_low']);
    assert.deepEqual([-0.57, -0.45, -0.33, -0.22, 0.0, 0.1, 0.22, 0.35, 0.5].map(biasLabel), [
      'left', 'lean_left', 'lean_left', 'center', 'center', 'lean_right', 'lean_right', 'right', 'right',
    ]);
  });
});
