import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, eachTerm, excerptAt, leadTerms, TOP_POSTS } from './search-index.mjs';
import { SearchIndex, markExcerpt, queryTerms } from '../src/lib/search.ts';
import { decodeNumbers, encodeNumbers, SEARCH_ROOT, searchTerms, wordTerms } from '../src/lib/searchIndex.mjs';

/** @param {string} slug @param {string} title @param {string} [categorySlug] @returns {import('./search-index.mjs').IndexedPost} */
const post = (slug, title, categorySlug = 'trucking-tips') => ({
  slug,
  sourceHash: `h-${slug}`,
  title,
  categorySlug,
  date: '2025-03-01',
  dateLabel: 'Mar 1, 2025',
});

/**
 * Builds an index into `distDir`; resolves to the files it wrote (path → JSON), what it kept, and a SearchIndex that reads them.
 * @param {import('./search-index.mjs').IndexedPost[]} posts
 * @param {Record<string, string>} texts
 * @param {import('./search-index.mjs').SearchIndexRecord} [previous]
 */
async function built(posts, texts, previous, distDir = mkdtempSync(join(tmpdir(), 'search-index-'))) {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {string[]} */
  const kept = [];
  const result = await buildSearchIndex({
    posts,
    texts: new Map(Object.entries(texts)),
    previous,
    distDir,
    write: (file, data) => {
      files.set(`/${file}`, data);
      mkdirSync(dirname(join(distDir, file)), { recursive: true });
      writeFileSync(join(distDir, file), data);
    },
    keep: (file) => kept.push(file),
  });
  /** @type {string[]} */
  const fetched = [];
  const index = new SearchIndex(async (url) => {
    fetched.push(url);
    const json = files.get(url);
    if (json === undefined) throw new Error(`${url}: 404`);
    return JSON.parse(json);
  });
  return { files, result, index, fetched, kept };
}

const TEXTS = {
  dock: 'Detention starts when the dock keeps you waiting. Ask the receiver for signed times, and bill detention by the hour.',
  boards: 'Load boards list freight by lane. The best board for a reefer is not the best for a flatbed.',
  adjuster: 'Check the slack adjuster before every trip; a mud flap bracket is next.',
  owner: "An owner-operator's week: the truck's miles, the driver's hours and the broker's rates.",
};
const POSTS = [
  post('detention-pay', 'Understanding Detention Pay', 'financial-support'),
  post('load-boards', 'The Best Load Boards', 'load-management'),
  post('maintenance', 'Maintenance on Schedule'),
  post('owner-week', 'A Week on the Road'),
];
const TEXT_OF = { 'detention-pay': TEXTS.dock, 'load-boards': TEXTS.boards, maintenance: TEXTS.adjuster, 'owner-week': TEXTS.owner };

describe('search terms', () => {
  it('are lowercase words without accents, apostrophes or a plural s, split at hyphens', () => {
    expect(wordTerms('Boards,')).toEqual(['board']);
    expect(wordTerms("driver's")).toEqual(['driver']);
    expect(wordTerms('owner-operator’s')).toEqual(['owner', 'operator']);
    expect(wordTerms('Policies')).toEqual(['policy']);
    expect(wordTerms('café')).toEqual(['cafe']);
    for (const word of ['class', 'bus', 'analysis', 'gas']) expect(wordTerms(word)).toEqual([word]);
    expect(searchTerms('Run the numbers: $2.50 a mile.')).toEqual(['run', 'the', 'number', '2', '50', 'a', 'mile']);
  });

  it('round-trip through the postings code, small and large numbers alike', () => {
    const numbers = [0, 1, 31, 32, 1023, 1024, 99_999, 5];
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers);
    expect(encodeNumbers([3, 31])).toHaveLength(2);
  });
});

describe('eachTerm', () => {
  it('finds the terms searchTerms does, with where each word is, in text with or without accents', () => {
    for (const text of [
      "An owner-operator's  rates: $2.50 a mile, \u201cquoted\u201d.\nNext line",
      'Caf\u00e9 cr\u00e8me, na\u00efve r\u00e9sum\u00e9s',
      'ROCK\u2019N\u2019ROLL',
    ]) {
      /** @type {[string, number][]} */
      const found = [];
      eachTerm(text, (term, at) => found.push([term, at]));
      expect(found.map(([term]) => term)).toEqual(searchTerms(text));
      for (const [term, at] of found) expect(wordTerms(text.slice(at).split(/\s/)[0] ?? '').join(' ') + ' ').toContain(`${term} `);
    }
  });
});

describe('excerptAt', () => {
  it('takes words from a few before the one at the offset, marking each end the article goes on past', () => {
    const text = 'one two three four five six seven eight nine ten';
    expect(excerptAt(text, text.indexOf('eight'), 2, 3)).toBe('…\u00a0six seven eight\u00a0…');
    expect(excerptAt(text, 0, 2, 3)).toBe('one two three\u00a0…');
    expect(excerptAt(text, text.indexOf('nine'), 2, 3)).toBe('…\u00a0seven eight nine\u00a0…');
    expect(excerptAt(text, text.indexOf('ten'), 1, 3)).toBe('…\u00a0nine ten');
    expect(excerptAt(text, text.indexOf('two'), 5, 20)).toBe(text);
  });
});

describe('queryTerms and markExcerpt', () => {
  it('match the last term as the start of a term from 3 characters', () => {
    expect(queryTerms('load boa')).toEqual([
      { term: 'load', prefix: false },
      { term: 'boa', prefix: true },
    ]);
    expect(queryTerms('lo')).toEqual([{ term: 'lo', prefix: false }]);
  });

  it('mark each matched word without its punctuation, as text', () => {
    expect(markExcerpt('Ask for detention, <b>then</b> detentions.', queryTerms('detent'))).toEqual([
      { text: 'Ask for ', marked: false },
      { text: 'detention', marked: true },
      { text: ', <b>then</b> ', marked: false },
      { text: 'detentions', marked: true },
      { text: '.', marked: false },
    ]);
  });
});

describe('the search index, built and searched', () => {
  it('finds a post by a word only its article has, with its title, category, date and the word marked', async () => {
    const { index } = await built(POSTS, TEXT_OF);
    const found = await index.search('adjuster');
    expect(found.ids).toEqual([2]);
    const [hit] = await index.hits(found, 0, 10);
    expect(hit).toMatchObject({
      path: '/blogs/maintenance',
      title: 'Maintenance on Schedule',
      category: 'Trucking Tips',
      date: '2025-03-01',
      dateLabel: 'Mar 1, 2025',
    });
    expect(hit?.excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual(['adjuster']);
  });

  it('matches every word of a query, the last as it is typed, in any form; ranks a title match first', async () => {
    const { index } = await built(POSTS, TEXT_OF);
    expect((await index.search('load board')).ids).toEqual([1]);
    expect((await index.search('detenti')).ids).toEqual([0]);
    expect((await index.search('best flatbed')).ids).toEqual([1]);
    expect((await index.search('detention flatbed')).ids).toEqual([]);
    expect((await index.search('Owner-Operators')).ids).toEqual([3]);
    // "the" is in every article; "week" only in one post's, and its title.
    expect((await index.search('week the')).ids).toEqual([3]);
    expect((await index.search('Columbus')).ids).toEqual([]);
    // A newer post (id 0) that mentions detention once ranks below the one about it.
    const { index: two } = await built([post('mention', 'Fuel Costs'), ...POSTS], { mention: 'Fuel, tolls and some detention.', ...TEXT_OF });
    expect((await two.search('detention')).ids).toEqual([1, 0]);
  });

  it('shows a one-word query from its shard alone; a result no shard has an excerpt for comes from its card file', async () => {
    const { index, fetched } = await built(POSTS, TEXT_OF);
    const found = await index.search('the');
    expect(found.ids.length).toBe(4);
    await index.hits(found, 0, 10);
    expect(fetched.filter((url) => url !== SEARCH_ROOT)).toHaveLength(1);

    // More posts with a word than a term keeps excerpts for: the rest come from card files.
    const many = Array.from({ length: TOP_POSTS + 5 }, (_, at) => post(`p${at}`, `Post ${at}`));
    const { index: big, fetched: bigFetched } = await built(
      many,
      Object.fromEntries(many.map(({ slug }, at) => [slug, `Shared words here, and word${at} too.`])),
    );
    const all = await big.search('shared');
    const first = await big.hits(all, 0, 10);
    expect(first.map((hit) => hit.path)).toEqual(Array.from({ length: 10 }, (_, at) => `/blogs/p${at}`));
    const before = bigFetched.length;
    const more = await big.hits(all, TOP_POSTS, 10);
    expect(more.map((hit) => hit.title)).toEqual(Array.from({ length: 5 }, (_, at) => `Post ${TOP_POSTS + at}`));
    expect(more[0]?.excerpt.map((part) => part.text).join('')).toBe(`Shared words here, and word${TOP_POSTS} too.`);
    // …from one card file.
    expect(bigFetched.slice(before)).toEqual([expect.stringMatching(/^\/assets\/search\/\w+\.json$/)]);
  });

  it('prefetches as the visitor types: no shard for a word of one letter or two that start no lead term, then the shard of each word', async () => {
    const { index, fetched } = await built(POSTS, TEXT_OF);
    // "de" starts "detention" alone, in one post: too rare to guess; "fl" starts two words of one post each.
    for (const query of ['', 'd', 'de', 'an fl']) await index.prefetch(query);
    expect(fetched).toEqual([SEARCH_ROOT]);
    await index.prefetch('det');
    expect(fetched).toHaveLength(2);
    // What was fetched is what the search needs: it fetches nothing more.
    await index.hits(await index.search('detention'), 0, 10);
    expect(fetched).toHaveLength(2);
  });

  it('prefetches the word being typed only once one shard holds every term it starts', async () => {
    // 1,728 words that start with "tru": enough for several shards, so "tru" starts terms in more than one.
    const letters = 'abcdefghijklmnopqrtuvwxy';
    const words = [...letters].flatMap((a) => [...letters].flatMap((b) => ['a', 'e', 'o'].map((c) => `tru${a}${b}${c}n`))).concat('truck');
    const many = Array.from({ length: 5 }, (_, at) => post(`tru${at}`, `Notes ${at}`));
    const texts = Object.fromEntries(many.map(({ slug }, at) => [slug, words.filter((_, index) => index % 5 === at || index === words.length - 1).join(' ')]));
    const { index, fetched, result } = await built(many, texts);
    expect(result.shards).toBeGreaterThan(2);
    await index.prefetch('tru');
    expect(fetched).toEqual([SEARCH_ROOT]);
    await index.prefetch('truck');
    expect(fetched).toHaveLength(2);
    // The shard "truck" is in: the search needs nothing more.
    expect((await index.search('truck')).ids).toHaveLength(5);
    expect(fetched).toHaveLength(2);
  });

  it('guesses a word from its first two letters: the shard of the term it most often starts, of its own, all a search for it needs', async () => {
    // "fuel" in every post, and 1,728 other words that start with "fu", each in one: "fu" starts terms in several shards.
    const letters = 'abcdefghijklmnopqrtuvwxy';
    const words = [...letters].flatMap((a) => [...letters].flatMap((b) => ['a', 'e', 'o'].map((c) => `fu${a}${b}${c}n`)));
    const many = Array.from({ length: TOP_POSTS + 10 }, (_, at) => post(`fu${at}`, `Notes ${at}`));
    const texts = Object.fromEntries(many.map(({ slug }, at) => [slug, `Fuel. ${words.filter((_, index) => index % many.length === at).join(' ')}`]));
    const { index, fetched, files, result } = await built(many, texts);
    expect(result.shards).toBeGreaterThan(2);
    await index.prefetch('f');
    expect(fetched).toEqual([SEARCH_ROOT]);
    await index.prefetch('fu');
    expect(fetched).toHaveLength(2);
    // Its shard holds "fuel" and the terms that start with it ("fuelan"…), nothing else.
    const shard = JSON.parse(files.get(/** @type {string} */ (fetched[1])) ?? '{}');
    expect(shard.terms.map((/** @type {[string]} */ [term]) => term)).toEqual(['fuel', 'fuelan', 'fuelen', 'fuelon']);
    // The word typed on: the search needs nothing more.
    expect((await index.search('fuel')).ids).toHaveLength(many.length);
    await index.hits(await index.search('fuel'), 0, 10);
    expect(fetched).toHaveLength(2);
    // The next shard's first term is "fueman", the last before it "fuelon": it starts at "fuem" (the
    // root's start of it), so "fuem" is in that shard alone and it is fetched at once.
    await index.prefetch('fuem');
    expect(fetched).toHaveLength(3);
    expect(JSON.parse(files.get(/** @type {string} */ (fetched[2])) ?? '{}').terms[0][0]).toBe('fueman');
  });

  it('takes as the lead of each two-letter start the longer term in the most posts, the first among equals, never one in one post', () => {
    /** @type {Record<string, number>} */
    const posts = { de: 9, deadhead: 3, detention: 5, fu: 8, fuel: 4, fund: 4, xylo: 1 };
    expect([...leadTerms(Object.keys(posts).sort(), (term) => posts[term] ?? 0)]).toEqual(['detention', 'fuel']);
  });

  it('keeps the last build’s files when no post changed, and makes them again when one did', async () => {
    const first = await built(POSTS, TEXT_OF);
    const files = [...first.files.keys()].filter((file) => file !== SEARCH_ROOT);
    expect(first.result.record.files.sort()).toEqual(files.sort());
    expect(first.result.made).toBe(true);
    // `previous` names files its dist/ does not have (an empty folder): made again.
    const again = await built(POSTS, TEXT_OF, first.result.record);
    expect(again.result.made).toBe(true);
    // The same posts into the dist/ that has the last build's files: kept as they are, nothing written.
    const dist = mkdtempSync(join(tmpdir(), 'search-index-'));
    const made = await built(POSTS, TEXT_OF, undefined, dist);
    const kept = await built(POSTS, TEXT_OF, made.result.record, dist);
    expect(kept.result.made).toBe(false);
    expect(kept.result.record).toEqual(made.result.record);
    expect(kept.files.size).toBe(0);
    expect(kept.kept.sort()).toEqual([...made.files.keys()].map((file) => file.slice(1)).sort());
    const changed = await built([...POSTS.slice(0, 3), { ...post('owner-week', 'A Week on the Road'), sourceHash: 'other' }], TEXT_OF);
    expect(changed.result.record.key).not.toBe(first.result.record.key);
  });
});
