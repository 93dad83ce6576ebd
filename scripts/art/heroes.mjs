import {
  C,
  rect,
  circ,
  ell,
  path,
  line,
  g,
  use,
  lin,
  rad,
  tr,
  rng,
  smooth,
  polyD,
  save,
  truckDefs,
  truckSide,
  truckFrontDefs,
  truckFront,
  f,
  bezier,
} from './draw.mjs';

/** @typedef {import('./draw.mjs').Point} Point */

/** `n` stars in the box w × h, dimmer left of `avoidLeft`. @param {number} seed @param {number} n @param {number} w @param {number} h */
function stars(seed, n, w, h, avoidLeft = 0) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r() * w,
      y = r() * h;
    const op = (0.25 + r() * 0.5) * (x < avoidLeft ? 0.45 : 1);
    s += circ(x, y, r() < 0.15 ? 2 : 1.2, C.w, { opacity: op });
  }
  return s;
}

/**
 * A city's silhouette from x0 to x1 on y = base, tallest at x0, with lit windows (`winOp`, in `p`).
 * @param {number} seed @param {number} x0 @param {number} x1 @param {number} base @param {number} maxH @param {number} minH
 * @param {string} fill @param {number} winOp @param {string} p
 */
function skyline(seed, x0, x1, base, maxH, minH, fill, winOp, p) {
  const r = rng(seed);
  let s = '',
    x = x0,
    wins = '';
  while (x < x1) {
    const bw = 34 + r() * 46;
    const t = (x - x0) / (x1 - x0);
    const hgt = minH + (maxH - minH) * (1 - t) * (0.45 + r() * 0.55);
    s += `M${f(x)},${base}V${f(base - hgt)}H${f(x + bw)}V${base}Z`;
    if (r() < 0.25 && hgt > 120) s += `M${f(x + bw / 2 - 2)},${f(base - hgt)}v-${f(20 + r() * 20)}h4V${f(base - hgt)}Z`;
    for (let wy = base - hgt + 14; wy < base - 10; wy += 18) {
      for (let wx = x + 8; wx < x + bw - 10; wx += 14) if (r() < 0.16) wins += `M${f(wx)},${f(wy)}h5v7h-5Z`;
    }
    x += bw + 2 + r() * 6;
  }
  return path(s, fill) + path(wins, p, { opacity: winOp });
}

export function heroDesktop1() {
  const p = 'h1';
  const defs =
    lin('h1-sky', [
      [0, C.n],
      [0.4, C.n7],
      [0.72, C.n5],
    ]) +
    rad('h1-glow', [
      [0, C.ol, 0.75],
      [0.45, C.o, 0.25],
      [1, C.o, 0],
    ]) +
    lin('h1-sun', [C.ol, C.o]) +
    lin('h1-far', [C.n5, C.n7]) +
    lin('h1-mid', [C.n7, C.n]) +
    lin('h1-road', [C.n7, C.n]) +
    lin(
      'h1-beam',
      [
        [0, C.sa, 0.3],
        [1, C.sa, 0],
      ],
      0,
      0,
      1,
      0,
    ) +
    lin(
      'h1-mo',
      [
        [0, C.sl, 0],
        [1, C.sl, 0.5],
      ],
      0,
      0,
      1,
      0,
    ) +
    truckDefs(p, { trailer: [C.sa, C.sg] });
  let b = rect(0, 0, 1600, 900, 'url(#h1-sky)');
  b += stars(11, 70, 1600, 420, 760);
  b += ell(1260, 580, 760, 260, 'url(#h1-glow)');
  b += circ(1262, 548, 46, 'url(#h1-sun)');
  // far hills right
  b += path(
    smooth(
      [
        [560, 600],
        [760, 586],
        [900, 560],
        [1040, 574],
        [1180, 548],
        [1330, 566],
        [1470, 540],
        [1600, 556],
      ],
      700,
    ),
    'url(#h1-far)',
    { opacity: 0.9 },
  );
  // city skyline (two layers)
  b += g({ opacity: 0.75 }, skyline(5, -10, 700, 610, 250, 40, C.n5, 0.22, C.sl));
  b += skyline(9, -20, 640, 630, 200, 30, C.n7, 0.45, C.ol);
  // mid hills / plains
  b += path(
    smooth(
      [
        [-10, 622],
        [300, 626],
        [620, 628],
        [820, 612],
        [1000, 622],
        [1160, 604],
        [1320, 618],
        [1480, 600],
        [1610, 612],
      ],
      760,
    ),
    'url(#h1-mid)',
  );
  // trees on the plains (right)
  const r = rng(3);
  let trees = '';
  for (let i = 0; i < 16; i++) {
    const x = 860 + r() * 720,
      y = 640 + r() * 30,
      hgt = 16 + r() * 16;
    trees += `M${f(x)},${f(y)}l${f(hgt * 0.35)},${f(-hgt)}l${f(hgt * 0.35)},${f(hgt)}Z`;
  }
  b += path(trees, C.n, { opacity: 0.8 });
  b += rect(0, 690, 1600, 60, C.n, { opacity: 0.55 });
  // highway
  b += rect(0, 744, 1600, 156, 'url(#h1-road)');
  let posts = '';
  for (let x = 10; x < 1600; x += 64) posts += `M${x},736v14`;
  b += line(posts, C.sg, 3, { opacity: 0.3 }) + rect(0, 734, 1600, 5, C.sg, { opacity: 0.35 });
  b += rect(0, 756, 1600, 3, C.sa, { opacity: 0.3 }) + rect(0, 874, 1600, 3, C.sa, { opacity: 0.3 });
  b += line('M-20,815H1620', C.sa, 5, { opacity: 0.45, 'stroke-dasharray': '56 48' });
  // street lights right
  let lamps = '';
  for (const x of [1040, 1500]) lamps += rect(x, 560, 5, 178, C.n5) + path(`M${x},562h-34v5h34Z`, C.n5) + rect(x - 38, 564, 14, 5, C.sa, { rx: 2 });
  b += lamps;
  // truck
  const tx = 760,
    ty = 850,
    sc = 0.92;
  b += ell(tx + 370, ty + 2, 400, 9, C.n, { opacity: 0.5 });
  b += path(`M${tx + 796 * sc},${ty - 112 * sc}L1620,${ty - 150}V${ty + 10}L${tx + 796 * sc},${ty - 100 * sc}Z`, 'url(#h1-beam)');
  b += g({ transform: tr(tx, ty, sc) }, truckSide(p));
  // motion lines
  b += line(`M520,${ty - 150}H730M600,${ty - 100}H740M470,${ty - 60}H710M640,${ty - 190}H742`, 'url(#h1-mo)', 4, { 'stroke-linecap': 'round' });
  return save('hero-desktop-1.svg', 1600, 900, defs, b);
}

export function heroDesktop2() {
  const p = 'h2';
  const defs =
    lin('h2-sky', [
      [0, C.n],
      [0.45, C.n7],
      [0.74, C.n5],
    ]) +
    rad('h2-glow', [
      [0, C.ol, 0.7],
      [0.5, C.o, 0.2],
      [1, C.o, 0],
    ]) +
    lin('h2-wall', [C.n5, C.n7]) +
    lin('h2-gnd', [C.n7, C.n]) +
    lin('h2-in', [
      [0, C.ol, 0.9],
      [1, C.o, 0.55],
    ]) +
    lin('h2-door', [C.sg, C.n5]) +
    lin('h2-cone', [
      [0, C.sl, 0.28],
      [1, C.sl, 0],
    ]) +
    g(
      { id: 'h2-ct' },
      rect(0, 0, 118, 42, null, { rx: 2 }) +
        line('M12,5v32M24,5v32M36,5v32M48,5v32M60,5v32M72,5v32M84,5v32M96,5v32M108,5v32', C.n, 2, { 'stroke-opacity': 0.25 }),
    ) +
    truckFrontDefs(p, [C.sg, C.n5]) +
    g({ id: 'h2-tf' }, truckFront(p));
  let b = rect(0, 0, 1600, 900, 'url(#h2-sky)');
  b += stars(21, 32, 1600, 360, 760);
  b += ell(1160, 420, 900, 330, 'url(#h2-glow)');
  // distant hills
  b += path(
    smooth(
      [
        [-10, 640],
        [240, 628],
        [520, 636],
        [800, 606],
        [1100, 618],
        [1380, 596],
        [1610, 612],
      ],
      720,
    ),
    C.n5,
    { opacity: 0.6 },
  );
  // container yard (left, dark)
  /** @type {[string, number][]} */
  const tones = [
    [C.n7, 1],
    [C.n5, 0.75],
    [C.n7, 1],
    [C.o, 0.45],
    [C.n5, 0.55],
    [C.sg, 0.25],
  ];
  const r = rng(7);
  // crane behind containers
  b +=
    path('M110,700V300h14V700ZM520,700V300h14V700ZM60,300h560v-22H60ZM300,278l40-70h12l-32,70Z', C.n7) +
    rect(300, 300, 60, 10, C.n5) +
    line('M318,310V420M342,310V420', C.n5, 3) +
    rect(292, 420, 76, 10, C.n5);
  [4, 3, 5, 2, 3].forEach((n, column) => {
    for (let i = 0; i < n; i++) {
      const [c, o] = /** @type {[string, number]} */ (tones[Math.floor(r() * tones.length)]);
      b += use('h2-ct', 40 + column * 122, 700 - 44 * (i + 1), { fill: c, opacity: o < 1 ? o : null });
    }
  });
  b += rect(0, 696, 680, 30, C.n, { opacity: 0.6 });
  // floodlight pole with cone
  b +=
    path('M640,330L560,720H780L700,330Z', 'url(#h2-cone)', { opacity: 0.6 }) +
    rect(667, 330, 6, 400, C.n5) +
    rect(646, 318, 48, 14, C.n5, { rx: 3 }) +
    rect(650, 330, 40, 5, C.sa, { opacity: 0.9 });
  // warehouse
  b += rect(720, 392, 900, 18, C.n5) + rect(730, 410, 890, 320, 'url(#h2-wall)');
  let seams = '';
  for (let x = 760; x < 1600; x += 34) seams += `M${x},412V520`;
  b += line(seams, C.n, 2, { 'stroke-opacity': 0.18 });
  let wins = '';
  for (let x = 770; x < 1600; x += 70) wins += rect(x, 430, 44, 16, (x / 70) % 3 < 1 ? C.ol : C.sl, { rx: 2, opacity: (x / 70) % 3 < 1 ? 0.7 : 0.35 });
  b += wins + rect(730, 470, 890, 8, C.o);
  b += rect(730, 514, 890, 12, C.n) + rect(730, 526, 890, 8, C.n, { opacity: 0.35 });
  // docks
  const docks = [770, 935, 1100, 1265, 1430];
  let dk = '';
  docks.forEach((x, i) => {
    dk += rect(x - 8, 548, 136, 160, C.n, { rx: 3 });
    if (i === 0 || i === 4) {
      dk +=
        rect(x, 556, 120, 152, 'url(#h2-in)') +
        rect(x + 14, 660, 40, 48, C.n7, { opacity: 0.55 }) +
        rect(x + 58, 676, 34, 32, C.n7, { opacity: 0.55 }) +
        rect(x + 18, 624, 32, 36, C.n7, { opacity: 0.4 }) +
        rect(x, 556, 120, 18, C.sg);
    } else if (i === 2) {
      let sl = '';
      for (let y = 566; y < 708; y += 12) sl += `M${x + 4},${y}h112`;
      dk += rect(x, 556, 120, 152, 'url(#h2-door)') + line(sl, C.n, 2, { 'stroke-opacity': 0.25 });
    } else {
      dk += rect(x, 556, 120, 152, C.n, { opacity: 0.9 });
    }
    dk +=
      rect(x + 46, 534, 28, 8, C.sa, { rx: 2, opacity: 0.9 }) +
      path(`M${x + 48},542L${x - 10},700H${x + 130}L${x + 72},542Z`, 'url(#h2-cone)', { opacity: 0.8 }) +
      rect(x - 14, 690, 12, 24, C.n) +
      rect(x + 122, 690, 12, 24, C.n);
  });
  b += dk + rect(730, 708, 890, 24, C.n7) + rect(730, 708, 890, 4, C.sg, { opacity: 0.4 });
  // apron
  b += rect(0, 726, 1600, 174, 'url(#h2-gnd)');
  let stripes = '';
  for (const x of docks) stripes += `M${x - 30},740L${x - 60},900M${x + 150},740L${x + 180},900`;
  b += line(stripes, C.sa, 3, { opacity: 0.16 });
  b += line('M0,760H700', C.sa, 4, { opacity: 0.2, 'stroke-dasharray': '40 34' });
  // trucks backed in
  for (const x of [995, 1325]) {
    b += ell(x, 842, 96, 8, C.n, { opacity: 0.6 });
    b += use('h2-tf', 0, 0, { transform: tr(x, 840, 0.64) });
    b += ell(x - 56, 745, 26, 10, C.sa, { opacity: 0.12 }) + ell(x + 56, 745, 26, 10, C.sa, { opacity: 0.12 });
  }
  return save('hero-desktop-2.svg', 1600, 900, defs, b);
}

export function heroMobile1() {
  const p = 'm1';
  const W = 750;
  const defs =
    lin('m1-sky', [
      [0, C.n],
      [0.4, C.n7],
      [0.58, C.n5],
    ]) +
    rad('m1-glow', [
      [0, C.ol, 0.85],
      [0.5, C.o, 0.25],
      [1, C.o, 0],
    ]) +
    lin('m1-hill', [C.n7, C.n]) +
    lin('m1-gnd', [
      [0, C.n7],
      [0.5, C.n],
    ]) +
    lin('m1-road', [C.n5, C.n7]) +
    rad('m1-hl', [
      [0, C.sa, 0.9],
      [0.3, C.sl, 0.35],
      [1, C.sl, 0],
    ]) +
    truckFrontDefs(p);
  let b = rect(0, 0, W, 1334, 'url(#m1-sky)');
  b += stars(31, 36, W, 540);
  b += ell(420, 760, 480, 150, 'url(#m1-glow)');
  b += g({ transform: tr(60, 752, 0.4) }, skyline(13, 0, 520, 0, 130, 30, C.n5, 0.6, C.ol));
  b += path(
    smooth(
      [
        [-10, 752],
        [150, 752],
        [290, 746],
        [430, 718],
        [560, 734],
        [680, 710],
        [760, 720],
      ],
      900,
    ),
    C.n5,
    { opacity: 0.8 },
  );
  b += path(
    smooth(
      [
        [-10, 850],
        [130, 824],
        [270, 796],
        [410, 776],
        [540, 790],
        [660, 816],
        [760, 830],
      ],
      1000,
    ),
    'url(#m1-hill)',
  );
  // switchback road climbing the hill
  /** @type {Point[]} four cubic Béziers, each starting where the one before ends */
  const road = [
    [514, 930],
    [530, 896],
    [560, 884],
    [520, 872],
    [480, 860],
    [380, 858],
    [400, 840],
    [410, 826],
    [470, 822],
    [462, 810],
    [454, 798],
    [400, 796],
    [416, 782],
  ];
  const at = (/** @type {number} */ i) => /** @type {Point} */ (road[i]);
  /** @type {Point[]} */
  const pts = [];
  for (let s = 0; s < 12; s += 3) for (let i = s ? 1 : 0; i <= 12; i++) pts.push(bezier(at(s), at(s + 1), at(s + 2), at(s + 3), i / 12));
  const lft = /** @type {Point[]} */ ([]),
    rgt = /** @type {Point[]} */ ([]);
  pts.forEach((q, i) => {
    const a = /** @type {Point} */ (pts[Math.max(0, i - 1)]),
      c = /** @type {Point} */ (pts[Math.min(pts.length - 1, i + 1)]);
    const dx = c[0] - a[0],
      dy = c[1] - a[1],
      len = Math.hypot(dx, dy) || 1;
    const hw = (28 - 21 * (i / (pts.length - 1))) / 2;
    lft.push([q[0] - (dy / len) * hw, q[1] + (dx / len) * hw]);
    rgt.push([q[0] + (dy / len) * hw, q[1] - (dx / len) * hw]);
  });
  b += path(polyD([...lft, ...rgt.reverse()]), C.n5);
  b += line(polyD(pts, false), C.ol, 1.5, { opacity: 0.5, 'stroke-dasharray': '6 6' });
  b += path(
    smooth(
      [
        [-10, 930],
        [180, 912],
        [380, 902],
        [580, 908],
        [760, 920],
      ],
      1334,
    ),
    'url(#m1-gnd)',
  );
  // near road in perspective
  const x0 = 500,
    yh = 880,
    K = 454,
    Wr = 760;
  const X = (/** @type {number} */ z) => 220 * Math.sin((z - 1) * 0.55);
  /** @type {Point[]} */
  const L = [],
    R = [];
  /** @typedef {[number, number, number]} Slice the road at a depth: its centre x, its y, its width */
  /** @type {Slice[]} */
  const cl = [];
  for (let z = 1; z <= 16; z *= 1.07) {
    const y = yh + K / z,
      w = Wr / z,
      x = x0 + X(z) / z;
    L.push([x - w / 2, y]);
    R.push([x + w / 2, y]);
    cl.push([x, y, w]);
  }
  b += path(polyD([[x0 - Wr / 2 - 40, 1334], ...L, ...R.reverse(), [x0 + Wr / 2 + 40, 1334]]), 'url(#m1-road)');
  const edge = (/** @type {number} */ k) =>
    polyD(
      cl.map(([x, y, w]) => [x + k * w, y]),
      false,
    );
  b += line(edge(-0.44) + edge(0.44), C.sa, 3, { opacity: 0.3 });
  let dash = '';
  for (let i = 0; i < cl.length - 2; i += 2) {
    const [[x1, y1, w1], [x2, y2, w2]] = /** @type {[Slice, Slice]} */ (cl.slice(i, i + 2));
    const a = w1 * 0.012,
      c = w2 * 0.012;
    dash += `M${f(x1 - a)},${f(y1)}L${f(x2 - c)},${f(y2)}L${f(x2 + c)},${f(y2)}L${f(x1 + a)},${f(y1)}Z`;
  }
  b += path(dash, C.ol, { opacity: 0.85 });
  const r = rng(17);
  let trees = '';
  for (let i = 0; i < 26; i++) {
    const x = r() * W,
      y = 800 + r() * 110;
    if (Math.abs(x - 470) < 130 && y > 780) continue;
    const h = 12 + (y - 780) * 0.16 + r() * 8;
    trees += `M${f(x)},${f(y)}l${f(h * 0.32)},${f(-h)}l${f(h * 0.32)},${f(h)}Z`;
  }
  b += path(trees, C.n, { opacity: 0.8 });
  // truck (front view), in its lane
  const z = 1.2,
    ty = yh + K / z,
    cx = x0 + (X(z) - Wr / 4) / z;
  b += ell(cx, ty + 4, 150, 14, C.n, { opacity: 0.6 });
  b += g({ transform: tr(cx, ty, 0.96) }, truckFront(p));
  b += ell(cx - 84, ty - 134, 70, 44, 'url(#m1-hl)') + ell(cx + 84, ty - 134, 70, 44, 'url(#m1-hl)');
  return save('hero-mobile-1.svg', W, 1334, defs, b);
}

export function heroMobile2() {
  const p = 'm2';
  const W = 750;
  const defs =
    lin('m2-sky', [
      [0, C.n],
      [0.42, C.n7],
      [0.62, C.n5],
    ]) +
    rad('m2-glow', [
      [0, C.ol, 0.9],
      [0.45, C.o, 0.3],
      [1, C.o, 0],
    ]) +
    lin('m2-sun', [C.sa, C.ol]) +
    lin('m2-gnd', [C.n7, C.n]) +
    lin('m2-wall', [C.n5, C.n7]) +
    lin('m2-in', [
      [0, C.ol],
      [1, C.o, 0.7],
    ]) +
    lin('m2-cone', [
      [0, C.sl, 0.3],
      [1, C.sl, 0],
    ]) +
    g(
      { id: 'm2-ct' },
      rect(0, 0, 176, 54, C.n, { rx: 2, 'fill-opacity': 1 }) +
        rect(0, 0, 176, 54, null, { rx: 2 }) +
        line('M14,6v42M28,6v42M42,6v42M56,6v42M70,6v42M84,6v42M98,6v42M112,6v42M126,6v42M140,6v42M154,6v42', C.n, 2.5, { 'stroke-opacity': 0.22 }) +
        rect(0, 0, 176, 4, C.w, { opacity: 0.12 }),
    ) +
    truckDefs(p);
  let b = rect(0, 0, W, 1334, 'url(#m2-sky)');
  b += stars(41, 34, W, 520);
  b += ell(470, 900, 560, 210, 'url(#m2-glow)');
  b += circ(600, 880, 40, 'url(#m2-sun)', { opacity: 0.95 });
  b += g({ transform: tr(330, 912, 0.45) }, skyline(23, 0, 900, 0, 150, 40, C.n5, 0.5, C.ol));
  b += path(
    smooth(
      [
        [-10, 910],
        [200, 900],
        [420, 906],
        [600, 896],
        [760, 904],
      ],
      1000,
    ),
    C.n5,
    { opacity: 0.9 },
  );
  // ship-to-shore crane (silhouette)
  b +=
    path(
      'M56,1180L76,800h14L80,1180ZM226,1180L206,800h-14L202,1180ZM60,900h170v14H60ZM-20,812h470v-20H-20ZM90,792L136,690h12L196,792h-14L142,706L104,792Z',
      C.n7,
    ) +
    line('M142,696L-20,794M142,696L450,794M330,812V900M350,812V900', C.n7, 3) +
    rect(316, 806, 48, 12, C.n5) +
    rect(312, 900, 56, 10, C.n5);
  b += rect(136, 680, 12, 10, C.o, { opacity: 0.85 });
  // container stacks
  /** @type {[string, number][][]} containers bottom up, in stacks 180 apart: colour, opacity */
  const stacks = [
    [
      [C.o, 0.9],
      [C.n5, 1],
      [C.s, 0.55],
      [C.n7, 1],
      [C.sl, 0.45],
    ],
    [
      [C.n5, 1],
      [C.o, 1],
      [C.n7, 1],
      [C.n5, 0.7],
      [C.s, 0.55],
      [C.ol, 0.75],
      [C.n5, 1],
    ],
    [
      [C.n7, 1],
      [C.o, 0.9],
      [C.s, 0.55],
      [C.n5, 0.7],
    ],
  ];
  stacks.forEach((list, stack) => {
    list.forEach(([c, o], i) => {
      b += use('m2-ct', -30 + stack * 180, 1180 - 56 * (i + 1), { fill: c, 'fill-opacity': o < 1 ? o : null });
    });
  });
  // warehouse right
  b += rect(500, 950, 260, 14, C.n5) + rect(508, 964, 252, 222, 'url(#m2-wall)') + rect(508, 1000, 252, 6, C.o);
  b +=
    rect(540, 1040, 110, 140, C.n) +
    rect(548, 1048, 94, 132, 'url(#m2-in)') +
    rect(560, 1128, 30, 52, C.n7, { opacity: 0.55 }) +
    rect(596, 1140, 28, 40, C.n7, { opacity: 0.5 }) +
    rect(580, 1024, 30, 7, C.sa, { rx: 2 }) +
    path('M582,1031L520,1186H680L608,1031Z', 'url(#m2-cone)') +
    rect(672, 1040, 70, 40, C.sl, { opacity: 0.3, rx: 2 });
  // ground
  b += rect(0, 1180, W, 154, 'url(#m2-gnd)') + rect(0, 1180, W, 4, C.sg, { opacity: 0.35 });
  b += line('M0,1296H750', C.sa, 4, { opacity: 0.3, 'stroke-dasharray': '36 30' });
  // truck
  const tx = 120,
    ty = 1276,
    sc = 0.66;
  b += ell(tx + 270, ty + 2, 280, 7, C.n, { opacity: 0.6 });
  b += g({ transform: tr(tx, ty, sc) }, truckSide(p));
  return save('hero-mobile-2.svg', W, 1334, defs, b);
}
