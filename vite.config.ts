import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeFor } from './infra/content-types.mjs';
import { APP_ENTRY, EARLY_INPUT_SCRIPT } from './src/lib/pageBoot.mjs';
import { LOCALES } from './src/lib/locale.mjs';
import { contactDeliveryOn } from './functions/contact/switch.mjs';
import { routeDataUrl } from './src/lib/routeDataUrl.mjs';
import { THEME_COLOR } from './src/styles/palette.mjs';
import { contentFiles } from './prerender/content/files.mjs';

/** The dev server answers what the build writes: a route's data (`<path>/index.json`) from the posts as they are now, drafts included, and their images. */
function routeDataInDev(): Plugin {
  const parsedPosts = new Map(); // a post is parsed again only when its file changes
  const dataFile = routeDataUrl('/');
  return {
    name: 'route-data-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const isData = path.endsWith(dataFile);
        if (!isData && !/^\/assets\/(img|covers)\//.test(path)) return next();
        try {
          const { loadSite, siteSource } = await import('./prerender/content/posts.mjs');
          const site = await loadSite({ cache: parsedPosts, preview: true });
          if (isData) {
            const { load } = await server.ssrLoadModule('/src/entry-server.tsx');
            const route = await load(
              path.slice(0, -dataFile.length) || '/',
              siteSource(Object.fromEntries(LOCALES.map((locale) => [locale, site[locale].posts])) as Parameters<typeof siteSource>[0], site.hubs),
            );
            if (route.status !== 200 || !route.data) return res.writeHead(404).end();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            return res.end(JSON.stringify({ app: `/${APP_ENTRY}`, loaderData: route.data }));
          }
          const file = LOCALES.map((locale) => site[locale].files.get(path)).find(Boolean);
          if (!file) return next();
          res.setHeader('Content-Type', contentTypeFor(path) ?? 'application/octet-stream');
          return res.end('file' in file ? await readFile(file.file) : file.text);
        } catch (error) {
          return next(error);
        }
      });
    },
  };
}

/** A patch of one module's source at build, failing the build when the pattern is gone (the package changed). */
function patch(name: string, module: RegExp, from: RegExp, to: (match: string, ...groups: string[]) => string, count = 1, apply?: 'build'): Plugin {
  return {
    name,
    apply,
    transform(code, id) {
      if (!module.test(id)) return null;
      let found = 0;
      const patched = code.replace(from, (match: string, ...groups: string[]) => (found++, to(match, ...groups)));
      if (found !== count) this.error(`${name}: found ${found} of the ${count} places it patches; check it against the package`);
      return { code: patched, map: null };
    },
  };
}

// sonner injects its CSS as an inline <style>, which each page's CSP refuses: Toaster.tsx imports the file instead.
const sonnerWithoutInlineStyle = patch(
  'sonner-without-inline-style',
  /[\\/]sonner[\\/]dist[\\/]index\.m?js$/,
  /function __insertCSS\(code\) \{/,
  (match) => `${match}\n  return;`,
);

// React DOM builds its sentinel errors (`…Exception = Error(…)`) up front, whose stacks cost a long task on a phone with DevTools attached; plain objects with Error's prototype work the same.
const reactSentinelsWithoutStacks = patch(
  'react-sentinels-without-stacks',
  /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
  /\b(\w+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g,
  (_, name, code) => `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${code}), writable: true, configurable: true } })`,
  5,
  'build',
);

/** Without lead delivery, Tailwind leaves its files out, so the build stays what it was without it. */
function leadDeliveryStyles(on: boolean): Plugin {
  const files = ['components/sections/DeliveringContactForm.tsx', 'lib/leadClient.ts', 'lib/lead.mjs'];
  return {
    name: 'lead-delivery-styles',
    enforce: 'pre',
    transform(code, id) {
      if (on || !/[\\/]src[\\/]styles[\\/]index\.css$/.test(id)) return null;
      return { code: `${code}\n${files.map((file) => `@source not '../${file}';`).join('\n')}\n`, map: null };
    },
  };
}

// The boot script at low priority never competes with the first paint; `crossorigin` is bytes a same-origin module does not need.
const lowPriorityBootScript: Plugin = {
  name: 'low-priority-boot-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const from = '<script type="module" crossorigin src="';
      if (!html.includes(from)) throw new Error(`low-priority-boot-script: index.html has no ${from}`);
      return html.replaceAll(from, '<script fetchpriority="low" type="module" src="');
    },
  },
};

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/;
// With lead delivery the contact page imports dynamically, and Vite's preload helper would be a chunk of its own on every page.
const FRAMEWORK_AND_PRELOAD_HELPER = new RegExp(`${FRAMEWORK.source}|^\\0vite/preload-helper`);
// react-router's package.json sends bundlers to its development build (remix-run/react-router#14102); builds take dist/production, `npm run dev` keeps it.
const ROUTER_DIST = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(ROUTER_DIST, 'dom-export.mjs') },
];
const APP_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
/** Each language's copy (src/content/ui.mjs, the content files, src/content/<locale>/): never in the chunk every page loads. */
const COPY = new RegExp(String.raw`[\\/]src[\\/]content[\\/](?:ui\.mjs|(?:${LOCALES.join('|')})[\\/]|[^\\/]+\.yaml)`);

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    contentFiles(),
    routeDataInDev(),
    react(),
    leadDeliveryStyles(contactDeliveryOn()),
    tailwindcss(),
    sonnerWithoutInlineStyle,
    reactSentinelsWithoutStacks,
    lowPriorityBootScript,
  ],
  define: {
    // index.html's %SITE_THEME_COLOR% and %EARLY_INPUT_SCRIPT% (Vite's env syntax) from their one source; the script whole, as the CSP hashes it.
    'import.meta.env.SITE_THEME_COLOR': JSON.stringify(THEME_COLOR),
    'import.meta.env.EARLY_INPUT_SCRIPT': JSON.stringify(`<script>${EARLY_INPUT_SCRIPT}</script>`),
    'import.meta.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
    // Not an import.meta.env name: vitest copies those into process.env, where the switch reads CONTACT_DELIVERY.
    __CONTACT_DELIVERY__: JSON.stringify(contactDeliveryOn()),
    __PSEUDO_LOCALE__: JSON.stringify(process.env.PSEUDO_LOCALE === '1'),
  },
  build: {
    // dist/ is kept: the prerender leaves unchanged pages and removes the rest.
    emptyOutDir: Boolean(isSsrBuild),
    assetsInlineLimit: 0,
    // The prerender lists each page's chunks from the manifest for src/boot.ts to preload after the load event.
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      // src/boot.ts imports the app's entry by its URL and calls its exports.
      input: { index: 'index.html', app: APP_ENTRY },
      preserveEntrySignatures: 'exports-only',
      output: {
        // The framework in one chunk and what most routes share in another, not many small ones each listed in every page's HTML; Swiper and sonner stay lazy.
        codeSplitting: {
          groups: [
            { name: 'framework', test: contactDeliveryOn() ? FRAMEWORK_AND_PRELOAD_HELPER : FRAMEWORK, priority: 2 },
            { name: 'shared', test: (id: string) => id.startsWith(APP_SOURCE) && !COPY.test(id), minShareCount: 5, priority: 1 },
          ],
        },
      },
    },
  },
  resolve: command === 'build' ? { alias: PRODUCTION_ROUTER } : {},
  // Bundled into the SSR build so their CSS imports and the router are the browser's.
  ssr: { noExternal: ['swiper', ...(command === 'build' ? ['react-router', 'react-router-dom'] : [])] },
  test: {
    environment: 'node',
    // Worker threads start faster than the default child processes; no test needs a process of its own.
    pool: 'threads',
    // Every core: vitest's default leaves one free, which on a 2-core CI machine is half of them.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'] } },
      // The build's tests share no state through their modules: one module graph for all of them (the app's modules keep caches).
      {
        extends: true,
        test: { name: 'build', include: ['{prerender,server,functions,infra,scripts,bench}/**/*.test.{ts,mjs}'], isolate: false },
      },
    ],
  },
}));
