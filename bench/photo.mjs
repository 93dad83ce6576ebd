// Test photos as a phone shoots them: a drawn scene with noise and sensor grain, so it costs to encode like a photograph; same seed, same bytes.
import sharp from 'sharp';

export const PHOTO_ALT = 'A semi truck on a two-lane highway through golden farmland, hills and a low sun behind it';

/** A seeded random number generator (mulberry32): numbers in [0, 1). @param {number} seed */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fractal noise in [0, 1), 1000×750: random lattices from `cols`×`rows` cells, each finer one fainter, smoothly upscaled. @param {() => number} random @param {number} cols @param {number} rows */
async function fractalNoise(random, cols, rows, octaves = 5) {
  const [width, height] = [1000, 750];
  const layers = await Promise.all(
    Array.from({ length: octaves }, (_, k) => {
      const [w, h] = [cols << k, rows << k];
      const lattice = Uint8Array.from({ length: w * h }, () => random() * 255);
      return sharp(lattice, { raw: { width: w, height: h, channels: 1 } })
        .resize(width, height, { kernel: 'cubic' })
        .extractChannel(0)
        .raw()
        .toBuffer();
    }),
  );
  const total = 255 * layers.reduce((sum, _, k) => sum + 0.7 ** k, 0);
  return Float32Array.from({ length: width * height }, (_, i) => layers.reduce((sum, layer, k) => sum + (layer[i] ?? 0) * 0.7 ** k, 0) / total);
}

/** A noise field as a PNG data URL: `rgb` at the alpha `alpha(n, y)`, y from 0 (top) to 1. @param {Float32Array} noise @param {number[]} rgb @param {(n: number, y: number) => number} alpha */
async function noiseImage(noise, rgb, alpha) {
  const data = Buffer.alloc(noise.length * 4);
  noise.forEach((n, i) => data.set([...rgb, Math.max(0, Math.min(255, alpha(n, i / noise.length) * 255))], i * 4));
  const png = await sharp(data, { raw: { width: 1000, height: 750, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The scene of `seed` as raw RGB pixels, without grain (one scene makes many photos). */
async function photoScene({ seed = 1, width = 4000, height = 3000 } = {}) {
  const random = rng(seed * 7 + 3);
  const horizon = Math.round(1380 + random() * 180);
  const [sunX, warm] = [Math.round(600 + random() * 2800), random()];
  const road = Math.round(horizon + 700 + random() * 120);
  /** Hills `amp` high above `base`, from two sine waves of random phase. @param {number} base @param {number} amp */
  const hills = (base, amp) => {
    const [p, q] = [random() * 9, random() * 9];
    let d = `M0,3000`;
    for (let x = 0; x <= 4000; x += 40) d += `L${x},${Math.round(base - amp * (0.6 + 0.25 * Math.sin(x / 610 + p) + 0.15 * Math.sin(x / 230 + q)))}`;
    return `${d}L4000,3000Z`;
  };
  const [truckX, scale] = [Math.round(300 + random() * 1400), (2.4 + random() * 0.5).toFixed(2)];
  const cab = ['#f26b1d', '#cbd5e1', '#2563eb'][seed % 3];
  const clouds = await noiseImage(await fractalNoise(random, 4, 2), [250, 236, 222], (n, y) => Math.min(0.85, (n - 0.45) * 4) * Math.sqrt(1 - y));
  const grass = await noiseImage(await fractalNoise(random, 16, 24), [61, 58, 24], (n) => 0.15 + (n - 0.5) * 0.9);
  let rows = '';
  for (let y = horizon + 140; y < road - 20; y += 18 + ((y - horizon) / 700) * 40) rows += `M0,${Math.round(y)}H4000`;
  const wheels = [80, 136, 600, 656, 730].map((x) => `<use href="#w" x="${x}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 4000 3000" preserveAspectRatio="none"><defs>
<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#2f5d8f"/><stop offset=".55" stop-color="${warm > 0.5 ? '#c99a7a' : '#8fb6d6'}"/><stop offset="1" stop-color="#f4c98a"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fff6dd"/><stop offset=".08" stop-color="#ffe7b0" stop-opacity=".95"/><stop offset=".3" stop-color="#ffc27a" stop-opacity=".35"/><stop offset="1" stop-color="#ff9a52" stop-opacity="0"/></radialGradient>
<linearGradient id="field" x2="0" y2="1"><stop offset="0" stop-color="#bca05a"/><stop offset="1" stop-color="#74703a"/></linearGradient>
<radialGradient id="vignette" r=".75"><stop offset=".45" stop-opacity="0"/><stop offset="1" stop-opacity=".4"/></radialGradient>
<g id="w"><circle cy="-24" r="24" fill="#15181d"/><circle cy="-24" r="13" fill="#9aa3ad"/><circle cy="-24" r="5" fill="#3b4250"/></g></defs>
<rect width="4000" height="3000" fill="url(#sky)"/><circle cx="${sunX}" cy="${horizon - 260 - Math.round(warm * 160)}" r="1500" fill="url(#sun)"/>
<image href="${clouds}" width="4000" height="${horizon - 300}" preserveAspectRatio="none"/>
<path d="${hills(horizon - 40, 420)}" fill="#8a93aa"/><path d="${hills(horizon + 120, 260)}" fill="#5d7048"/>
<rect y="${horizon + 100}" width="4000" height="3000" fill="url(#field)"/><image href="${grass}" y="${horizon + 100}" width="4000" height="${2900 - horizon}" preserveAspectRatio="none"/>
<path d="${rows}" stroke="#5f5a2a" stroke-width="5" stroke-opacity=".25"/><rect y="${road - 26}" width="4000" height="440" fill="#8d8a7c"/><rect y="${road}" width="4000" height="380" fill="#4a4d53"/>
<path d="M0,${road + 18}H4000M0,${road + 362}H4000" stroke="#e8e4d8" stroke-width="8"/><path d="M0,${road + 190}H4000" stroke="#f2c230" stroke-width="12" stroke-dasharray="150 150"/>
<rect y="${road + 340}" width="4000" height="26" fill="#a4a9b0"/>
<g transform="translate(${truckX} ${road + 310}) scale(${scale})"><ellipse cx="400" cy="6" rx="430" ry="22" fill="#1e2126" opacity=".45"/>
<rect y="-200" width="540" height="150" rx="5" fill="#f1f5f9"/><rect y="-80" width="540" height="7" fill="#f26b1d"/><rect y="-52" width="540" height="10" fill="#0b1f3a"/>
<path d="M560,-40V-150H640L690,-100H760V-40Z" fill="${cab}"/><path d="M588,-142H636L670,-104H588Z" fill="#16325c"/><rect x="545" y="-48" width="230" height="12" fill="#0b1f3a"/>
<rect x="612" y="-210" width="10" height="64" fill="#94a3b8"/><rect x="752" y="-64" width="14" height="20" fill="#f6f1e9"/>${wheels}</g>
<rect width="4000" height="3000" fill="url(#vignette)"/></svg>`;
  return { data: await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer(), width, height };
}

/** A JPEG of `scene` with grain of `seed`, warmed by `tone` (-1..1): photos of one scene differ in every byte. @param {{ data: Buffer, width: number, height: number }} scene */
async function photoFromScene({ data: pixels, width, height }, { seed = 1, tone = 0, quality = 90 } = {}) {
  const data = Buffer.from(pixels);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < data.length; i += 3) {
    // xorshift32; the mean of three bytes is near enough Gaussian grain.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const grain = ((state & 0xff) + ((state >>> 8) & 0xff) + ((state >>> 16) & 0xff)) * 0.04 - 15.3;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.max(0, Math.min(255, (data[i + c] ?? 0) * (1 + tone * 0.08) + grain + tone * 6 * (1 - c)));
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export async function makePhoto({ seed = 1, width = 4000, height = 3000, quality = 90 } = {}) {
  return photoFromScene(await photoScene({ seed, width, height }), { seed, quality });
}

/** `count` photos that share no byte, one at a time: a new scene every 8, each with its own grain and tone. */
export async function* photoSeries(/** @type {number} */ count, { quality = 90 } = {}) {
  /** @type {Awaited<ReturnType<typeof photoScene>> | undefined} */
  let scene;
  for (let index = 0; index < count; index += 1) {
    if (!scene || index % 8 === 0) scene = await photoScene({ seed: index / 8 + 1 });
    yield photoFromScene(scene, { seed: index + 1, tone: index === 0 ? 0 : ((index + 1) % 5) / 5 - 0.4, quality });
  }
}
