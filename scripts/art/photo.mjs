// Photographs for the tests and the build benchmark, made here (no photo is downloaded): a truck on a
// highway through farmland at golden hour, as a phone would shoot it (4000×3000 JPEG, a few MB).
// The scene is drawn as an SVG (sky, hills, road, the site's truck) and rasterized by sharp, then
// finished per pixel: drifting clouds and ground texture from fractal noise, a vignette and sensor
// grain, so that it compresses (and costs to encode) like a photograph rather than a flat drawing.
// Deterministic: the same seed and size give the same bytes.
//
//   node scripts/art/photo.mjs [--seed 1] [--size 4000x3000] [--out photo.jpg]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { C, circ, el, g, lin, path, rad, rect, rng, smooth, tr, truckDefs, truckSide } from './draw.mjs';
import { isMain } from '../lib/is-main.mjs';

/**
 * @typedef {(x: number, y: number) => number} Noise
 * @typedef {{ data: Buffer, width: number, height: number }} Scene raw RGB pixels
 */

/** Bilinear interpolation between the corners a (top left), b (top right), c (bottom left) and d at (u, v) in [0, 1]². */
const bilinear = (
  /** @type {number} */ a,
  /** @type {number} */ b,
  /** @type {number} */ c,
  /** @type {number} */ d,
  /** @type {number} */ u,
  /** @type {number} */ v,
) => {
  const top = a + (b - a) * u;
  return top + (c + (d - c) * u - top) * v;
};

/** Value noise on an integer lattice, smoothly interpolated; `seed` picks the lattice. @param {number} seed @returns {Noise} */
function valueNoise(seed) {
  const random = rng(seed);
  const size = 256;
  const table = Float32Array.from({ length: size * size }, () => random());
  const at = (/** @type {number} */ x, /** @type {number} */ y) => table[(y & (size - 1)) * size + (x & (size - 1))] ?? 0;
  const fade = (/** @type {number} */ t) => t * t * (3 - 2 * t);
  return (x, y) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    return bilinear(at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1), fade(x - x0), fade(y - y0));
  };
}

/** Fractal (fBm) noise in [0, 1): `octaves` layers of value noise, each twice as fine and half as strong. @param {number} seed @param {number} octaves @returns {Noise} */
function fbm(seed, octaves) {
  const noise = valueNoise(seed);
  return (x, y) => {
    let sum = 0;
    let amplitude = 0.5;
    let total = 0;
    for (let octave = 0; octave < octaves; octave += 1) {
      sum += noise(x, y) * amplitude;
      total += amplitude;
      x *= 2.03;
      y *= 2.03;
      amplitude *= 0.5;
    }
    return sum / total;
  };
}

/** The scene's geometry for a seed, in a 4000×3000 frame (scaled to the photo's size when drawn). @param {number} seed @param {number} width @param {number} height */
function sceneSvg(seed, width, height) {
  const random = rng(seed * 7 + 3);
  const W = 4000;
  const H = 3000;
  const horizon = 1380 + random() * 180;
  const sunX = 600 + random() * 2800;
  const warm = random(); // 0: late afternoon, 1: sunset
  /** The colour `t` of the way from `a` to `b` (#rrggbb). @param {string} a @param {string} b @param {number} t */
  const mix = (a, b, t) =>
    `#${[1, 3, 5]
      .map((i) => {
        const [from, to] = [parseInt(a.slice(i, i + 2), 16), parseInt(b.slice(i, i + 2), 16)];
        return Math.round(from + (to - from) * t)
          .toString(16)
          .padStart(2, '0');
      })
      .join('')}`;
  /** @param {number} base @param {number} amplitude @param {number} step @param {number} phase */
  const ridge = (base, amplitude, step, phase) => {
    /** @type {[number, number][]} */
    const points = [];
    const noise = fbm(seed * 13 + phase, 4);
    for (let x = -200; x <= W + 200; x += step) points.push([x, base - noise(x / 900, phase) * amplitude]);
    return smooth(points, H);
  };
  const defs =
    lin('sky', [
      [0, mix('#2f5d8f', '#3b4a7a', warm)],
      [0.55, mix('#8fb6d6', '#d98c6a', warm)],
      [1, mix('#f1d6a8', '#f6b26b', warm)],
    ]) +
    rad('sun', [
      [0, '#fff6dd', 1],
      [0.08, '#ffe7b0', 0.95],
      [0.3, '#ffc27a', 0.35],
      [1, '#ff9a52', 0],
    ]) +
    lin('far', [
      [0, mix('#7d94ad', '#8a7f98', warm)],
      [1, mix('#9fb1bf', '#b79a98', warm)],
    ]) +
    lin('mid', [
      [0, mix('#4f6b4a', '#5a5546', warm)],
      [1, mix('#6f8450', '#7a6a48', warm)],
    ]) +
    lin('field', [
      [0, mix('#b8a15a', '#c0904e', warm)],
      [1, mix('#7a7a3a', '#6e5a30', warm)],
    ]) +
    lin('road', ['#5d6066', '#3b3e44']) +
    truckDefs('t', {
      cab: [
        [C.ol, C.o],
        ['#e5e7eb', '#94a3b8'],
        ['#60a5fa', '#1d4ed8'],
      ][seed % 3],
      trailer: [C.w, C.sl],
    });
  const roadTop = horizon + 700 + random() * 120;
  const roadBottom = roadTop + 380;
  let body = rect(0, 0, W, H, 'url(#sky)');
  body += circ(sunX, horizon - 260 - warm * 160, 1500, 'url(#sun)');
  body += path(ridge(horizon - 40, 420, 120, 1), 'url(#far)');
  body += path(ridge(horizon + 120, 260, 90, 2), 'url(#mid)');
  body += rect(0, horizon + 100, W, H - horizon, 'url(#field)');
  // Crop rows towards the horizon.
  let rows = '';
  for (let y = horizon + 140; y < roadTop - 20; y += 18 + ((y - horizon) / 700) * 40) rows += `M0,${y.toFixed(0)}H${W}`;
  body += path(rows, 'none', { stroke: '#5f5a2a', 'stroke-width': 5, 'stroke-opacity': 0.25 });
  // The highway: shoulder, lanes, dashes, guardrail.
  body += rect(0, roadTop - 26, W, 26, '#8d8a7c') + rect(0, roadTop, W, roadBottom - roadTop, 'url(#road)') + rect(0, roadBottom, W, 30, '#8d8a7c');
  body += rect(0, roadTop + 14, W, 8, '#e8e4d8', { opacity: 0.8 }) + rect(0, roadBottom - 22, W, 8, '#e8e4d8', { opacity: 0.8 });
  let dashes = '';
  for (let x = -80 + random() * 160; x < W; x += 300) dashes += `M${x.toFixed(0)},${(roadTop + roadBottom) / 2 - 6}h150v12h-150Z`;
  body += path(dashes, '#f2c230');
  let posts = '';
  for (let x = 40; x < W; x += 260) posts += `M${x},${roadBottom + 60}v-110h18v110Z`;
  body += path(posts, '#6b6f76') + rect(0, roadBottom - 40, W, 26, '#a4a9b0') + rect(0, roadBottom - 36, W, 6, '#d5d9de');
  // The truck, in the near lane, with its shadow.
  const scale = 2.4 + random() * 0.5;
  const truckX = 300 + random() * (W - 806 * scale - 600);
  const truckY = (roadTop + roadBottom) / 2 + 120;
  body += el('ellipse', { cx: truckX + 400 * scale, cy: truckY + 6, rx: 430 * scale, ry: 22 * scale, fill: '#1e2126', opacity: 0.45 });
  body += g({ transform: tr(truckX, truckY, scale) }, truckSide('t'));
  // Foreground grass.
  body += rect(0, roadBottom + 30, W, H - roadBottom, 'url(#field)');
  body += path(ridge(H - 260, 160, 60, 3), '#5c5a2c', { opacity: 0.55 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
  // Clouds stay above the highest hill top.
  return { svg, cloudLine: (horizon - 460) / H, groundLine: (horizon - 150) / H };
}

/**
 * The scene for `seed` as raw RGB pixels at `width`×`height`, finished: clouds, ground texture,
 * vignette, no grain yet (grain is added per photo, so one scene can make many distinct photos).
 * @returns {Promise<Scene>}
 */
async function photoScene({ seed = 1, width = 4000, height = 3000 } = {}) {
  const { svg, cloudLine, groundLine } = sceneSvg(seed, width, height);
  const { data } = await sharp(Buffer.from(svg), { density: 72 }).resize(width, height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Noise fields at a quarter of the resolution, sampled with bilinear interpolation.
  const qw = Math.ceil(width / 4) + 2;
  const qh = Math.ceil(height / 4) + 2;
  const clouds = fbm(seed * 31 + 5, 6);
  const ground = fbm(seed * 17 + 9, 5);
  const grass = fbm(seed * 19 + 1, 3);
  const cloudField = new Float32Array(qw * qh);
  const groundField = new Float32Array(qw * qh);
  const scale = 4000 / width;
  for (let y = 0; y < qh; y += 1) {
    for (let x = 0; x < qw; x += 1) {
      const fx = (x * 4 * scale) / 700;
      const fy = (y * 4 * scale) / 260;
      cloudField[y * qw + x] = clouds(fx, fy);
      groundField[y * qw + x] = ground((x * 4 * scale) / 90, (y * 4 * scale) / 60) * 0.6 + grass((x * 4 * scale) / 14, (y * 4 * scale) / 5) * 0.4;
    }
  }
  const sample = (/** @type {Float32Array} */ field, /** @type {number} */ x, /** @type {number} */ y) => {
    const [gx, gy] = [x / 4, y / 4];
    const [x0, y0] = [gx | 0, gy | 0];
    const i = y0 * qw + x0;
    return bilinear(field[i] ?? 0, field[i + 1] ?? 0, field[i + qw] ?? 0, field[i + qw + 1] ?? 0, gx - x0, gy - y0);
  };
  const horizonRow = Math.round(height * cloudLine);
  const groundRow = Math.round(height * groundLine);
  for (let y = 0; y < height; y += 1) {
    const dy = y / height - 0.5;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const dx = x / width - 0.5;
      let [r, gr, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (y < horizonRow) {
        // Clouds: thicker higher up, lit warm from below.
        const density = Math.max(0, sample(cloudField, x, y) - 0.52) * 3.2 * (1 - y / horizonRow) ** 0.5;
        const alpha = Math.min(0.85, density);
        r += (250 - r) * alpha;
        gr += (236 - gr) * alpha;
        b += (222 - b) * alpha;
      } else if (y > groundRow && r - b > 30) {
        // Fields and hills (warm or green), not the road, the sky or the truck.
        const texture = (sample(groundField, x, y) - 0.5) * 0.34;
        r *= 1 + texture;
        gr *= 1 + texture;
        b *= 1 + texture * 0.8;
      }
      const vignette = 1 - 0.55 * (dx * dx + dy * dy);
      data[i] = Math.max(0, Math.min(255, r * vignette));
      data[i + 1] = Math.max(0, Math.min(255, gr * vignette));
      data[i + 2] = Math.max(0, Math.min(255, b * vignette));
    }
  }
  return { data, width, height };
}

/**
 * A photo (JPEG) from a scene: its pixels with sensor grain of `seed`, optionally brightened and
 * warmed a little (`tone`, -1..1), so that photos of one scene differ in every byte.
 * @param {Scene} scene
 */
async function photoFromScene(scene, { seed = 1, tone = 0, quality = 90 } = {}) {
  const { width, height } = scene;
  const data = Buffer.from(scene.data);
  let state = (seed * 2654435761) >>> 0 || 1;
  const gain = 1 + tone * 0.08;
  for (let i = 0; i < data.length; i += 3) {
    // xorshift32; the sum of three uniform draws is close enough to Gaussian grain (sigma ~5).
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const grain = (((state & 0xff) + ((state >>> 8) & 0xff) + ((state >>> 16) & 0xff)) / 3 - 127.5) * 0.12;
    data[i] = Math.max(0, Math.min(255, (data[i] ?? 0) * gain + grain + tone * 6));
    data[i + 1] = Math.max(0, Math.min(255, (data[i + 1] ?? 0) * gain + grain));
    data[i + 2] = Math.max(0, Math.min(255, (data[i + 2] ?? 0) * gain + grain - tone * 6));
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** One photo: the scene of `seed` with its own grain. */
export async function makePhoto({ seed = 1, width = 4000, height = 3000, quality = 90 } = {}) {
  return photoFromScene(await photoScene({ seed, width, height }), { seed, quality });
}

/**
 * `count` photos that share no byte, as the benchmarks need them (each encoded on its own): a new
 * scene every 8 photos (drawing one costs a few seconds), each photo its scene with its own grain
 * and tone. Yields the JPEGs one at a time.
 */
export async function* photoSeries(/** @type {number} */ count, { quality = 90 } = {}) {
  /** @type {Scene | undefined} */
  let scene;
  for (let index = 0; index < count; index += 1) {
    if (!scene || index % 8 === 0) scene = await photoScene({ seed: index / 8 + 1 });
    yield photoFromScene(scene, { seed: index + 1, tone: index === 0 ? 0 : ((index + 1) % 5) / 5 - 0.4, quality });
  }
}

/** What the photo shows, for its alt text. */
export const PHOTO_ALT = 'A semi truck on a two-lane highway through golden farmland, hills and a low sun behind it';

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { seed: { type: 'string', default: '1' }, size: { type: 'string', default: '4000x3000' }, out: { type: 'string', default: 'photo.jpg' } },
  });
  const [width, height] = values.size.split('x').map(Number);
  const jpeg = await makePhoto({ seed: Number(values.seed), width, height });
  writeFileSync(values.out, jpeg);
  console.log(`${values.out}: ${width}×${height}, ${(jpeg.length / 1e6).toFixed(2)} MB`);
}
