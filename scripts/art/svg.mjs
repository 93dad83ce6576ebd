// The SVG drawing kit, shared by the site's art (scripts/art/draw.mjs, written once into
// src/assets/img) and the blog covers drawn at build time (prerender/covers.mjs): elements,
// shapes, gradients, transforms and the small signs both draw. Pure: strings in, strings out.
import { C } from '../../src/styles/palette.mjs';

/**
 * @typedef {Record<string, string | number | null | undefined | false>} Attributes
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
  const at = (o) => Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${num(v)}"`).join('');
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
  const el = (t, o = {}, c) => (c === undefined || c === null || c === ''
    ? `<${t}${at(fold(t, o))}/>` : `<${t}${at(fold(t, o))}>${c}</${t}>`);
  /** @param {number} x @param {number} y @param {number} width @param {number} height @param {string} fill @param {Attributes} [o] */
  const rect = (x, y, width, height, fill, o = {}) => el('rect', { x, y, width, height, fill, ...o });
  /** @param {number} cx @param {number} cy @param {number} r @param {string} fill @param {Attributes} [o] */
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
  /** @param {[number, string, number?][]} s */
  const stops = (s) => s.map(([off, c, op]) => el('stop', { offset: off, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? null : op })).join('');
  /** @param {string} id @param {[number, string, number?][]} s */
  const lin = (id, s, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => el('linearGradient', { id, x1, y1, x2, y2 }, stops(s));
  /** @param {string} id @param {[number, string, number?][]} s */
  const rad = (id, s, cx = 0.5, cy = 0.5, r = 0.5) => el('radialGradient', { id, cx, cy, r }, stops(s));
  /** @param {number} x @param {number} y */
  const tr = (x, y, s = 1, rot = 0) => `translate(${num(x)} ${num(y)})${s !== 1 ? ` scale(${num(s)})` : ''}${rot ? ` rotate(${num(rot)})` : ''}`;
  const RJ = { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  /** A map pin's outline, its tip at (x, y). @param {number} x @param {number} y @param {number} r */
  const pinD = (x, y, r) => `M${x},${y}C${x},${y} ${x - r},${y - r * 1.1} ${x - r},${y - r * 1.9}A${r},${r} 0 0 1 ${x + r},${y - r * 1.9}C${x + r},${y - r * 1.1} ${x},${y} ${x},${y}Z`;
  /** @param {number} x @param {number} y @param {number} r @param {string} fill */
  const pin = (x, y, r, fill, inner = C.w) => path(pinD(x, y, r), fill) + circ(x, y - r * 1.9, r * 0.42, inner);
  /** @param {number} x @param {number} y @param {number} s @param {string} stroke @param {number} w */
  const dollar = (x, y, s, stroke, w) => line(`M${x + 6 * s},${y - 7 * s}C${x + 4 * s},${y - 10 * s} ${x - 7 * s},${y - 10 * s} ${x - 7 * s},${y - 4 * s}C${x - 7 * s},${y + 2 * s} ${x + 7 * s},${y - 1 * s} ${x + 7 * s},${y + 5 * s}C${x + 7 * s},${y + 11 * s} ${x - 4 * s},${y + 11 * s} ${x - 7 * s},${y + 7 * s}M${x},${y - 14 * s}V${y + 14 * s}`, stroke, w, RJ);
  /** @param {number} x @param {number} y @param {number} s @param {string} stroke @param {number} w */
  const check = (x, y, s, stroke, w) => line(`M${x - 8 * s},${y}L${x - 2 * s},${y + 6 * s}L${x + 9 * s},${y - 6 * s}`, stroke, w, RJ);
  return { num, el, rect, circ, ell, path, line, g, use, lin, rad, tr, pinD, pin, dollar, check };
}
