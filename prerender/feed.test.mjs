import { describe, expect, it } from 'vitest';
import { rssDate, rssFeed } from './feed.mjs';

const posts = [
  { slug: 'b', title: 'Rates & "Lanes"', author: 'Dana Whitfield', category: 'Load Management', date: '2025-06-10', summary: 'Less <deadhead>.' },
  { slug: 'a', title: 'Older', author: 'Luis Ortega', category: 'Trucking Tips', date: '2025-05-01', updated: '2025-07-02', summary: 'Kept up to date.' },
];

describe('rssFeed', () => {
  const xml = rssFeed({ posts, origin: 'https://x.test', path: '/rss.xml', title: 'Blog', description: 'Articles.' });

  it('is RSS 2.0 with a self link and the newest change as its build date', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://x.test/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain(`<lastBuildDate>${rssDate('2025-07-02')}</lastBuildDate>`);
  });

  it('lists each post in order with its link, date, author, category and summary, escaped', () => {
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Rates &amp; &quot;Lanes&quot;</title>');
    expect(items[0]).toContain('<link>https://x.test/blogs/b</link>');
    expect(items[0]).toContain('<guid isPermaLink="true">https://x.test/blogs/b</guid>');
    expect(items[0]).toContain('<pubDate>Tue, 10 Jun 2025 00:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<dc:creator>Dana Whitfield</dc:creator>');
    expect(items[0]).toContain('<description>Less &lt;deadhead&gt;.</description>');
    expect(items[1]).toContain('<category>Trucking Tips</category>');
  });
});
