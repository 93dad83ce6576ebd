import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { C } from '../src/styles/palette.mjs';
import { ogImageSvg, svgToPng, webManifest, wrapTitle } from './brand.mjs';

const pngSize = (/** @type {Buffer} */ png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('wrapTitle', () => {
  it('wraps on spaces and ellipsises past the last line', () => {
    expect(wrapTitle('Our Dispatch Services')).toEqual(['Our Dispatch Services']);
    expect(wrapTitle('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });
});

describe('Open Graph image', () => {
  it('is a 1200×630 PNG carrying the escaped title and the brand', () => {
    const svg = ogImageSvg({ title: 'Rates & <Lanes>', siteName: 'Northlane Dispatch', host: 'example.com' });
    expect(svg).toContain('Rates &amp; &lt;Lanes&gt;');
    expect(svg).toContain('Northlane Dispatch');
    const png = svgToPng(ogImageSvg({ title: 'Rates & Lanes', siteName: 'Northlane Dispatch', host: 'example.com' }), 1200);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('icons and manifest', () => {
  it.each([
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ])('public/%s is the logo mark on a navy square of %i px, compressed without loss', async (name, size) => {
    // They are this drawing by resvg, re-encoded without loss: redraw them so if the logo changes.
    const icon = readFileSync(`public/${name}`);
    expect(pngSize(icon)).toEqual({ width: size, height: size });
    expect(icon.length).toBeLessThan((size / 192) ** 2 * 8_000);
    const logo = readFileSync('src/assets/img/logo-mark.svg', 'utf8').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><rect width="80" height="80" fill="${C.n}"/><g transform="translate(8 8)">${logo}</g></svg>`;
    const drawn = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render();
    expect(icon.length).toBeLessThan(drawn.asPng().length / 2);
    expect((await sharp(icon).ensureAlpha().raw().toBuffer()).equals(Buffer.from(drawn.pixels))).toBe(true);
  });

  it('writes a manifest naming the 192 and 512 icons, which are in public/', () => {
    const manifest = JSON.parse(webManifest({ name: 'N', shortName: 'N', description: 'd', themeColor: '#000000' }));
    expect(manifest.icons.map((/** @type {{ sizes: string }} */ icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const { src } of manifest.icons) expect(readFileSync(`public${src}`).subarray(1, 4).toString()).toBe('PNG');
    expect(manifest).toMatchObject({ start_url: '/', display: 'browser', theme_color: '#000000' });
  });
});
