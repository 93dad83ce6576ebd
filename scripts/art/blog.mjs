import { C, rect, circ, ell, path, line, g, lin, save, tr, pin, dollar, check, ticks, usMap, bezier, truckDefs, truckSide } from './draw.mjs';

const W = 800,
  H = 450;
const skyBg = () => rect(0, 0, W, H, C.w) + rect(0, 0, W, H, C.sl, { opacity: 0.42 });
const RC = { 'stroke-linecap': 'round' };
/** @typedef {import('./draw.mjs').Point} Point */

export function blogPaying() {
  const p = 'bh';
  const defs = truckDefs(p) + lin('bh-bar', [C.n5, C.n7]) + lin('bh-top', [C.ol, C.o]);
  let b = skyBg() + circ(640, 90, 120, C.w, { opacity: 0.5 }) + rect(0, 380, W, 70, C.sa) + rect(0, 378, W, 4, C.sg, { opacity: 0.35 });
  b += rect(86, 62, 380, 270, C.n, { rx: 20, opacity: 0.06, transform: 'translate(8 10)' }) + rect(86, 62, 380, 270, C.w, { rx: 20 });
  b += line('M118,120H434M118,170H434M118,220H434M118,270H434', C.sl, 2, { opacity: 0.8 });
  [60, 90, 120, 160, 206].forEach((h, i) => {
    b += rect(128 + i * 62, 300 - h, 40, h, i === 4 ? 'url(#bh-top)' : 'url(#bh-bar)', { rx: 6, opacity: i === 4 ? 1 : 0.45 + i * 0.15 });
  });
  b +=
    line('M120,246L190,214L262,196L330,150L420,88', C.o, 6, { ...RC, 'stroke-linejoin': 'round' }) +
    path('M404,78L436,76L428,106Z', C.o) +
    circ(190, 214, 7, C.w, { stroke: C.o, 'stroke-width': 4 }) +
    circ(262, 196, 7, C.w, { stroke: C.o, 'stroke-width': 4 }) +
    circ(330, 150, 7, C.w, { stroke: C.o, 'stroke-width': 4 });
  b += g(
    { transform: tr(560, 110, 1, -14) },
    path('M0,34L26,0H120A12,12 0 0 1 132,12V56A12,12 0 0 1 120,68H26Z', 'url(#bh-top)') + circ(22, 34, 7, C.sa) + dollar(78, 34, 1.5, C.w, 5.5),
  );
  b += ell(632, 396, 160, 8, C.n, { opacity: 0.12 }) + g({ transform: tr(472, 392, 0.4) }, truckSide(p));
  b += line('M30,420h60M130,420h60M230,420h60M330,420h60', C.sg, 4, { ...RC, opacity: 0.5 });
  return save('blog-highest-paying-loads.svg', W, H, defs, b);
}

export function blogBoards() {
  const defs = lin('bl-scr', [C.n7, C.n]) + lin('bl-base', [C.sg, C.n5]);
  let b =
    rect(0, 0, W, H, C.sa) +
    circ(400, 220, 210, C.sl, { opacity: 0.5 }) +
    circ(96, 360, 40, C.o, { opacity: 0.12 }) +
    circ(700, 70, 26, C.s, { opacity: 0.25 });
  b += rect(170, 56, 460, 296, 'url(#bl-scr)', { rx: 18 }) + rect(186, 72, 428, 264, C.w, { rx: 8 });
  b += rect(186, 72, 428, 34, C.sa) + circ(206, 89, 6, C.o) + line('M226,89h70', C.sg, 8, { ...RC, opacity: 0.5 }) + rect(540, 81, 58, 16, C.o, { rx: 8 });
  [120, 172, 224, 276].forEach((y, i) => {
    b +=
      rect(200, y, 214, 44, i === 1 ? C.sa : C.w, { rx: 8, stroke: i === 1 ? C.ol : C.sl, 'stroke-width': 2 }) +
      circ(222, y + 22, 11, i === 1 ? C.o : i === 2 ? C.n5 : C.s, { opacity: 0.85 }) +
      line(`M242,${y + 15}h${70 - i * 6}M242,${y + 29}h${44 + i * 4}`, C.sg, 6, { ...RC, opacity: 0.55 }) +
      line(`M370,${y + 22}h26`, i === 1 ? C.o : C.n5, 12, { ...RC, opacity: i === 1 ? 1 : 0.25 });
  });
  b += rect(426, 120, 174, 200, C.sl, { rx: 10, opacity: 0.45 });
  b += path(usMap(432, 150, 162, 150), C.w, { stroke: C.s, 'stroke-width': 1.5, 'stroke-linejoin': 'round', opacity: 0.9 });
  b += line('M452,222Q500,170 548,188', C.o, 4, { ...RC, 'stroke-dasharray': '1 8' }) + circ(452, 222, 6, C.n) + pin(548, 188, 11, C.o);
  b += path('M120,352H680L660,380A12,12 0 0 1 650,386H150A12,12 0 0 1 140,380Z', 'url(#bl-base)') + rect(360, 352, 80, 8, C.n, { rx: 4, opacity: 0.3 });
  // phone
  b += rect(640, 196, 96, 176, C.n, { rx: 16 }) + rect(648, 210, 80, 148, C.w, { rx: 8 }) + rect(678, 202, 20, 3, C.n5, { rx: 1.5 });
  b +=
    rect(656, 220, 64, 56, C.sl, { rx: 6, opacity: 0.6 }) +
    pin(688, 262, 12, C.o) +
    line('M660,294h48M660,308h32', C.sg, 6, { ...RC, opacity: 0.5 }) +
    rect(660, 328, 56, 18, C.o, { rx: 9 });
  return save('blog-load-boards.svg', W, H, defs, b);
}

export function blogDeadhead() {
  const p = 'bd';
  const defs = truckDefs(p, { trailer: [C.sl, C.s] });
  let b = skyBg();
  b += line('M0,120H800M0,260C200,240 300,300 800,280M180,0V450M520,0C500,150 560,300 540,450M0,380H800', C.w, 14, { opacity: 0.85 });
  b +=
    path('M600,330c40,-20 120,-10 150,20s0,70 -60,70 -130,-60 -90,-90Z', C.sl) +
    path('M40,150c30,-30 100,-20 110,10s-40,50 -70,40 -60,-30 -40,-50Z', C.sa) +
    path('M640,40c30,-10 90,0 100,30s-50,40 -80,30 -40,-50 -20,-60Z', C.sa);
  const A = /** @type {Point} */ ([120, 300]),
    B = /** @type {Point} */ ([690, 150]),
    X = /** @type {Point} */ ([440, 390]);
  b += line(`M${A}C230,110 480,60 ${B}`, C.n5, 6, RC);
  b += line(`M${B}C580,220 300,240 ${A}`, C.sg, 5, { ...RC, 'stroke-dasharray': '4 14', opacity: 0.9 });
  b += line(`M${B}C700,300 560,390 ${X}C320,390 200,360 ${A}`, C.o, 7, RC);
  b += circ(A[0], A[1], 18, C.n) + circ(A[0], A[1], 7, C.w) + pin(B[0], B[1] - 4, 20, C.n5) + pin(X[0], X[1] - 4, 16, C.s);
  const chip = (/** @type {Point} */ [x, y], /** @type {boolean} */ loaded) =>
    rect(x - 72, y - 32, 144, 64, C.w, { rx: 32, stroke: loaded ? C.o : C.sg, 'stroke-width': 3, 'stroke-dasharray': loaded ? null : '7 6' }) +
    g(
      { transform: `translate(${Math.round(x + 60)} ${Math.round(y + 18)}) scale(-0.15 0.15)`, opacity: loaded ? null : 0.7 },
      truckSide(p, { empty: !loaded }),
    );
  b += chip(bezier(B, [580, 220], [300, 240], A, 0.45), false);
  const m = bezier(B, [580, 220], [300, 240], A, 0.78);
  b += circ(m[0], m[1], 14, C.sg) + line(`M${Math.round(m[0] - 6)},${Math.round(m[1])}h12`, C.w, 4, RC);
  b += chip(bezier(B, [700, 300], [560, 390], X, 0.55), true);
  const k = bezier(X, [320, 390], [200, 360], A, 0.55);
  b += circ(k[0], k[1], 15, C.o) + check(k[0], k[1], 0.75, C.w, 3.5);
  const [ox = 0, oy = 0] = bezier(A, [230, 110], [480, 60], B, 0.5).map(Math.round);
  b += circ(ox, oy, 15, C.n5) + line(`M${ox - 3},${oy - 7}l7,7l-7,7`, C.w, 3.5, { ...RC, 'stroke-linejoin': 'round' });
  return save('blog-deadhead-miles.svg', W, H, defs, b);
}

export function blogMaintenance() {
  const p = 'bm';
  const defs = truckDefs(p) + lin('bm-bay', [C.n, C.n7]) + lin('bm-wall', [C.n5, C.n7]);
  let b = skyBg() + rect(0, 370, W, 80, C.sa) + rect(0, 368, W, 4, C.sg, { opacity: 0.4 });
  b += rect(70, 70, 460, 300, 'url(#bm-wall)', { rx: 6 }) + rect(60, 60, 480, 20, C.n, { rx: 4 });
  b += rect(110, 130, 380, 240, 'url(#bm-bay)') + rect(106, 118, 388, 22, C.sg) + line('M112,124H488M112,132H488', C.n5, 2, { opacity: 0.5 });
  b += rect(150, 150, 120, 6, C.sl, { rx: 3, opacity: 0.7 }) + rect(330, 150, 120, 6, C.sl, { rx: 3, opacity: 0.7 });
  b += path('M180,156L120,370H280L240,156ZM360,156L320,370H480L420,156Z', C.sl, { opacity: 0.06 });
  b += rect(150, 250, 10, 120, C.sg) + rect(440, 250, 10, 120, C.sg) + rect(140, 244, 30, 10, C.o, { rx: 3 }) + rect(430, 244, 30, 10, C.o, { rx: 3 });
  b += g({ transform: tr(300 - 663 * 0.82, 370, 0.82) }, truckSide(p, { trailer: false }));
  b += rect(110, 364, 380, 6, C.o, { opacity: 0.8 }) + line('M80,90H100M500,90H520', C.o, 6, RC);
  // calendar
  b +=
    rect(572, 64, 170, 150, C.n, { rx: 14, opacity: 0.08, transform: 'translate(6 8)' }) +
    rect(572, 64, 170, 150, C.w, { rx: 14 }) +
    path('M572,78A14,14 0 0 1 586,64H728A14,14 0 0 1 742,78V98H572Z', C.o) +
    rect(604, 54, 8, 24, C.n, { rx: 4 }) +
    rect(702, 54, 8, 24, C.n, { rx: 4 });
  let cells = '';
  for (let r = 0; r < 3; r++) for (let c = 0; c < 5; c++) if (!(r === 1 && c === 3)) cells += `M${592 + c * 28},${114 + r * 30}h18v18h-18Z`;
  b += path(cells, C.sl) + rect(676, 144, 18, 18, C.o, { rx: 3 }) + check(685, 153, 0.6, C.w, 3);
  // tire + wrench
  b +=
    circ(660, 318, 62, C.n) +
    circ(660, 318, 50, 'none', { stroke: C.n5, 'stroke-width': 4, 'stroke-dasharray': '6 8' }) +
    circ(660, 318, 32, C.sg) +
    circ(660, 318, 12, C.n5);
  b += g(
    { transform: tr(548, 330, 1, -50) },
    path('M0,-9H110V9H0Z', C.sg) + path('M110,-22a24,24 0 1 1 0,44l6,-13h12v-18h-12Z', C.sg) + path('M-8,0a20,20 0 1 1 0,0.1', C.sg) + circ(-8, 0, 9, C.sa),
  );
  return save('blog-maintenance.svg', W, H, defs, b);
}

export function blogDetention() {
  const p = 'bt';
  const defs = truckDefs(p) + lin('bt-wall', [C.n5, C.n7]) + lin('bt-sw', [C.ol, C.o]);
  let b = skyBg() + circ(660, 140, 130, C.w, { opacity: 0.5 }) + rect(0, 372, W, 78, C.sa) + rect(0, 370, W, 4, C.sg, { opacity: 0.4 });
  b += rect(30, 110, 300, 262, 'url(#bt-wall)') + rect(22, 100, 316, 16, C.n, { rx: 3 }) + rect(30, 150, 300, 6, C.o);
  b += rect(200, 220, 126, 150, C.n) + rect(206, 226, 120, 112, C.sg, { opacity: 0.35 }) + rect(196, 338, 140, 34, C.n7);
  b += rect(60, 220, 100, 60, C.sl, { opacity: 0.3, rx: 3 });
  b += circ(262, 188, 22, C.w, { stroke: C.n, 'stroke-width': 4 }) + line('M262,188V174M262,188l10,6', C.n, 3, RC);
  b += g({ transform: tr(326, 372, 0.5) }, truckSide(p));
  // stopwatch + coin
  b += rect(640, 44, 40, 16, C.n, { rx: 5 }) + rect(654, 56, 12, 14, C.n) + rect(716, 68, 22, 12, C.n, { rx: 4, transform: 'rotate(40 727 74)' });
  b += circ(660, 140, 72, C.n) + circ(660, 140, 60, C.w) + path('M660,140V80A60,60 0 0 1 717,159Z', 'url(#bt-sw)', { opacity: 0.9 });
  b += line(ticks(660, 140, 12, 50, 55), C.n5, 3, RC) + line('M660,140L700,110', C.n, 5, RC) + circ(660, 140, 7, C.n);
  b += circ(736, 206, 34, 'url(#bt-sw)') + circ(736, 206, 26, 'none', { stroke: C.w, 'stroke-width': 2.5, opacity: 0.6 }) + dollar(736, 206, 1, C.w, 4);
  return save('blog-detention-pay.svg', W, H, defs, b);
}
