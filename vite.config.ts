import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeFor } from './infra/content-types.mjs';
import { APP_ENTRY, EARLY_INPUT_SCRIPT } from './src/lib/pageBoot.mjs';
import { contactDeliveryOn } from './server/leads/switch.mjs';
import { routeDataUrl } from './src/lib/routeDataUrl.mjs';
import { THEME_COLOR } from './src/styles/palette.mjs';
import { contentFiles } from './prerender/content/files.mjs';

/**
 * The dev server answers what the build writes: a route's data (`<path>/index.json`, the current
 * build's name, src/lib/routeDataUrl.mjs: from the route loaders over the posts as they are now,
 * for the app that the dev server serves) and the posts' images and generated covers.
 */
function routeDataInDev(): Plugin {
  const parsedPosts = new Map(); // a post is parsed again only when its file changes
  const dataFile = routeDataUrl('/'); // "/index.json", after the route's path
  return {
    name: 'route-data-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const isData = path.endsWith(dataFile);
        if (!isData && !/^\/assets\/(img|covers)\//.test(path)) return next();
        try {
          const { contentSource, loadContent } = await import('./prerender/content/posts.mjs');
          const { posts, files } = await loadContent({ cache: parsedPosts, preview: true }); // drafts and scheduled posts too
          if (isData) {
            const { load } = await server.ssrLoadModule('/src/entry-server.tsx');
            const route = await load(path.slice(0, -dataFile.length) || '/', contentSource(posts));
            // No page there, so no data: as the host answers (src/lib/routeData.ts reads it as "none").
            if (route.status !== 200 || !route.data) {
              res.statusCode = 404;
              return res.end();
            }
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            return res.end(JSON.stringify({ app: `/${APP_ENTRY}`, loaderData: route.data }));
          }
          const file = files.get(path);
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

/**
 * sonner injects its CSS as an inline <style> element, which each page's CSP refuses (it allows
 * only the <style> elements the prerender writes, by hash: prerender/stylesheets.mjs). Turn the
 * injection off; src/components/ui/Toaster.tsx imports sonner/dist/styles.css.
 */
function sonnerWithoutInlineStyle(): Plugin {
  return {
    name: 'sonner-without-inline-style',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const patched = code.replace(/function __insertCSS\(code\) \{/, '$&\n  return;');
      if (patched === code) this.error('sonner changed: __insertCSS not found; check the CSP workaround');
      return { code: patched, map: null };
    },
  };
}

/**
 * Tailwind makes a rule for every class it finds in src/. The files only a build with lead delivery
 * uses are left out of that search when delivery is off, so the classes of the delivering form add
 * nothing to the stylesheet of a build without it (which stays byte for byte what it was).
 */
const LEAD_DELIVERY_ONLY = ['components/sections/DeliveringContactForm.tsx', 'lib/leadClient.ts', 'lib/lead.mjs'];

function leadDeliveryStyles(on: boolean): Plugin {
  return {
    name: 'lead-delivery-styles',
    enforce: 'pre',
    transform(code, id) {
      if (on || !/[\\/]src[\\/]styles[\\/]index\.css$/.test(id)) return null;
      return { code: `${code}\n${LEAD_DELIVERY_ONLY.map((file) => `@source not '../${file}';`).join('\n')}\n`, map: null };
    },
  };
}

/**
 * React DOM builds five sentinel errors when its module first runs (SuspenseException and its
 * kin, compared by identity, never shown). While DevTools is attached (Lighthouse, the e2e tests,
 * the benches), V8 records a detailed stack trace for every Error constructed, and the frame it
 * needs a source position for is React DOM's whole CommonJS wrapper, which V8 parses again: a
 * long task on a phone's CPU. Objects that inherit from Error.prototype with the same messages
 * work the same for React and cost nothing; the build fails if React's source no longer has
 * exactly these five.
 */
const REACT_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];

function reactSentinelsWithoutStacks(): Plugin {
  return {
    name: 'react-sentinels-without-stacks',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      let found = 0;
      const patched = code.replace(
        new RegExp(`\\b(${REACT_SENTINELS.join('|')}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, 'g'),
        (_, name: string, code: string) => {
          found += 1;
          return `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${code}), writable: true, configurable: true } })`;
        },
      );
      if (found !== REACT_SENTINELS.length)
        this.error(`react-dom changed: ${found} of its ${REACT_SENTINELS.length} sentinel errors found; check react-sentinels-without-stacks`);
      return { code: patched, map: null };
    },
  };
}

/**
 * The page's one script, src/boot.ts, waits for the load event and the first paint before it loads
 * the app: fetch it at low priority, so it never competes with what the first paint needs. (Vite
 * writes the built <script> tag itself, so the attribute is added to its output.) At normal
 * priority it did not run measurably sooner on the mobile profile (npm run bench:controls), while
 * Lighthouse's model counts a high-priority script in <head> as render-blocking (a later FCP).
 * Its `crossorigin` goes: the script is on the page's own origin, where a module script is
 * fetched the same way with or without it, and its bytes count in every page's first round trip.
 */
function lowPriorityBootScript(): Plugin {
  return {
    name: 'low-priority-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const out = html.replace('<script type="module" crossorigin src="', '<script fetchpriority="low" type="module" src="');
        if (out === html) throw new Error('low-priority-boot-script: the built index.html has no <script type="module" crossorigin src>');
        return out;
      },
    },
  };
}

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/;
/**
 * With lead delivery on, the contact page's chunk makes a dynamic import too (sonner, for its
 * toasts), and Vite's preload helper, used by every dynamic import, would become a chunk of its
 * own: one more request on every page. It goes with the framework, which every page loads (off, it
 * stays where it is: the build is byte for byte what it was without lead delivery).
 */
const FRAMEWORK_AND_PRELOAD_HELPER = new RegExp(`${FRAMEWORK.source}|^\\0vite/preload-helper`);

/**
 * The page template's values from their one source: the theme colour from src/styles/palette.mjs
 * (as site.ts's web manifest), the inline script that records early input from
 * src/lib/pageBoot.mjs (as the CSP's hash of it, infra/security-headers.mjs).
 */
function templateValues(): Plugin {
  // The script as a whole element: its text must be exactly what the CSP hashes (a formatter would re-indent a placeholder inside <script>).
  const values = { '%SITE_THEME_COLOR%': THEME_COLOR, '<!--early-input-script-->': `<script>${EARLY_INPUT_SCRIPT}</script>` };
  return {
    name: 'template-values',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        for (const [placeholder, value] of Object.entries(values)) {
          if (!html.includes(placeholder)) throw new Error(`template-values: index.html has no ${placeholder}`);
          html = html.replaceAll(placeholder, () => value);
        }
        return html;
      },
    },
  };
}

/**
 * React Router's production build, for builds. Its package.json sends every bundler to
 * dist/development (remix-run/react-router#14102, open since 2025): warnings on, and their code
 * and messages shipped in the framework chunk (~0.6 KB as transferred, on every page), and the
 * same checks run for every link the prerender renders. dist/production is the same code with the
 * warnings off. The SSR build bundles the router (ssr.noExternal), so the prerender renders with
 * the same copy the browser runs. `npm run dev` keeps the warnings.
 */
const ROUTER_DIST = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(ROUTER_DIST, 'dom-export.mjs') },
];
/** The app's own modules (not a package's, whatever its folders are called). */
const APP_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    contentFiles(),
    templateValues(),
    routeDataInDev(),
    react(),
    leadDeliveryStyles(contactDeliveryOn()),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
    reactSentinelsWithoutStacks(),
    lowPriorityBootScript(),
  ],
  define: {
    // The absolute site origin for canonicals and the sitemap; empty means "use src/config/site.ts".
    'import.meta.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
    // Lead delivery (server/leads/switch.mjs): off, the contact form is the spec's console-only one
    // and the delivering form is not in the build at all.
    'import.meta.env.CONTACT_DELIVERY': JSON.stringify(contactDeliveryOn()),
  },
  build: {
    // dist/ is kept between builds: the prerender leaves the pages that did not change as they are
    // and removes what the build no longer makes (prerender/index.mjs). The SSR build is emptied.
    emptyOutDir: Boolean(isSsrBuild),
    assetsInlineLimit: 0,
    // The prerender reads it to list each page's chunks (the app entry's and the route's) for
    // src/boot.ts to preload after the load event; Vite's own preloading would start them at once.
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      // src/boot.ts (index.html's script) imports the app's entry by the URL the prerender lists on
      // the page, so the entry is built as an entry of its own.
      input: { index: 'index.html', app: APP_ENTRY },
      // Its start() is what src/boot.ts calls: keep the entry's exports (Vite drops them by default).
      preserveEntrySignatures: 'exports-only',
      output: {
        // The framework every route needs in one chunk (fewer requests, better compression), and
        // the app's own modules that most routes use (5 of the 8 pages: the SEO tags, structured
        // data, the page header, site details, paths…) in another: split by default, they are many
        // chunks, most under 1 KB, and each page lists every one in its HTML (data-modules: the
        // hashes do not compress), with imports between them. The rest keeps the default
        // splitting, so Swiper and sonner stay lazy.
        codeSplitting: {
          groups: [
            { name: 'framework', test: contactDeliveryOn() ? FRAMEWORK_AND_PRELOAD_HELPER : FRAMEWORK, priority: 2 },
            { name: 'shared', test: (id: string) => id.startsWith(APP_SOURCE), minShareCount: 5, priority: 1 },
          ],
        },
      },
    },
  },
  resolve: command === 'build' ? { alias: PRODUCTION_ROUTER } : {},
  ssr: {
    // Bundle these into the SSR build so their CSS imports and ESM work the same as in the browser
    // (and the router is the production build above).
    noExternal: ['swiper', ...(command === 'build' ? ['react-router', 'react-router-dom'] : [])],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.{ts,mjs}', 'server/**/*.test.{ts,mjs}', 'infra/**/*.test.{ts,mjs}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // Some tests start real processes (the deploy CLI, s3rver, the font subsetter): a few seconds on a
    // quiet machine, several times that on a busy 2-core one. A test that hangs still fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
}));
