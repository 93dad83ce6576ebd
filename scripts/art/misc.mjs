import { C, rect, circ, path, line, g, use, lin, save, el, usMap, f, PUBLIC } from './draw.mjs';

export function logoMark() {
  const defs =
    lin('lm-bg', [C.n5, C.n], 0, 0, 1, 1) +
    lin('lm-ar', [C.ol, C.o]) +
    lin('lm-rd', [
      [0, C.n5],
      [1, C.s, 0.7],
    ]);
  const b =
    rect(0, 0, 64, 64, 'url(#lm-bg)', { rx: 14 }) +
    path('M14,64L28,34H36L50,64Z', 'url(#lm-rd)') +
    path('M30.2,64H33.8L33.3,56H30.7ZM31,52H33L32.7,46H31.3ZM31.5,42.5H32.5L32.4,38.5H31.6Z', C.w) +
    path('M16,29L32,13L48,29', 'none', { stroke: 'url(#lm-ar)', 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  return save('logo-mark.svg', 64, 64, defs, b);
}

export function favicon() {
  const defs = lin('fv-rd', [
    [0, C.n5],
    [1, C.s, 0.75],
  ]);
  const b =
    rect(0, 0, 32, 32, C.n, { rx: 7 }) +
    path('M7,32L14,17H18L25,32Z', 'url(#fv-rd)') +
    path('M15,32H17L16.7,27H15.3ZM15.5,24H16.5L16.4,20.5H15.6Z', C.w) +
    path('M7,15L16,6L25,15', 'none', { stroke: C.o, 'stroke-width': 4.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  return save('favicon.svg', 32, 32, defs, b, PUBLIC);
}

/**
 * A round avatar, avatar-<n>.svg: a head and shoulders on `bg` (and `bgOver`, a colour and its opacity).
 * @param {number} n
 * @param {{ bg: string, bgOver?: [string, number], skin: string, skinOp: number, skinBase: string, cloth: string[], collar: string,
 *   hairBack?: string, hairFront?: string, extra?: string }} look
 */
function avatar(n, { bg, bgOver, skin, skinOp, skinBase, cloth, collar, hairBack = '', hairFront = '', extra = '' }) {
  const p = `a${n}`;
  const defs =
    el('clipPath', { id: `${p}-c` }, circ(80, 80, 80, null)) +
    el('path', {
      id: `${p}-sk`,
      d: 'M68,84h24v34c0,5-24,5-24,0ZM55,66a25,29 0 0 1 50,0v4a25,29 0 0 1-50,0ZM50,70a5,6 0 0 1 10,0a5,6 0 0 1-10,0ZM100,70a5,6 0 0 1 10,0a5,6 0 0 1-10,0Z',
    }) +
    lin(`${p}-cl`, cloth);
  const b = g(
    { 'clip-path': `url(#${p}-c)` },
    rect(0, 0, 160, 160, bg) +
      (bgOver ? rect(0, 0, 160, 160, bgOver[0], { opacity: bgOver[1] }) : '') +
      circ(128, 34, 40, C.w, { opacity: 0.12 }) +
      hairBack +
      use(`${p}-sk`, 0, 0, { fill: skinBase }) +
      use(`${p}-sk`, 0, 0, { fill: skin, opacity: skinOp }) +
      rect(68, 98, 24, 10, C.n, { opacity: 0.12 }) +
      path('M16,170C16,132 42,114 80,114C118,114 144,132 144,170Z', `url(#${p}-cl)`) +
      path('M66,114L80,136L94,114Z', collar) +
      hairFront +
      extra,
  );
  return save(`avatar-${n}.svg`, 160, 160, defs, b);
}

export function avatars() {
  const r1 = avatar(1, {
    bg: C.sl,
    skinBase: C.n,
    skin: C.o,
    skinOp: 0.58,
    cloth: [C.n5, C.n7],
    collar: C.w,
    hairFront:
      path('M55,64C54,44 66,36 80,36C96,36 106,44 105,64C101,55 96,50 80,50C66,50 59,55 55,64Z', C.n) +
      path('M56,74C58,96 68,98 80,98C92,98 102,96 104,74C100,86 94,90 80,90C66,90 60,86 56,74Z', C.n, { opacity: 0.85 }),
    extra: path('M60,114L80,150L100,114L106,118L80,162L54,118Z', C.n, { opacity: 0.25 }),
  });
  const r2 = avatar(2, {
    bg: C.n5,
    skinBase: C.sa,
    skin: C.ol,
    skinOp: 0.42,
    cloth: [C.ol, C.o],
    collar: C.sa,
    hairBack: path('M50,70C48,40 62,34 80,34C98,34 112,40 110,70L114,122C104,128 56,128 46,122Z', C.n),
    hairFront: path('M55,66C56,46 66,38 82,38C96,38 106,48 105,62C96,58 84,50 76,42C72,52 64,60 55,66Z', C.n),
    extra: circ(105, 80, 3, C.ol),
  });
  const r3 = avatar(3, {
    bg: C.sa,
    bgOver: [C.ol, 0.35],
    skinBase: C.n,
    skin: C.o,
    skinOp: 0.4,
    cloth: [C.s, C.n5],
    collar: C.sl,
    hairFront: path(
      'M52,58a10,10 0 0 1 6-16a11,11 0 0 1 14-10a11,11 0 0 1 16,0a11,11 0 0 1 14,10a10,10 0 0 1 6,16a8,8 0 0 1-4,8C104,54 96,48 80,48C64,48 56,54 52,66a8,8 0 0 1 0-8Z',
      C.n,
    ),
    extra:
      line('M52,70C50,36 110,36 108,70', C.n7, 4) +
      rect(47, 62, 10, 18, C.o, { rx: 4 }) +
      rect(103, 62, 10, 18, C.o, { rx: 4 }) +
      line('M52,78C52,92 62,98 72,98', C.n7, 3, { 'stroke-linecap': 'round' }) +
      circ(73, 98, 3.5, C.o),
  });
  return [r1, r2, r3].join(',');
}

/** Cities of the wall map, as fractions of the map's box. */
const CITIES = /** @satisfies {Record<string, [number, number]>} */ ({
  sea: [0.07, 0.13],
  la: [0.11, 0.48],
  den: [0.33, 0.33],
  dal: [0.47, 0.57],
  chi: [0.63, 0.23],
  atl: [0.74, 0.5],
  nyc: [0.86, 0.25],
});
/** A route from city `a` to city `b` of the map in the box (x, y, w, h), bent by `bend`. @param {number} x @param {number} y @param {number} w @param {number} h @param {keyof typeof CITIES} a @param {keyof typeof CITIES} b */
function route(x, y, w, h, a, b, bend = -0.12) {
  const [x1, y1, x2, y2] = [x + CITIES[a][0] * w, y + CITIES[a][1] * h, x + CITIES[b][0] * w, y + CITIES[b][1] * h];
  const mx = (x1 + x2) / 2 - (y2 - y1) * bend,
    my = (y1 + y2) / 2 + (x2 - x1) * bend;
  return `M${f(x1)},${f(y1)}Q${f(mx)},${f(my)} ${f(x2)},${f(y2)}`;
}

/** A dispatcher on a chair, seen from behind, with a headset: x = centre, y = top of the head. @param {number} x @param {number} y @param {string} hair @param {string} cloth @param {number} skinOp */
function dispatcher(x, y, hair, cloth, skinOp, bun = false) {
  return (
    use('ab-nk', x - 80, y - 40, { fill: C.n }) +
    use('ab-nk', x - 80, y - 40, { fill: C.o, opacity: skinOp }) +
    path(`M${x - 62},${y + 150}C${x - 62},${y + 92} ${x - 44},${y + 74} ${x},${y + 74}C${x + 44},${y + 74} ${x + 62},${y + 92} ${x + 62},${y + 150}Z`, cloth) +
    circ(x, y + 30, 29, hair) +
    (bun ? circ(x, y - 4, 13, hair) : '') +
    use('ab-hs', x, y) +
    use('ab-chair', x, y + 122)
  );
}

export function aboutTeam() {
  const defs =
    lin('ab-wall', [C.w, C.sa]) +
    lin('ab-scr', [C.n7, C.n5], 0, 0, 1, 1) +
    lin('ab-flr', [
      [0, C.sl, 0.55],
      [1, C.sl, 0.15],
    ]) +
    lin('ab-desk', [C.n5, C.n7]) +
    el('path', { id: 'ab-nk', d: 'M68,84h24v34h-24ZM50,70a5,6 0 0 1 10,0a5,6 0 0 1-10,0ZM100,70a5,6 0 0 1 10,0a5,6 0 0 1-10,0Z' }) +
    g({ id: 'ab-mon' }, rect(-70, -92, 140, 88, C.n, { rx: 6 }) + rect(-8, -4, 16, 18, C.n5) + rect(-30, 12, 60, 6, C.n5, { rx: 3 })) +
    g(
      { id: 'ab-ms' },
      line('M8,70H120M30,8V74M90,8V74', C.sl, 1, { opacity: 0.15 }) +
        line('M10,60Q40,10 70,40T118,22', C.o, 3, { 'stroke-linecap': 'round' }) +
        circ(10, 60, 4, C.sl) +
        circ(118, 22, 5, C.ol),
    ) +
    g(
      { id: 'ab-ls' },
      line('M14,14h52M14,31h46M14,48h40M14,65h34', C.sl, 8, { 'stroke-linecap': 'round', opacity: 0.45 }) +
        line('M96,14h16M96,48h16M96,65h16', C.s, 8, { 'stroke-linecap': 'round' }) +
        line('M96,31h16', C.o, 8, { 'stroke-linecap': 'round' }),
    ) +
    g({ id: 'ab-hs' }, line('M-31,34C-33,-8 33,-8 31,34', C.n, 5) + rect(-37, 26, 11, 20, C.o, { rx: 4 }) + rect(26, 26, 11, 20, C.o, { rx: 4 })) +
    g({ id: 'ab-clk' }, circ(0, 0, 27, C.w, { stroke: C.n7, 'stroke-width': 5 }) + circ(0, 0, 3, C.o)) +
    g(
      { id: 'ab-chair' },
      rect(-56, 0, 112, 70, C.n, { rx: 18 }) +
        rect(-6, 70, 12, 40, C.n5) +
        rect(-50, 106, 100, 8, C.n5, { rx: 4 }) +
        circ(-46, 118, 6, C.n) +
        circ(46, 118, 6, C.n) +
        circ(0, 118, 6, C.n),
    );
  let b = rect(0, 0, 960, 720, 'url(#ab-wall)');
  b += rect(0, 0, 960, 36, C.n7) + [120, 360, 600, 840].map((x) => rect(x - 60, 36, 120, 6, C.sl, { rx: 3 })).join('');
  b += rect(0, 520, 960, 200, C.sa) + rect(0, 520, 960, 200, 'url(#ab-flr)') + rect(0, 516, 960, 8, C.sg, { opacity: 0.5 });
  // wall map
  const mx = 250,
    my = 70,
    mw = 460,
    mh = 262;
  b += rect(mx - 12, my - 12, mw + 24, mh + 24, C.n, { rx: 16 }) + rect(mx, my, mw, mh, 'url(#ab-scr)', { rx: 8 });
  let grid = '';
  for (let i = 1; i < 8; i++) grid += `M${mx + (i * mw) / 8},${my + 8}V${my + mh - 8}`;
  for (let i = 1; i < 5; i++) grid += `M${mx + 8},${my + (i * mh) / 5}H${mx + mw - 8}`;
  b += line(grid, C.sl, 1, { opacity: 0.1 });
  const ux = mx + 30,
    uy = my + 34,
    uw = 400,
    uh = 272;
  b += path(usMap(ux, uy, uw, uh), C.sl, { opacity: 0.16, stroke: C.sl, 'stroke-opacity': 0.4, 'stroke-width': 2, 'stroke-linejoin': 'round' });
  b += line(
    route(ux, uy, uw, uh, 'la', 'dal') +
      route(ux, uy, uw, uh, 'dal', 'atl') +
      route(ux, uy, uw, uh, 'sea', 'den') +
      route(ux, uy, uw, uh, 'den', 'chi') +
      route(ux, uy, uw, uh, 'chi', 'nyc'),
    C.o,
    4,
    { 'stroke-linecap': 'round' },
  );
  b += line(route(ux, uy, uw, uh, 'dal', 'chi', 0.1) + route(ux, uy, uw, uh, 'den', 'dal', 0.1) + route(ux, uy, uw, uh, 'atl', 'nyc', 0.15), C.s, 3, {
    'stroke-dasharray': '8 7',
    'stroke-linecap': 'round',
  });
  for (const [cx, cy] of Object.values(CITIES)) b += circ(ux + cx * uw, uy + cy * uh, 7, C.n) + circ(ux + cx * uw, uy + cy * uh, 4, C.w);
  b +=
    rect(mx + 24, my + mh - 46, 90, 26, C.n, { rx: 6, opacity: 0.6 }) +
    rect(mx + 34, my + mh - 37, 40, 8, C.ol, { rx: 4 }) +
    rect(mx + 80, my + mh - 37, 24, 8, C.sl, { rx: 4, opacity: 0.6 });
  // side screens
  b += rect(48, 96, 164, 112, C.n, { rx: 10 }) + rect(56, 104, 148, 96, 'url(#ab-scr)', { rx: 5 });
  b += line('M80,188v-40M104,188v-56M128,188v-48', C.s, 16) + line('M152,188v-72', C.o, 16) + line('M176,188v-64', C.ol, 16);
  b += rect(748, 96, 164, 112, C.n, { rx: 10 }) + rect(756, 104, 148, 96, 'url(#ab-scr)', { rx: 5 });
  b +=
    circ(800, 152, 28, 'none', { stroke: C.n5, 'stroke-width': 10 }) +
    path('M800,124A28,28 0 0 1 826,162', 'none', { stroke: C.o, 'stroke-width': 10 }) +
    line('M846,132h40M846,150h28', C.sl, 8, { 'stroke-linecap': 'round', opacity: 0.6 }) +
    line('M846,168h34', C.ol, 8, { 'stroke-linecap': 'round' });
  let hands = '';
  /** @type {[number, number, number, number][]} clocks: centre, the hands' angles */ ([
    [95, 275, -60, 30],
    [165, 275, 90, 150],
    [795, 275, 0, 200],
    [865, 275, 120, 300],
  ]).forEach(([cx, cy, a1, a2]) => {
    const hand = (/** @type {number} */ a, /** @type {number} */ l) =>
      `M${cx},${cy}l${Math.round(Math.sin((a * Math.PI) / 180) * l)},${Math.round(-Math.cos((a * Math.PI) / 180) * l)}`;
    b += use('ab-clk', cx, cy);
    hands += hand(a1, 12) + hand(a2, 18);
  });
  b += line(hands, C.n, 3, { 'stroke-linecap': 'round' });
  // desk + monitors
  const mons = [130, 310, 480, 650, 830];
  b += mons.map((x) => use('ab-mon', x, 452)).join('');
  mons.forEach((x, i) => {
    b += use(i % 2 ? 'ab-ls' : 'ab-ms', x - 64, 360);
  });
  b += rect(40, 470, 880, 14, C.w) + rect(40, 484, 880, 90, 'url(#ab-desk)');
  b += rect(574, 448, 18, 22, C.w, { rx: 3 }) + rect(574, 456, 18, 5, C.o) + path('M592,452h6a5,5 0 0 1 0,12h-6', 'none', { stroke: C.w, 'stroke-width': 3 });
  // people
  b += dispatcher(215, 418, C.n, C.o, 0.62) + dispatcher(480, 422, C.n7, C.s, 0.3, true) + dispatcher(745, 418, C.n, C.sg, 0.46);
  return save('about-team.svg', 960, 720, defs, b);
}
