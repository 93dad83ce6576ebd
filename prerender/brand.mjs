// Each page's Open Graph card (its title and the brand, drawn as a PNG) and the web manifest; the icons are files in public/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { C } from '../src/styles/palette.mjs';
import { xmlEscape } from './sitemap.mjs';

const require = createRequire(import.meta.url);
const fontFiles = ['500Medium/Inter_500Medium.ttf', '800ExtraBold/Inter_800ExtraBold.ttf'].map((file) => require.resolve(`@expo-google-fonts/inter/${file}`));
const logoInner = readFileSync(new URL('../src/assets/img/logo-mark.svg', import.meta.url), 'utf8').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');

/** A title broken on spaces into at most `maxLines` lines of about `perLine` characters, ellipsised when cut. @param {string} title */
export function wrapTitle(title, perLine = 26, maxLines = 3) {
  /** @type {string[]} */
  const lines = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/[\s,.;:!?—-]+$/, '')}…`;
  return kept;
}

/** The Open Graph card as SVG: navy field, orange rule, the page title, the brand and the site's host. @param {{ title: string, siteName: string, host: string }} card */
export function ogImageSvg({ title, siteName, host }) {
  const lines = wrapTitle(title);
  const fontSize = lines.length > 2 ? 64 : 72;
  const top = 300 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${(top + i * fontSize * 1.15).toFixed(0)}" font-family="Inter" font-weight="800" font-size="${fontSize}" fill="${C.w}">${xmlEscape(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="og-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.n7}"/><stop offset="1" stop-color="${C.n9}"/></linearGradient>
<radialGradient id="og-glow" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="${C.o}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.o}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#og-bg)"/><rect width="1200" height="630" fill="url(#og-glow)"/>
<path d="M760 630 L940 360 L1000 360 L1180 630 Z" fill="${C.n5}" opacity="0.35"/>
<rect x="80" y="80" width="96" height="8" rx="4" fill="${C.o}"/>
${text}
<g transform="translate(80 498) scale(1)">${logoInner}</g>
<text x="164" y="541" font-family="Inter" font-weight="800" font-size="34" fill="${C.w}">${xmlEscape(siteName)}</text>
<text x="1120" y="541" text-anchor="end" font-family="Inter" font-weight="500" font-size="26" fill="${C.sl}">${xmlEscape(host)}</text>
</svg>`;
}

/** An SVG drawn as a PNG `width` pixels wide, with the brand's Inter faces for its text. @param {string} svg @param {number} width */
export function svgToPng(svg, width) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' } }).render().asPng();
}

// `display: 'browser'`: a website, not an app, so Chrome skips its install check, which fetched the 192 px icon on first loads.
/** The web app manifest. @param {{ name: string, shortName: string, description: string, themeColor: string }} app */
export function webManifest({ name, shortName, description, themeColor }) {
  const icons = [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  const app = { name, short_name: shortName, description, start_url: '/', scope: '/', display: 'browser', background_color: C.w, theme_color: themeColor };
  return JSON.stringify({ ...app, icons }, null, 2);
}
