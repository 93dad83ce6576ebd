import { describe, expect, it } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import UPNG from 'upng-js';
import { iconSvg, ogImageSvg, renderIcon, svgToPng, webManifest, wrapTitle } from './brand.mjs';

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
  it('renders square icons at the asked size, compressed without loss', () => {
    const icon = renderIcon(192);
    expect(pngSize(icon)).toEqual({ width: 192, height: 192 });
    expect(icon.length).toBeLessThan(8_000);
    const pixels = (/** @type {Buffer} */ png) => new Uint8Array(/** @type {ArrayBuffer} */ (UPNG.toRGBA8(UPNG.decode(png))[0]));
    const raw = new Resvg(iconSvg(), { fitTo: { mode: 'width', value: 192 } }).render().asPng();
    expect(icon.length).toBeLessThan(raw.length / 2);
    expect(pixels(icon)).toEqual(pixels(raw));
  });

  it('writes a manifest naming the 192 and 512 icons', () => {
    const manifest = JSON.parse(webManifest({ name: 'N', shortName: 'N', description: 'd', themeColor: '#000000' }));
    expect(manifest.icons.map((/** @type {{ sizes: string }} */ icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(manifest).toMatchObject({ start_url: '/', display: 'browser', theme_color: '#000000' });
  });
});
