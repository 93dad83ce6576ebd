import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { test as base } from '@playwright/test';
import { ROUTES, axe, expect, test, WCAG_TAGS } from './fixtures';
import { localeOf } from '../src/lib/locale.mjs';
import { readBootAttributes } from '../src/lib/pageBoot.mjs';
import { serviceTypes } from '../src/content/serviceTypes.mjs';

const SPANISH = ROUTES.filter((path) => localeOf(path) === 'es');

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
    await page.goto('/blogs/best-load-boards-for-independent-truckers');
    for (const link of await page.locator('header a[hreflang="es"]').all()) await expect(link).toHaveAttribute('href', '/es/blog');
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

  test('the footer’s post links go to Spanish posts, the relative Updates link keeps its form', async ({ page }) => {
    await page.goto('/es/nosotros');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Consejos y trucos' })).toHaveAttribute('href', '/es/blog/como-encontrar-las-cargas-mejor-pagadas');
    await expect(footer.getByRole('link', { name: 'Guía de uso' })).toHaveAttribute('href', '/es/blog/reducir-millas-vacias-con-un-mejor-despacho');
    for (const href of await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
      expect(href, href).toMatch(/^(\/es\/|\/$|blogs\/understanding-detention-pay-negotiation$)/);
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
    await page.goto('/es/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Últimos artículos del blog');
    await expect(page.getByTestId('blog-card')).toHaveCount(3);
    await page
      .getByRole('link', { name: /Apoyo financiero/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/es\/blog\/categoria\/apoyo-financiero$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apoyo financiero');
    await page.goto('/es/blog/como-negociar-el-pago-por-tiempo-de-espera');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('post-content')).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText('18 de marzo de 2025');
    await expect(page.getByRole('heading', { name: 'Otros artículos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Más en Apoyo financiero' })).toHaveCount(0); // its category's only Spanish post
    for (const href of await page.locator('main a[href^="/blogs"], main a[href^="/es/blog/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/es\/blog\//);
    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'Read this page in English' });
    await expect(toEnglish).toHaveAttribute('href', '/blogs/understanding-detention-pay-negotiation');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/blogs\/understanding-detention-pay-negotiation$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lee esta página en español' })).toHaveAttribute(
      'href',
      '/es/blog/como-negociar-el-pago-por-tiempo-de-espera',
    );
  });

  test('Spanish search finds Spanish posts by Spanish words, accents folded, from the Spanish index only', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/es/blog');
    await page.getByRole('search').getByLabel('Buscar en el blog').fill('camion');
    await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/es\/buscar\?q=camion$/);
    await expect(page.getByRole('status')).toHaveText('3 artículos coinciden con “camion”.');
    const results = page.getByRole('list', { name: 'Resultados de “camion”' }).getByRole('link');
    await expect(results).toHaveCount(3);
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
      // Home, about, services, contact and the blog list, the three hubs with Spanish posts and the three translated posts, in both languages.
      expect(twinned).toBe(22);
    },
  );

  base('the Spanish feed lists the Spanish posts only, and Spanish pages link it', async ({ request }) => {
    const feed = await (await request.get('/es/rss.xml')).text();
    expect(feed).toContain('<language>es-us</language>');
    expect(feed).toContain('<title>Blog de Northlane Dispatch</title>');
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => new URL(link!).pathname);
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/^\/es\/blog\/[a-z0-9-]+$/);
    for (const path of ['/es/', '/es/blog', '/es/blog/reducir-millas-vacias-con-un-mejor-despacho']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="Blog de Northlane Dispatch" href="\/es\/rss.xml"\/?>/i);
    }
    expect(await (await request.get('/blogs')).text()).toMatch(/type="application\/rss\+xml" title="Northlane Dispatch blog" href="\/rss.xml"/i);
  });

  base('a page’s JavaScript carries its own language’s words only', async ({ request }) => {
    const catalogue = parse(readFileSync('src/content/es/ui.yaml', 'utf8')) as Record<string, Record<string, string>>;
    const pairs = Object.entries(catalogue).flatMap(([file, strings]) => (file === 'language-switcher' ? [] : Object.entries(strings)));
    // Sentences, not words a name or a brand shares ("Blog", "404"). Two English ones are not shown in Spanish: the
    // generic error screen (the spec's, in the entry chunk) and the Service Type values the form sends.
    const sentence = (text: string) => text.split(' ').length >= 3 && !text.includes('{');
    const notShown = new Set<string>(['Unexpected Application Error!', ...serviceTypes]);
    const english = pairs.map(([en]) => en).filter((text) => sentence(text) && !notShown.has(text));
    const spanish = pairs.map(([, es]) => es).filter(sentence);
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
