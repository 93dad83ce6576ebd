import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
/** @typedef {import('./posts.mjs').PostRecord} PostRecord */
/** @typedef {import('../../src/lib/locale.mjs').Locale} Locale */
import {
  buildDay,
  ContentError,
  contentSource,
  excerpt,
  headingSlug,
  loadContent,
  hubsWithPosts,
  localeCategories,
  pairTranslations,
  parsePost,
  publication,
  readBody,
  renderBody,
  routeDataKey,
  postsDir,
} from './posts.mjs';
import { CATEGORIES } from '../../src/content/categories.mjs';

/** The categories a post may name, as the schema lists them: every one of src/content/categories.mjs. */
const CATEGORY_NAMES = CATEGORIES.map((category) => JSON.stringify(category.name)).join(', ');
const SPEC_ORDER = [
  'how-to-find-the-highest-paying-loads',
  'best-load-boards-for-independent-truckers',
  'reduce-deadhead-miles-with-smarter-dispatching',
  'truck-maintenance-scheduling-by-dispatchers',
  'understanding-detention-pay-negotiation',
];

const body = 'Detention starts when free time ends. Keep your **arrival time** on record.\n\n## Invoicing\n\n- Photos\n- Signed BOL\n';
const fields = {
  title: 'Getting Detention Paid',
  author: 'Dana Whitfield',
  category: 'Financial Support',
  date: '2025-02-03',
  summary: 'How to document detention at the dock, what the rate confirmation must say about it, and how to invoice it the same day you deliver.',
};

/** A post file's text from frontmatter lines (null leaves a field out) and a body. */
function postFile(overrides = {}, text = body) {
  const lines = Object.entries({ ...fields, ...overrides })
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${text}`;
}

/** The same post numbered `n` in its title and summary, which no two posts of a language share. @param {string} text @param {number} n */
const numbered = (text, n) => text.replace(/^(title|summary): (.*)$/gm, `$1: $2 ${n}`);

/** The problems parsePost reports for a file. */
const problemsOf = (/** @type {string} */ source) => parsePost(source).problems ?? [];

describe('parsePost: every frontmatter and body problem names the field and what was expected', () => {
  it('accepts a complete post and reads its excerpt and word count from the text, not the Markdown', () => {
    const { record, problems } = parsePost(postFile({ updated: '2025-03-01' }));
    expect(problems).toBeUndefined();
    expect(record).toMatchObject({ ...fields, updated: '2025-03-01', wordCount: 16 });
    expect(record?.excerpt).toBe('Detention starts when free time ends. Keep your arrival time on record. Invoicing. Photos. Signed BO...');
  });

  it('a file without frontmatter, or with broken YAML', () => {
    expect(problemsOf('Just text.')).toEqual(['frontmatter: expected the file to start with YAML frontmatter between two "---" lines']);
    expect(problemsOf('---\ntitle: [unclosed\n---\nText.')[0]).toMatch(/^frontmatter: expected valid YAML in the frontmatter: /);
    expect(problemsOf('---\n- a list\n---\nText.')).toEqual(['frontmatter: expected the frontmatter to be a set of "field: value" lines']);
  });

  it.each([
    ['title', { title: null }, 'title: expected the post title as text'],
    ['title', { title: '""' }, 'title: expected the post title as text, got an empty string'],
    ['author', { author: null }, "author: expected the author's name as text"],
    ['summary', { summary: 42 }, 'summary: expected a one-sentence summary as text'],
    ['a short summary', { summary: 'Too short for a search result.' }, 'summary: expected 120–160 characters (the description search results show), got 30'],
    ['a long summary', { summary: 'x'.repeat(161) }, 'summary: expected 120–160 characters (the description search results show), got 161'],
    ['category', { category: 'Gossip' }, `category: expected one of ${CATEGORY_NAMES}, got "Gossip"`],
    ['category', { category: null }, `category: expected one of ${CATEGORY_NAMES}, got undefined`],
    ['date', { date: null }, 'date: expected a date as YYYY-MM-DD'],
    ['date', { date: '2025-2-3' }, 'date: expected a date as YYYY-MM-DD (a real day), got "2025-2-3"'],
    ['date', { date: '2025-02-30' }, 'date: expected a date as YYYY-MM-DD (a real day), got "2025-02-30"'],
    ['date', { date: 20250203 }, 'date: expected a date as YYYY-MM-DD'],
    ['updated', { updated: 'soon' }, 'updated: expected a date as YYYY-MM-DD (a real day), got "soon"'],
    ['updated', { updated: '2025-01-01' }, 'updated: expected a date on or after date (2025-02-03), got "2025-01-01"'],
    ['imageAlt', { image: 'a.svg' }, 'imageAlt: expected a description of the image (required with image)'],
    ['image', { imageAlt: 'A truck' }, 'image: expected an image file for imageAlt to describe'],
    ['an unknown field', { tags: 'x' }, 'tags: unknown field; expected only title, author, category, date, summary, updated, image, imageAlt, draft'],
  ])('%s: %j', (_field, overrides, problem) => {
    expect(problemsOf(postFile(overrides))).toEqual([problem]);
  });

  it('the body: empty, a level-1 heading, an image', () => {
    expect(problemsOf(postFile({}, '\n'))).toEqual(['body: expected the article text after the frontmatter, found none']);
    expect(problemsOf(postFile({}, 'Intro.\n\n# Big\n\nMore.'))).toEqual([
      `body: a level-1 heading ("# …") on body line 4: the title is the page's one h1; expected ## for a section`,
    ]);
    expect(problemsOf(postFile({}, 'See ![a truck](truck.png).'))).toEqual([
      'body: an image in the body on line 2: expected images only in the frontmatter (image, imageAlt)',
    ]);
  });

  it('reports every problem of a file at once', () => {
    expect(problemsOf(postFile({ title: null, date: 'today' }))).toHaveLength(2);
  });
});

describe('Markdown', () => {
  it('renders paragraphs (split on blank lines), headings, lists, links and emphasis; raw HTML is escaped', () => {
    const { html } = renderBody('One *a*\nstill one.\n\nTwo [link](/blogs/x).\n\n## Head\n\n1. first\n2. second\n\n<script>alert(1)</script>\n');
    expect(html).toBe(
      '<p>One <em>a</em>\nstill one.</p>\n<p>Two <a href="/blogs/x">link</a>.</p>\n<h2 id="head">Head</h2>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });

  it('gives ## and ### headings stable anchors from their words, unique on a repeat; lists the ## ones', () => {
    const { html, headings } = renderBody(
      "## Know your numbers\n\ntext\n\n### Fuel & tolls\n\n## Driver's `ELD` log\n\n## Know your numbers\n\n#### Not anchored\n",
    );
    expect(headings).toEqual([
      { id: 'know-your-numbers', text: 'Know your numbers' },
      { id: 'drivers-eld-log', text: "Driver's ELD log" },
      { id: 'know-your-numbers-2', text: 'Know your numbers' },
    ]);
    expect(html).toContain('<h3 id="fuel-tolls">Fuel &amp; tolls</h3>');
    expect(html).toContain('<h4>Not anchored</h4>');
    expect(headingSlug('Café: 100% — déjà vu')).toBe('cafe-100-deja-vu');
    expect(headingSlug('?!')).toBe('section');
  });

  it('reads the text a visitor sees', () => {
    expect(readBody('A `code` and [a link](/x).\n\n> Quote\n').plain).toBe('A code and a link. Quote.');
    // Each block ends as a sentence, so that an excerpt across a heading or list item reads as two.
    expect(readBody('Intro.\n\n## Know your numbers\n\n- **Rate.**\n- Miles\n\n## ¿Por qué?\n\nPorque.\n').plain).toBe(
      'Intro. Know your numbers. Rate. Miles. ¿Por qué? Porque.',
    );
  });

  it('excerpt is the first 100 characters followed by "..." (spec §9)', () => {
    expect(excerpt('a'.repeat(150))).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt('short')).toBe('short...');
  });
});

describe('loadContent', () => {
  let dir = '';
  afterEach(() => dir && rm(dir, { recursive: true, force: true }));

  /** @param {Record<string, string | Buffer>} files */
  async function site(files) {
    dir = await mkdtemp(join(tmpdir(), 'posts-'));
    for (const [n, [name, text]] of Object.entries(files).entries()) {
      await mkdir(join(dir, name, '..'), { recursive: true });
      await writeFile(join(dir, name), typeof text === 'string' ? numbered(text, n) : text);
    }
    return loadContent({ dir: 'posts', root: dir });
  }

  it('fails on a bad file name, a duplicate slug, a missing or unsupported image, with the file named', async () => {
    const error = await site({
      'posts/Bad Name.md': postFile(),
      'posts/2024/same.md': postFile(),
      'posts/2025/same.md': postFile(),
      'posts/no-image.md': postFile({ image: 'missing.svg', imageAlt: 'A truck' }),
      'posts/doc-image.md': postFile({ image: 'notes.txt', imageAlt: 'A truck' }),
      'posts/outside.md': postFile({ image: '../../../etc/passwd.png', imageAlt: 'A truck' }),
      'posts/notes.txt': 'not a post',
    }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message.split('\n')).toEqual([
      '5 problems in the posts:',
      '  posts/2025/same.md: file name: expected a unique slug, but "same" is also posts/2024/same.md',
      '  posts/Bad Name.md: file name: expected a slug of lowercase letters, digits and single hyphens (it is the post\'s URL), got "Bad Name"',
      '  posts/doc-image.md: image: expected an image file (.svg, .png, .jpg, .jpeg, .webp, .avif), got "notes.txt"',
      '  posts/no-image.md: image: expected an image file, relative to this post, but "missing.svg" does not exist',
      '  posts/outside.md: image: expected a file inside the repository, got "../../../etc/passwd.png"',
    ]);
  });

  it('orders posts newest first, gives a post without an image a generated cover, and hashes image names', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#0b1f3a"/></svg>';
    const { posts, files, rasters } = await site({
      'posts/old.md': postFile({ date: '2024-01-01', category: 'Trucking Tips' }),
      'posts/new.md': postFile({ date: '2025-05-05', image: '../art/truck.svg', imageAlt: 'A truck' }),
      'art/truck.svg': svg,
    });
    expect(posts.map((post) => post.slug)).toEqual(['new', 'old']);
    const [first, second] = /** @type {[PostRecord, PostRecord]} */ (posts);
    expect(first.image).toMatch(/^\/assets\/img\/truck-[\w-]{10}\.svg$/);
    expect(first.ogImage).toEqual({ url: expect.stringMatching(/^\/assets\/og\/truck-[\w-]{10}\.png$/), width: 1200, height: 675 });
    expect(second.image).toMatch(/^\/assets\/covers\/cover-[\w-]{10}\.svg$/);
    expect(second.imageAlt.length).toBeGreaterThan(20);
    expect(/** @type {{ text?: string } | undefined} */ (files.get(second.image))?.text).toMatch(/^<svg/);
    expect(/** @type {{ file?: string } | undefined} */ (files.get(first.image))?.file).toMatch(/art\/truck\.svg$/);
    expect(rasters.get(first.ogImage.url)?.svg).toBe(svg);
    expect(rasters.size).toBe(2);
  });

  it('plans a photo (JPEG, PNG, WebP, AVIF) once, however many posts show it: srcsets, a WebP fallback, a 1200×630 Open Graph crop', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
    const failed = await site({
      'posts/c.md': postFile({ image: '../photos/fake.png', imageAlt: 'Not a photo' }),
      'photos/fake.png': 'text, not pixels',
    }).catch((error) => error);
    expect(failed.message).toContain(
      'posts/c.md: image: expected a photo sharp can read (.png, .jpg, .jpeg, .webp, .avif), but "../photos/fake.png" is not one',
    );

    const { posts, files, photos } = await site({
      'posts/a.md': postFile({ image: '../photos/dock.jpg', imageAlt: 'A truck at a dock' }),
      'posts/b.md': postFile({ date: '2025-01-02', image: '../photos/dock.jpg', imageAlt: 'The same dock' }),
      'photos/dock.jpg': jpeg,
    });
    expect(photos).toHaveLength(1);
    expect(photos[0]?.file).toMatch(/photos\/dock\.jpg$/);
    for (const post of posts) {
      expect(post.image).toMatch(/^\/assets\/img\/dock-[\w-]{10}-800\.webp$/);
      expect(post.imageSources?.avif).toMatch(/^\/assets\/img\/dock-[\w-]{10}-400\.avif 400w, \S+-800\.avif 800w$/);
      expect(post.ogImage).toEqual({ url: expect.stringMatching(/^\/assets\/og\/dock-[\w-]{10}\.jpg$/), width: 1200, height: 630 });
    }
    expect(files.size).toBe(0); // nothing copied as it is
    expect(contentSource(posts).cards(0, 1)[0]?.imageSources).toEqual(posts[0]?.imageSources);
  });

  it('reuses a parsed file from the cache by its content', async () => {
    const cache = new Map();
    dir = await mkdtemp(join(tmpdir(), 'posts-'));
    await mkdir(join(dir, 'posts'));
    await writeFile(join(dir, 'posts/a.md'), postFile());
    await loadContent({ dir: 'posts', root: dir, cache });
    expect(cache.size).toBe(1);
    const [key] = cache.keys();
    cache.set(key, { record: { ...cache.get(key).record, title: 'From the cache' } });
    const { posts } = await loadContent({ dir: 'posts', root: dir, cache });
    expect(posts[0]?.title).toBe('From the cache');
  });
});

describe('drafts and scheduled posts', () => {
  it('a draft is published only in preview (the dev server); a post dated after the build day only from that day', () => {
    const today = '2025-06-10';
    expect(publication({ date: '2025-06-01' }, { today })).toBe('published');
    expect(publication({ date: '2025-06-10' }, { today })).toBe('published');
    expect(publication({ date: '2025-06-11' }, { today })).toBe('scheduled');
    expect(publication({ date: '2025-06-11' }, { today: '2025-06-11' })).toBe('published');
    expect(publication({ date: '2025-06-01', draft: true }, { today })).toBe('draft');
    expect(publication({ date: '2025-06-01', draft: false }, { today })).toBe('published');
    expect(publication({ date: '2025-06-01', draft: true }, { today, preview: true })).toBe('published');
    expect(publication({ date: '2026-01-01' }, { today, preview: true })).toBe('published');
  });

  it('the build day is the calendar day in New York, or BUILD_DATE', () => {
    // 03:00 UTC on June 11 is still June 10 in New York.
    expect(buildDay(new Date('2025-06-11T03:00:00Z'))).toBe(process.env.BUILD_DATE ?? '2025-06-10');
    const saved = process.env.BUILD_DATE;
    try {
      process.env.BUILD_DATE = '2030-01-02';
      expect(buildDay()).toBe('2030-01-02');
      process.env.BUILD_DATE = '2030-02-30';
      expect(() => buildDay()).toThrow(ContentError);
    } finally {
      if (saved === undefined) delete process.env.BUILD_DATE;
      else process.env.BUILD_DATE = saved;
    }
  });

  it('loadContent leaves out drafts and scheduled posts, still checking them, and names them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'posts-'));
    try {
      await mkdir(join(dir, 'posts'));
      await writeFile(join(dir, 'posts/live.md'), numbered(postFile({ date: '2025-06-01' }), 1));
      await writeFile(join(dir, 'posts/wip.md'), numbered(postFile({ date: '2025-06-01', draft: true }), 2));
      await writeFile(join(dir, 'posts/later.md'), numbered(postFile({ date: '2025-07-01' }), 3));
      const built = await loadContent({ dir: 'posts', root: dir, today: '2025-06-10' });
      expect(built.posts.map((post) => post.slug)).toEqual(['live']);
      expect(built.held).toEqual({ drafts: ['wip'], scheduled: ['later'] });
      const dev = await loadContent({ dir: 'posts', root: dir, today: '2025-06-10', preview: true });
      expect(dev.posts.map((post) => post.slug).sort()).toEqual(['later', 'live', 'wip']);
      await writeFile(join(dir, 'posts/bad.md'), postFile({ draft: 'yes' }));
      await expect(loadContent({ dir: 'posts', root: dir, today: '2025-06-10' })).rejects.toThrow(/bad\.md: draft: expected true or false, got "yes"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('categories in the content layer', () => {
  const post = (/** @type {string} */ slug, /** @type {string} */ category, /** @type {string} */ date) => ({
    slug,
    title: slug,
    author: 'A',
    category,
    categorySlug: category.toLowerCase().replace(' ', '-'),
    date,
    dateLabel: date,
    image: '',
    imageAlt: '',
    excerpt: '',
  });
  // The test's own category list, so that the blog's categories may change.
  const categories = ['Load Management', 'Route Optimization', 'Trucking Tips', 'Financial Support'].map((name) => ({
    name,
    slug: name.toLowerCase().replace(' ', '-'),
    description: `Articles about ${name.toLowerCase()}.`,
    covers: {},
  }));
  // Newest first, as loadContent sorts them.
  const posts = [
    post('l1', 'Load Management', '2025-06-09'),
    post('f1', 'Financial Support', '2025-06-08'),
    post('l2', 'Load Management', '2025-06-07'),
    post('l3', 'Load Management', '2025-06-06'),
    post('l4', 'Load Management', '2025-06-05'),
    post('l5', 'Load Management', '2025-06-04'),
  ];
  const content = contentSource(/** @type {PostRecord[]} */ (posts), { categories }); // what a card shows is all these tests read

  it('counts and lists each category, in the order of the category list', () => {
    expect(content.categories().map((category) => [category.slug, category.count])).toEqual([
      ['load-management', 5],
      ['route-optimization', 0],
      ['trucking-tips', 0],
      ['financial-support', 1],
    ]);
    expect(content.category('financial-support')).toMatchObject({ name: 'Financial Support', count: 1 });
    expect(content.category('nope')).toBeNull();
    expect(content.categoryCards('load-management', 1, 3).map((card) => card.slug)).toEqual(['l2', 'l3']);
  });

  it('"More in <category>": the nearest other posts of the category, newest first, never the post itself', () => {
    expect(content.related('l3', 3).map((card) => card.slug)).toEqual(['l2', 'l4', 'l5']);
    expect(content.related('l1', 3).map((card) => card.slug)).toEqual(['l2', 'l3', 'l4']);
    expect(content.related('l5', 3).map((card) => card.slug)).toEqual(['l2', 'l3', 'l4']);
    expect(content.related('f1', 3)).toEqual([]);
    expect(content.related('none', 3)).toEqual([]);
  });
});

describe('the articles', async () => {
  const { posts, texts } = await loadContent();
  const content = contentSource(posts);

  it('key a page the same from its data with the article rendered and with its hash (routeDataKey)', async () => {
    const slug = SPEC_ORDER[0] ?? '';
    const rendered = await content.post(slug);
    const hashed = await contentSource(posts, { bodyHashes: true }).post(slug);
    if (!rendered || !hashed) throw new Error(`expected the post ${slug}`);
    expect(rendered.html).toContain('<p>');
    expect(hashed.html).toMatch(/^source:/);
    const data = (/** @type {object} */ post) => ({ post, others: content.cards(0, 3) });
    expect(routeDataKey(data(rendered))).toBe(JSON.stringify(data(hashed)));
    // The route data a page is written with still has the article.
    expect(JSON.stringify(data(rendered))).toContain(rendered.html.slice(0, 40));
  });

  it('are listed newest first, the spec’s five in the spec’s order among them, with their own art', () => {
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const spec = posts.filter((post) => SPEC_ORDER.includes(post.slug));
    expect(spec.map((post) => post.slug)).toEqual(SPEC_ORDER);
    for (const post of spec) expect(post.image).toMatch(/^\/assets\/img\/blog-[\w-]+\.svg$/);
    expect(content.cards(0, 3).map((post) => post.slug)).toEqual(posts.slice(0, 3).map((post) => post.slug));
  });

  it('have the spec’s excerpt; the spec’s five are full articles: at least 6 paragraphs and 900 words', async () => {
    for (const { slug } of posts) {
      const post = /** @type {import('../../src/content/posts.ts').Post} */ (await content.post(slug));
      expect(post.excerpt, slug).toBe(`${texts.get(slug)?.slice(0, 100)}...`);
      if (!SPEC_ORDER.includes(slug)) continue;
      expect(post.html.match(/<p>/g)?.length, slug).toBeGreaterThanOrEqual(6);
      expect(post.wordCount, slug).toBeGreaterThanOrEqual(900);
      expect(post.excerpt).toHaveLength(103);
    }
    expect(await content.post('no-such-post')).toBeNull();
  });
});

describe('the Spanish posts', async () => {
  const { posts } = await loadContent();
  const categories = localeCategories();
  const { posts: spanish, held } = await loadContent({ locale: 'es', categories: categories.es, originals: new Set(posts.map((post) => post.slug)) });
  pairTranslations(/** @type {Record<Locale, PostRecord[]>} */ ({ en: posts, es: spanish }));
  const translated = spanish.filter((post) => posts.some((english) => english.slug === post.translationOf));
  const spanishDate = (/** @type {string} */ date) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('are read with their Spanish categories and dates, each naming its English original, which names it back', async () => {
    const files = (await readdir(postsDir('es'), { recursive: true })).filter((name) => name.endsWith('.md'));
    expect(spanish.length + held.drafts.length + held.scheduled.length).toBe(files.length);
    for (const post of spanish) {
      const category = categories.es.find((entry) => entry.name === post.category);
      expect(post, post.slug).toMatchObject({ categorySlug: category?.slug, dateLabel: spanishDate(post.date) });
    }
    for (const post of translated) {
      expect(post.twins).toEqual({ en: `/blogs/${post.translationOf}` });
      expect(posts.find((english) => english.slug === post.translationOf)?.twins).toEqual({ es: `/es/blog/${post.slug}` });
    }
    expect(posts.filter((post) => post.twins)).toHaveLength(translated.length);
  });

  it('have hubs that name the English ones, and the English hubs name them; an empty hub is no page and no twin', () => {
    const inEvery = (/** @type {Locale} */ locale) => /** @type {PostRecord[]} */ (categories[locale].map((category) => ({ categorySlug: category.slug })));
    const full = hubsWithPosts(categories, /** @type {Record<Locale, PostRecord[]>} */ ({ en: inEvery('en'), es: inEvery('es') }));
    expect(full.es.map((category) => category.twins)).toEqual(categories.en.map((category) => ({ en: `/blogs/category/${category.slug}` })));
    expect(full.en.map((category) => category.twins)).toEqual(categories.es.map((category) => ({ es: `/es/blog/categoria/${category.slug}` })));
    const has = (/** @type {PostRecord[]} */ list, /** @type {string} */ slug) => list.some((post) => post.categorySlug === slug);
    const hubs = hubsWithPosts(categories, /** @type {Record<Locale, PostRecord[]>} */ ({ en: posts, es: spanish }));
    expect(hubs.en.map((category) => category.twins?.es ?? null)).toEqual(
      categories.en.flatMap((category, at) => {
        const twin = /** @type {typeof category} */ (categories.es[at]);
        return has(posts, category.slug) ? [has(spanish, twin.slug) ? `/es/blog/categoria/${twin.slug}` : null] : [];
      }),
    );
    expect(hubs.es.map((category) => category.slug)).toEqual(categories.es.filter((category) => has(spanish, category.slug)).map((category) => category.slug));
    // Without Spanish posts: no Spanish hub, no English hub naming one.
    const none = hubsWithPosts(categories, /** @type {Record<Locale, PostRecord[]>} */ ({ en: posts, es: /** @type {PostRecord[]} */ ([]) }));
    expect(none.es).toEqual([]);
    expect(none.en.map((category) => category.twins)).toEqual(none.en.map(() => undefined));
  });

  describe('checked by the same schema, and translationOf', () => {
    let dir = '';
    afterEach(() => dir && rm(dir, { recursive: true, force: true }));
    /** @param {Record<string, string>} files */
    async function spanishSite(files) {
      dir = await mkdtemp(join(tmpdir(), 'posts-es-'));
      await mkdir(join(dir, 'es'), { recursive: true });
      for (const [name, text] of Object.entries(files)) await writeFile(join(dir, 'es', name), text);
      return loadContent({ locale: 'es', dir: 'es', root: dir, categories: categories.es, originals: new Set(['an-english-post']) });
    }
    const spanishPost = (/** @type {Record<string, string | null>} */ overrides = {}) => postFile({ category: 'Apoyo financiero', ...overrides });

    it('a missing field or an English category fails, naming the file and the field', async () => {
      const error = await spanishSite({ 'sin-autor.md': spanishPost({ author: null }), 'en-ingles.md': postFile() }).catch((e) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect(error.message).toMatch(/es\/sin-autor\.md: author: expected the author's name as text/);
      expect(error.message).toMatch(/es\/en-ingles\.md: category: expected one of "Gestión de cargas", .*got "Financial Support"/);
    });

    it('translationOf names an English post, one translation each', async () => {
      const error = await spanishSite({
        'a.md': spanishPost({ translationOf: 'an-english-post' }),
        'b.md': spanishPost({ translationOf: 'an-english-post' }),
        'c.md': spanishPost({ translationOf: 'no-such-post' }),
      }).catch((e) => e);
      expect(error.message).toMatch(/es\/b\.md: translationOf: "an-english-post" is translated by es\/a\.md already/);
      expect(error.message).toMatch(/es\/c\.md: translationOf: expected the slug of a post in src\/content\/posts\/, got "no-such-post"/);
      expect(problemsOf(postFile({ translationOf: 'x' }))[0]).toMatch(/^translationOf: unknown field/);
    });

    it('a title or a summary another post of the language has fails, naming both files', async () => {
      const error = await spanishSite({ 'a.md': spanishPost(), 'b.md': spanishPost({ summary: `${fields.summary} Otra.` }) }).catch((e) => e);
      expect(error.message).toMatch(/es\/b\.md: title: the same as es\/a\.md's; expected one of its own/);
      expect(error.message).not.toMatch(/summary: the same/);
    });
  });
});
