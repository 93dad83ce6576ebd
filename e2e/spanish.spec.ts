import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import * as ui from '../src/content/ui.mjs';
import { test as base } from '@playwright/test';
import { ROUTES, axe, expect, test, WCAG_TAGS } from './fixtures';
import { localeOf } from '../src/lib/locale.mjs';
import { readBootAttributes } from '../src/lib/pageBoot.mjs';
import { serviceTypes } from '../src/content/serviceTypes.mjs';
import { POSTS_PER_PAGE, SEARCH_RESULTS } from '../src/content/posts.ts';
import { searchTerms } from '../src/lib/searchIndex.mjs';
import { HUBS, POSTS, SPANISH_POSTS, literally, postsIn } from './content';

const SPANISH = ROUTES.filter((path) => localeOf(path) === 'es');
/** The Spanish posts that translate a published English one. */
const TRANSLATIONS = SPANISH_POSTS.filter((post) => POSTS.some((english) => english.slug === post.translationOf));
const translationOf = (slug: string) => TRANSLATIONS.find((post) => post.translationOf === slug);

/** The hreflang set a page's HTML names: language → URL. */
function hreflangs(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)].map(([, lang, href]) => [lang!, href!]));
}

test.describe('the language switcher', () => {
  test('on a wide screen: beside the nav, to the same page in the other language, by keyboard, and back', async ({ page }) => {
    await page.goto('/about');
    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Lee esta página en español' });
    await expect(toSpanish).toBeVisible();
    await expect(toSpanish).toHaveText('Español');
    await expect(toSpanish).toHaveAttribute('href', '/es/nosotros');
    await expect(toSpanish).toHaveAttribute('hreflang', 'es');
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    // Outside the spec's five links.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
    await toSpanish.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/nosotros$/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excelencia en cada despacho y cada entrega');
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Read this page in English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('at 375px: in the mobile menu; a post with no twin leads to the other language’s blog', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/services');
    await expect(page.getByRole('link', { name: 'Lee esta página en español' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Under the spec's menu, which keeps its five links and 'Get A Quote'.
    await expect(page.locator('#mobile-menu').getByRole('link')).toHaveCount(6);
    const toSpanish = page.getByRole('banner').getByRole('link', { name: 'Lee esta página en español' });
    await expect(toSpanish).toBeVisible();
    await expect(
      axe(page, WCAG_TAGS)
        .include('header')
        .analyze()
        .then((results) => results.violations),
    ).resolves.toEqual([]);
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/servicios$/);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link')).toHaveText(['Inicio', 'Nosotros', 'Servicios', 'Blog', 'Contacto', 'Pide una cotización']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Read this page in English' })).toBeVisible();
    // A post without a translation (when every post has one, a translated post leads to its translation).
    const post = POSTS.find((entry) => !translationOf(entry.slug)) ?? POSTS[0]!;
    const twin = translationOf(post.slug);
    await page.goto(`/blogs/${post.slug}`);
    for (const link of await page.locator('header a[hreflang="es"]').all())
      await expect(link).toHaveAttribute('href', twin ? `/es/blog/${twin.slug}` : '/es/blog');
  });
});

test.describe('the Spanish pages', () => {
  // Each one hydrates with no console warning in e2e/a11y.spec.ts; here, the words it is prerendered with.
  base('every Spanish page is prerendered in Spanish: its language, the nav and the footer', async ({ request }) => {
    for (const path of SPANISH) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<html lang="es"');
      expect(html, path).toContain(`data-prerendered="${path}"`);
      const nav = /<nav aria-label="Principal"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(
        [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map(([, text]) => text),
        path,
      ).toEqual(['Inicio', 'Nosotros', 'Servicios', 'Blog', 'Contacto']);
      expect(html, path).toContain('© Northlane Dispatch 2025, todos los derechos reservados.');
    }
  });

  test('the footer’s post links go to Spanish posts, the relative Updates link to the Spanish twin of the spec’s', async ({ page }) => {
    await page.goto('/es/nosotros');
    const footer = page.getByRole('contentinfo');
    // The spec's posts, each by its Spanish label: to its translation where it has one.
    for (const [name, slug] of [
      ['Primeros pasos', 'truck-maintenance-scheduling-by-dispatchers'],
      ['Guía de uso', 'reduce-deadhead-miles-with-smarter-dispatching'],
      ['Noticias', 'best-load-boards-for-independent-truckers'],
      ['Consejos y trucos', 'how-to-find-the-highest-paying-loads'],
    ] as const) {
      const twin = translationOf(slug);
      if (twin) await expect(footer.getByRole('link', { name })).toHaveAttribute('href', `/es/blog/${twin.slug}`);
    }
    // Relative as the English one is, from the Spanish home to the twin of its post (e2e/layout.spec.ts follows it).
    const updates = `blog/${translationOf('understanding-detention-pay-negotiation')!.slug}`;
    await expect(footer.getByRole('link', { name: 'Novedades' })).toHaveAttribute('href', updates);
    for (const href of await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      expect(href, href).toMatch(new RegExp(`^(/es/|/$|${literally(updates)}$)`));
    }
  });

  test('navigate in the app and stay in Spanish: the current link, the page, the language', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Éxito en cada entrega con logística y experiencia');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Servicios' }).click();
    await expect(page).toHaveURL(/\/es\/servicios$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestros servicios de despacho');
    await expect(page.getByRole('navigation', { name: 'Principal' }).locator('a[aria-current="page"]')).toHaveText('Servicios');
    await expect(page).toHaveTitle('Servicios de despacho — Northlane Dispatch');
  });

  test('a Spanish post: Spanish dates and words, its twin linked both ways, its others and hub in Spanish', async ({ page }) => {
    const post = TRANSLATIONS[0]!;
    const others = postsIn(post.categorySlug, SPANISH_POSTS).length - 1;
    await page.goto('/es/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Últimos artículos del blog');
    await expect(page.getByTestId('blog-card')).toHaveCount(Math.min(SPANISH_POSTS.length, POSTS_PER_PAGE));
    await page
      .getByRole('link', { name: new RegExp(literally(post.category)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/es/blog/categoria/${post.categorySlug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.category);
    await page.goto(`/es/blog/${post.slug}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('post-content')).toBeVisible();
    const date = new Date(`${post.date}T00:00:00Z`).toLocaleDateString('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(page.locator('main time').first()).toHaveText(date);
    await expect(page.getByRole('heading', { name: 'Otros artículos' })).toBeVisible();
    // Only when its category has other Spanish posts.
    await expect(page.getByRole('heading', { name: `Más en ${post.category}` })).toHaveCount(others > 0 ? 1 : 0);
    // The page's own links to posts and hubs (an article may link any page its writer chose).
    const own = page.locator('main a:is([href^="/blogs"], [href^="/es/blog/"]):not([data-testid="post-content"] a)');
    const hrefs = await own.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/es\/blog\//);
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Read this page in English' });
    await expect(toEnglish).toHaveAttribute('href', `/blogs/${post.translationOf}`);
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${post.translationOf}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lee esta página en español' })).toHaveAttribute('href', `/es/blog/${post.slug}`);
  });

  test('Spanish search finds Spanish posts by Spanish words, accents folded, from the Spanish index only', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/es/blog');
    await page.getByRole('search').getByLabel('Buscar en el blog').fill('camion');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/es\/buscar\?q=camion$/);
    // The Spanish posts with a word that begins "camion" once its accents are dropped (the query's last word matches as a prefix).
    const found = SPANISH_POSTS.filter((post) => searchTerms(`${post.title} ${post.text}`).some((term) => term.startsWith('camion'))).length;
    const shown = Math.min(found, SEARCH_RESULTS);
    const matches = `${found} ${found === 1 ? 'artículo coincide' : 'artículos coinciden'} con “camion”`;
    await expect(page.getByRole('status')).toHaveText(shown < found ? `${matches}; se muestran ${shown}.` : `${matches}.`);
    const results = page.getByRole('list', { name: 'Resultados de “camion”' }).getByRole('link');
    await expect(results).toHaveCount(shown);
    for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/es\/blog\//);
    await expect(
      page
        .locator('mark')
        .filter({ hasText: /^camión$/i })
        .first(),
    ).toBeVisible();
    expect(fetched).toContain('/es/search-index.json');
    expect(fetched).not.toContain('/search-index.json');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Read this page in English' })).toHaveAttribute('href', '/search');
  });

  test('the Spanish home’s carousel shows the Spanish posts', async ({ page }) => {
    await page.goto('/es/');
    const hrefs = await page.getByTestId('blog-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/es\/blog\//);
  });

  test('an unknown path under /es/ is the Spanish not-found page, status 404, without the layout', async ({ page, consoleMessages }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: '¡Uy! Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect.poll(() => consoleMessages.map((m) => m.text()).join('\n')).toContain('/es/no-existe');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/es\/$/);
  });
});

test.describe('the Spanish contact form', () => {
  test('Spanish labels, placeholders and options; logs the English option’s value, sends nothing, shows nothing', async ({ page, consoleMessages }) => {
    await page.goto('/es/contacto');
    const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
    await expect(form.getByLabel('Nombre')).toHaveAttribute('placeholder', 'Nombre');
    await expect(form.getByLabel('Teléfono')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Mensaje')).toHaveAttribute('rows', '4');
    const toggle = form.getByRole('button', { name: /Tipo de servicio/ });
    await toggle.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Transporte de carga',
      'Gestión de almacenes',
      'Soluciones de cadena de suministro',
      'Entrega de última milla',
      'Consultoría logística',
      'Otro',
    ]);
    await page.getByRole('option', { name: 'Entrega de última milla' }).click();
    await expect(toggle).toContainText('Entrega de última milla');
    await form.getByLabel('Nombre').fill('Ana');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect.poll(() => consoleMessages.filter((m) => m.text().startsWith('Contact form submitted')).length).toBe(1);
    const logged = consoleMessages.find((m) => m.text().startsWith('Contact form submitted'))!;
    expect(await logged.args()[1]!.jsonValue()).toMatchObject({ firstName: 'Ana', serviceType: 'Last-Mile Delivery' });
    await expect(form.getByLabel('Nombre')).toHaveValue('Ana');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});

// Not browser tests: they read the built pages as a crawler does.
base.describe('both languages, as search engines read them', () => {
  base(
    'hreflang: every page of the sitemap names itself and its twin (absolute, x-default on the English), and its twin names it back',
    async ({ request }) => {
      const sitemap = readFileSync(join(process.env.E2E_DIST ?? 'dist', 'sitemap.xml'), 'utf8');
      const inSitemap = Object.fromEntries(
        [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)].map(([, loc, links]) => [
          loc!,
          Object.fromEntries([...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!])),
        ]),
      );
      expect(Object.keys(inSitemap)).toHaveLength(ROUTES.length);
      let twinned = 0;
      for (const [url, expected] of Object.entries(inSitemap)) {
        const path = new URL(url).pathname;
        const html = await (await request.get(path)).text();
        const set = hreflangs(html);
        expect(set, path).toEqual(expected);
        expect(html, path).toContain(`<html lang="${localeOf(path)}">`);
        if (Object.keys(set).length === 0) continue;
        twinned += 1;
        expect(Object.keys(set).sort(), path).toEqual(['en', 'es', 'x-default']);
        expect(set[localeOf(path)], path).toBe(url);
        expect(set['x-default'], path).toBe(set.en);
        const twin = localeOf(path) === 'es' ? set.en! : set.es!;
        expect(hreflangs(await (await request.get(new URL(twin).pathname)).text()), `${twin}, named by ${path}`).toEqual(set);
        expect(html, path).toMatch(/<meta property="og:locale:alternate" content="(en_US|es_US)"/);
      }
      // Home, about, services, contact and the blog list, the hubs with posts in both languages and the translated posts, in both languages.
      const hubs = HUBS.en.filter((category) => HUBS.es.some((spanish) => spanish.twins?.en === `/blogs/category/${category.slug}`));
      expect(twinned).toBe(2 * (5 + hubs.length + TRANSLATIONS.length));
    },
  );

  base('the Spanish feed lists the Spanish posts only, and Spanish pages link it', async ({ request }) => {
    const feed = await (await request.get('/es/rss.xml')).text();
    expect(feed).toContain('<language>es-us</language>');
    expect(feed).toContain('<title>Blog de Northlane Dispatch</title>');
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => new URL(link!).pathname);
    // The newest, as many as the English feed holds.
    expect(links).toEqual(SPANISH_POSTS.slice(0, 20).map((post) => `/es/blog/${post.slug}`));
    for (const path of ['/es/', '/es/blog', `/es/blog/${SPANISH_POSTS[0]!.slug}`]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="Blog de Northlane Dispatch" href="\/es\/rss.xml"\/?>/i);
    }
    expect(await (await request.get('/blogs')).text()).toMatch(/type="application\/rss\+xml" title="Northlane Dispatch blog" href="\/rss.xml"/i);
  });

  base('a page’s JavaScript carries its own language’s words only', async ({ request }) => {
    const leaves = (words: unknown): string[] => (typeof words === 'string' ? [words] : Object.values(words as object).flatMap(leaves));
    // Sentences, not words a name or a brand shares ("Blog"). The Service Type values the form sends stay English.
    const sentence = (text: string) => text.split(' ').length >= 3 && !text.includes('{');
    const notShown = new Set<string>(serviceTypes);
    const english = leaves({ ...ui }).filter((text) => sentence(text) && !notShown.has(text));
    const spanish = leaves(parse(readFileSync('src/content/es/ui.yaml', 'utf8'))).filter(sentence);
    const yaml = (dir: string) =>
      ['home', 'faq', 'about', 'services', 'why-choose-us', 'testimonials'].flatMap((name) =>
        JSON.stringify(parse(readFileSync(`src/content/${dir}${name}.yaml`, 'utf8')))
          .match(/"[^"]{40,}"/g)!
          .map((text) => JSON.parse(text) as string),
      );
    const other = { en: [...spanish, ...yaml('es/')], es: [...english, ...yaml('')] };
    const scripts = new Map<string, string>();
    for (const path of [...ROUTES, '/es/404.html', '/404.html']) {
      const html = await (await request.get(path)).text();
      const lang = localeOf(path) as 'en' | 'es';
      for (const src of readBootAttributes(html).modules) {
        if (!scripts.has(src)) scripts.set(src, await (await request.get(src)).text());
        const found = other[lang].filter((text) => scripts.get(src)!.includes(JSON.stringify(text).slice(1, -1)));
        expect(found, `${path}: ${src}`).toEqual([]);
      }
    }
  });
});
