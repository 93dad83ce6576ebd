// The SVG drawing kit, shared by the site's art (scripts/art/draw.mjs, written once into
// src/assets/img) and the blog covers drawn at build time (prerender/covers.mjs): elements,
// shapes, gradients, transforms, the small signs both draw and the side-view truck's tractor.
// Pure: strings in, strings out.
import { C } from '../../src/styles/palette.mjs';

/**
 * @typedef {Record<string, string | number | null | undefined | false>} Attributes
 * @typedef {[number, number]} Point
 * @typedef {(string | [number, string, number?])[]} Stops a gradient's stops: [offset, colour, opacity?],
 *   or colours alone, spread evenly from 0 to 1
 * @typedef {object} KitOptions
 * @property {(value: number) => number} round how a number is written in an attribute
 * @property {boolean} [foldOpacity] write a lone shape's `opacity` into its fill- or stroke-opacity
 *   (the same picture, but resvg paints an `opacity` on a layer of its own: ~2× slower per shape)
 */

/** @param {KitOptions} options */
export function svgKit({ round, foldOpacity = false }) {
  /** @param {unknown} v */
  const num = (v) => (typeof v === 'number' ? String(round(v)) : String(v));
  /** @param {Attributes} o */
  const at = (o) =>
    Object.entries(o)
      .filter(([, v]) => v !== undefined && v !== null && v !== false)
      .map(([k, v]) => ` ${k}="${num(v)}"`)
      .join('');
  /** @param {string} t @param {Attributes} o @returns {Attributes} */
  const fold = (t, o) => {
    if (!foldOpacity || o.opacity == null || t === 'g' || t === 'use') return o;
    const fill = o.fill !== 'none' && o.fill != null;
    const stroke = o.stroke != null && o.stroke !== 'none';
    if (fill === stroke) return o;
    const k = fill ? 'fill-opacity' : 'stroke-opacity';
    return { ...o, [k]: Number(o[k] ?? 1) * Number(o.opacity), opacity: null };
  };
  /** @param {string} t @param {Attributes} [o] @param {string | null} [c] */
  const el = (t, o = {}, c) => (c === undefined || c === null || c === '' ? `<${t}${at(fold(t, o))}/>` : `<${t}${at(fold(t, o))}>${c}</${t}>`);
  /** A rectangle; a `fill` of null leaves it to the `use` or the group. @param {number} x @param {number} y @param {number} width @param {number} height @param {string | null} fill @param {Attributes} [o] */
  const rect = (x, y, width, height, fill, o = {}) => el('rect', { x, y, width, height, fill, ...o });
  /** @param {number} cx @param {number} cy @param {number} r @param {string | null} fill @param {Attributes} [o] */
  const circ = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
  /** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {string} fill @param {Attributes} [o] */
  const ell = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
  /** @param {string} d @param {string} fill @param {Attributes} [o] */
  const path = (d, fill, o = {}) => el('path', { d, fill, ...o });
  /** @param {string} d @param {string} stroke @param {number} [w] @param {Attributes} [o] */
  const line = (d, stroke, w = 2, o = {}) => el('path', { d, fill: 'none', stroke, 'stroke-width': w, ...o });
  /** @param {Attributes} o @param {string} c */
  const g = (o, c) => el('g', o, c);
  /** @param {string} id @param {number} [x] @param {number} [y] @param {Attributes} [o] */
  const use = (id, x, y, o = {}) => el('use', { href: '#' + id, x, y, ...o });
  /** @param {Stops} s */
  const stops = (s) =>
    s
      .map((stop, i) => (typeof stop === 'string' ? [i / (s.length - 1), stop] : stop))
      .map(([off, c, op]) => el('stop', { offset: off, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? null : op }))
      .join('');
  /** @param {string} id @param {Stops} s */
  const lin = (id, s, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => el('linearGradient', { id, x1, y1, x2, y2 }, stops(s));
  /** @param {string} id @param {Stops} s */
  const rad = (id, s, cx = 0.5, cy = 0.5, r = 0.5) => el('radialGradient', { id, cx, cy, r }, stops(s));
  /** @param {number} x @param {number} y */
  const tr = (x, y, s = 1, rot = 0) => `translate(${num(x)} ${num(y)})${s !== 1 ? ` scale(${num(s)})` : ''}${rot ? ` rotate(${num(rot)})` : ''}`;
  const RJ = { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  /** A map pin's outline, its tip at (x, y). @param {number} x @param {number} y @param {number} r */
  const pinD = (x, y, r) =>
    `M${x},${y}C${x},${y} ${x - r},${y - r * 1.1} ${x - r},${y - r * 1.9}A${r},${r} 0 0 1 ${x + r},${y - r * 1.9}C${x + r},${y - r * 1.1} ${x},${y} ${x},${y}Z`;
  /** @param {number} x @param {number} y @param {number} r @param {string} fill */
  const pin = (x, y, r, fill, inner = C.w) => path(pinD(x, y, r), fill) + circ(x, y - r * 1.9, r * 0.42, inner);
  /** @param {number} x @param {number} y @param {number} s @param {string} stroke @param {number} w */
  const dollar = (x, y, s, stroke, w) =>
    line(
      `M${x + 6 * s},${y - 7 * s}C${x + 4 * s},${y - 10 * s} ${x - 7 * s},${y - 10 * s} ${x - 7 * s},${y - 4 * s}C${x - 7 * s},${y + 2 * s} ${x + 7 * s},${y - 1 * s} ${x + 7 * s},${y + 5 * s}C${x + 7 * s},${y + 11 * s} ${x - 4 * s},${y + 11 * s} ${x - 7 * s},${y + 7 * s}M${x},${y - 14 * s}V${y + 14 * s}`,
      stroke,
      w,
      RJ,
    );
  /**
   * `n` ticks round (cx, cy), clockwise from 12 o'clock, from radius `inner` (or `inner(i)`) to `outer`: one path.
   * @param {number} cx @param {number} cy @param {number} n @param {number | ((i: number) => number)} inner @param {number} outer
   */
  const ticks = (cx, cy, n, inner, outer) => {
    let d = '';
    for (let i = 0; i < n; i++) {
      const a = (i * Math.PI * 2) / n;
      const r = typeof inner === 'number' ? inner : inner(i);
      d += `M${cx + Math.sin(a) * r},${cy - Math.cos(a) * r}L${cx + Math.sin(a) * outer},${cy - Math.cos(a) * outer}`;
    }
    return d;
  };
  /** The outline of the contiguous United States (US_OUTLINE) in the box (x, y, w, h). @param {number} x @param {number} y @param {number} w @param {number} h */
  const usMap = (x, y, w, h) => 'M' + US_OUTLINE.map(([a, b]) => `${num(x + a * w)},${num(y + b * h)}`).join('L') + 'Z';
  /** @param {number} x @param {number} y @param {number} s @param {string} stroke @param {number} w */
  const check = (x, y, s, stroke, w) => line(`M${x - 8 * s},${y}L${x - 2 * s},${y + 6 * s}L${x + 9 * s},${y - 6 * s}`, stroke, w, RJ);

  /* The side-view truck: facing right, origin = rear of the trailer at road level, ~806 × 240. */
  /** A wheel, to `use` at each axle. @param {string} id */
  const wheelDef = (id) => g({ id }, circ(0, 0, 24, C.n) + circ(0, 0, 13, C.sg) + circ(0, 0, 5, C.n5));
  /** The trailer's vertical ribs, one path. */
  const trailerRibs = () => Array.from({ length: 9 }, (_, i) => `M${(i + 1) * 54},-192V-86`).join('');
  /**
   * The tractor: exhaust stack, chassis, cab, windows, lamps and its three wheels (the trailer is
   * the caller's). Paints differ: the art fills the cab with a gradient, the covers with flat colours.
   * @param {object} paint
   * @param {string} paint.cab the cab's fill
   * @param {[string, Attributes?]} paint.bumper the bumper's fill and attributes
   * @param {string} paint.window the side window
   * @param {string} paint.lamp the headlamp
   * @param {string} paint.wheel the id of the wheel to `use` (wheelDef)
   * @param {boolean} [paint.shine] a light band along the cab's roof
   * @param {boolean} [paint.vent] the sleeper's vent
   */
  const truckCab = ({ cab, bumper, window, lamp, wheel, shine = false, vent = false }) =>
    rect(628, -240, 7, 124, C.sg, { rx: 3 }) +
    rect(520, -64, 276, 14, C.n, { rx: 3 }) +
    path('M566,-56V-186Q566,-200 580,-200H664Q678,-200 682,-190L704,-140H762Q784,-140 788,-124L792,-64Q792,-56 784,-56Z', cab) +
    (shine ? path('M566,-196H664Q676,-196 680,-186L684,-176H566Z', C.w, { opacity: 0.16 }) : '') +
    path('M704,-62H792V-36H787A31,31 0 0 0 725,-36H718Z', bumper[0], bumper[1]) +
    path('M725,-36A31,31 0 0 1 787,-36Z', C.n) +
    line('M636,-60V-196', C.n, 2, { 'stroke-opacity': 0.18 }) +
    path('M642,-186H676L694,-148H642Z', window) +
    path('M662,-186H672L656,-148H646Z', C.w, { opacity: 0.18 }) +
    (vent ? rect(580, -180, 34, 8, C.n, { rx: 4, opacity: 0.3 }) : '') +
    rect(646, -132, 12, 3, C.n, { opacity: 0.4 }) +
    rect(566, -100, 226, 4, C.w, { opacity: 0.35 }) +
    rect(788, -130, 8, 62, C.sg, { rx: 2 }) +
    rect(789, -118, 8, 12, lamp, { rx: 2 }) +
    rect(780, -70, 28, 20, C.sg, { rx: 4 }) +
    rect(654, -80, 58, 24, C.sg, { rx: 12 }) +
    rect(666, -76, 34, 4, C.w, { rx: 2, opacity: 0.5 }) +
    use(wheel, 572, -24) +
    use(wheel, 624, -24) +
    use(wheel, 756, -24);

  return { num, el, rect, circ, ell, path, line, g, use, lin, rad, tr, pinD, pin, dollar, check, ticks, usMap, wheelDef, trailerRibs, truckCab };
}

/**
 * The point at `t` (0..1) of the cubic Bézier curve p0 p1 p2 p3.
 * @param {Point} p0 @param {Point} p1 @param {Point} p2 @param {Point} p3 @param {number} t @returns {Point}
 */
export function bezier(p0, p1, p2, p3, t) {
  const at = (/** @type {0 | 1} */ k) => (1 - t) ** 3 * p0[k] + 3 * (1 - t) ** 2 * t * p1[k] + 3 * (1 - t) * t * t * p2[k] + t ** 3 * p3[k];
  return [at(0), at(1)];
}

/**
 * An SVG document of `body` (and `defs`), its numbers written short: each decimal as `round` makes
 * it, "0.5" as ".5", whitespace collapsed.
 * @param {number} width @param {number} height @param {string} defs @param {string} body @param {(value: number) => number} round
 */
export function svgDocument(width, height, defs, body, round) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
    .replace(/-?\d+\.\d+/g, (m) => String(round(Number(m))))
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .replace(/="0\./g, '=".')
    .replace(/([ ,A-Za-z])0\.(\d)/g, '$1.$2')
    .replace(/-0\.(\d)/g, '-.$1');
}

/**
 * The outline of the contiguous United States, as fractions of a box (x, y), for the route maps of the art and the covers.
 * @type {[number, number][]}
 */
const US_OUTLINE = [
  [0.02, 0.08],
  [0.3, 0.08],
  [0.56, 0.1],
  [0.62, 0.17],
  [0.7, 0.14],
  [0.78, 0.19],
  [0.86, 0.1],
  [0.92, 0.05],
  [0.97, 0.11],
  [0.87, 0.26],
  [0.84, 0.36],
  [0.86, 0.44],
  [0.8, 0.56],
  [0.84, 0.72],
  [0.79, 0.75],
  [0.76, 0.6],
  [0.66, 0.6],
  [0.56, 0.64],
  [0.5, 0.77],
  [0.44, 0.67],
  [0.38, 0.6],
  [0.3, 0.59],
  [0.2, 0.56],
  [0.12, 0.5],
  [0.06, 0.38],
  [0.02, 0.22],
];
