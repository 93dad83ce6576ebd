import { C, rect, circ, ell, path, line, g, use, lin, save, tr, pin, dollar, check, ticks, truckDefs, truckSide } from './draw.mjs';

const W = 640,
  H = 400;
/** The background the service pictures share: sky or sand. @param {boolean} sky */
function bg(sky, ring = true) {
  return (
    (sky ? rect(0, 0, W, H, C.w) + rect(0, 0, W, H, C.sl, { opacity: 0.4 }) : rect(0, 0, W, H, C.sa)) +
    circ(320, 196, 172, C.w, { opacity: sky ? 0.6 : 0.75 }) +
    path('M52,60h4v4h-4ZM68,60h4v4h-4ZM84,60h4v4h-4ZM52,76h4v4h-4ZM68,76h4v4h-4ZM84,76h4v4h-4ZM52,92h4v4h-4ZM68,92h4v4h-4ZM84,92h4v4h-4Z', C.n5, {
      opacity: 0.25,
    }) +
    (ring ? circ(566, 318, 14, 'none', { stroke: C.o, 'stroke-width': 4, opacity: 0.5 }) : '') +
    circ(590, 80, 6, C.s, { opacity: 0.5 }) +
    ell(320, 342, 210, 12, C.n, { opacity: 0.07 })
  );
}

export function svcLoadBooking() {
  const defs = lin('sl-tag', [C.ol, C.o], 0, 0, 1, 1) + lin('sl-scr', [C.n7, C.n]);
  let b = bg(false);
  b += rect(150, 84, 320, 220, 'url(#sl-scr)', { rx: 20 }) + rect(164, 98, 292, 192, C.w, { rx: 10 });
  /** @type {[number, string][]} */ ([
    [112, C.o],
    [164, C.s],
    [216, C.n5],
  ]).forEach(([y, c], i) => {
    b +=
      rect(176, y, 136, 44, i === 0 ? C.sa : C.w, { rx: 8, stroke: i === 0 ? C.ol : C.sl, 'stroke-width': 2 }) +
      circ(196, y + 22, 10, c, { opacity: i === 0 ? 1 : 0.8 }) +
      line(`M214,${y + 16}h56M214,${y + 29}h36`, C.sg, 6, { 'stroke-linecap': 'round', opacity: i === 0 ? 0.9 : 0.5 }) +
      line(`M286,${y + 22}h12`, i === 0 ? C.o : C.sl, 8, { 'stroke-linecap': 'round' });
  });
  b +=
    rect(322, 112, 122, 148, C.sl, { rx: 8, opacity: 0.55 }) +
    line('M322,160H444M322,214H444M360,112V260M410,112V260', C.w, 3) +
    path('M376,126c14,-6 30,4 36,14s-2,22 -16,20 -26,-4 -28,-16 2,-16 8,-18Z', C.s, { opacity: 0.3 }) +
    line('M344,240C356,200 400,222 406,178S420,146 424,138', C.o, 4, { 'stroke-linecap': 'round', 'stroke-dasharray': '1 9' }) +
    circ(344, 240, 7, C.n) +
    circ(344, 240, 3, C.w) +
    pin(424, 140, 12, C.o);
  b += rect(286, 304, 48, 14, C.n5) + rect(246, 316, 128, 10, C.n5, { rx: 5 });
  b += g(
    { transform: tr(452, 96, 1, 18) },
    path('M0,30L24,0H100A10,10 0 0 1 110,10V50A10,10 0 0 1 100,60H24Z', 'url(#sl-tag)') + circ(20, 30, 6, C.sa) + dollar(66, 30, 1.4, C.w, 5),
  );
  b += circ(170, 290, 30, C.s) + circ(170, 290, 30, 'none', { stroke: C.w, 'stroke-width': 5 }) + check(170, 290, 1.4, C.w, 6);
  return save('service-load-booking.svg', W, H, defs, b);
}

export function svcBackOffice() {
  const defs = lin('sb-fold', [C.ol, C.o]) + lin('sb-brd', [C.n5, C.n7]);
  let b = bg(true);
  b += g(
    { transform: 'rotate(-9 200 200)' },
    rect(130, 90, 150, 196, C.w, { rx: 8, stroke: C.sl, 'stroke-width': 2 }) +
      line('M150,120h80M150,140h108M150,160h96', C.sg, 6, { 'stroke-linecap': 'round', opacity: 0.4 }),
  );
  b +=
    rect(196, 72, 180, 252, 'url(#sb-brd)', { rx: 16 }) +
    rect(210, 96, 152, 212, C.w, { rx: 6 }) +
    rect(246, 58, 80, 28, C.n, { rx: 9 }) +
    circ(286, 66, 5, C.sa);
  b += rect(226, 114, 64, 10, C.o, { rx: 5 }) + line('M226,136h110', C.sg, 5, { 'stroke-linecap': 'round', opacity: 0.4 });
  [160, 200, 240].forEach((y, i) => {
    b +=
      rect(226, y, 22, 22, i < 2 ? C.s : C.sl, { rx: 6, opacity: i < 2 ? 1 : 0.7 }) +
      (i < 2 ? check(237, y + 11, 0.8, C.w, 3.5) : '') +
      line(`M260,${y + 6}h78M260,${y + 17}h50`, C.sg, 5, { 'stroke-linecap': 'round', opacity: 0.45 });
  });
  b += line('M226,284h60', C.n5, 6, { 'stroke-linecap': 'round', opacity: 0.6 });
  // folder
  b +=
    path('M356,170H404L418,186H508A10,10 0 0 1 518,196V316A10,10 0 0 1 508,326H366A10,10 0 0 1 356,316Z', C.o) +
    g(
      { transform: 'rotate(-4 440 210)' },
      rect(372, 180, 132, 90, C.w, { rx: 4 }) + line('M388,198h60M388,214h90', C.sg, 5, { 'stroke-linecap': 'round', opacity: 0.45 }),
    ) +
    rect(380, 190, 132, 70, C.sa, { rx: 4 }) +
    path('M352,216H522A8,8 0 0 1 530,225L520,318A10,10 0 0 1 510,327H368A10,10 0 0 1 358,318L344,225A8,8 0 0 1 352,216Z', 'url(#sb-fold)') +
    circ(478, 282, 22, C.w, { opacity: 0.9 }) +
    check(478, 282, 1.1, C.o, 5);
  // pen
  b += g({ transform: tr(150, 350, 1, -30) }, rect(0, -6, 104, 12, C.n, { rx: 6 }) + path('M104,-6L122,0L104,6Z', C.o) + rect(70, -6, 8, 12, C.ol));
  return save('service-back-office.svg', W, H, defs, b);
}

export function svcRoute() {
  const defs =
    lin('sr-drop', [C.sl, C.s]) +
    lin('sr-p', [
      [0, C.sl, 0.6],
      [1, C.sl, 0.25],
    ]);
  let b = bg(false);
  b += path('M120,92L250,70V314L120,334Z', C.w) + path('M250,70L380,92V334L250,314Z', 'url(#sr-p)') + path('M380,92L510,70V314L380,334Z', C.w);
  b += path('M120,92L250,70V314L120,334ZM250,70L380,92V334L250,314ZM380,92L510,70V314L380,334Z', 'none', {
    stroke: C.sg,
    'stroke-width': 2,
    'stroke-linejoin': 'round',
    opacity: 0.5,
  });
  b += line('M120,170L510,150M120,262L510,236M196,80V326M318,80V326M440,80V320', C.sg, 3, { opacity: 0.25 });
  b +=
    path('M410,110c30,-8 62,6 66,28s-24,30 -50,24 -40,-44 -16,-52Z', C.sl, { opacity: 0.9 }) +
    path('M150,270c16,-14 46,-10 52,6s-14,26 -32,22 -30,-18 -20,-28Z', C.sl, { opacity: 0.55 });
  b += line('M166,286C150,230 226,236 220,190S300,150 290,230 380,280 360,200 420,170 448,138', C.sg, 4, {
    'stroke-dasharray': '10 10',
    'stroke-linecap': 'round',
    opacity: 0.7,
  });
  const opt = 'M166,286C220,262 250,230 300,214S400,178 448,138';
  b += line(opt, C.w, 14, { 'stroke-linecap': 'round' }) + line(opt, C.o, 7, { 'stroke-linecap': 'round' });
  b += circ(166, 286, 14, C.n) + circ(166, 286, 6, C.w) + pin(448, 136, 18, C.o);
  // fuel drop + savings badge
  b +=
    path('M540,66C540,66 500,116 500,144A40,40 0 0 0 580,144C580,116 540,66 540,66Z', 'url(#sr-drop)') +
    path('M520,140a20,20 0 0 0 14,24', 'none', { stroke: C.w, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.8 }) +
    circ(580, 184, 20, C.o) +
    line('M580,174v18M572,186l8,8 8,-8', C.w, 4, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  return save('service-route-optimization.svg', W, H, defs, b);
}

export function svcDispatch() {
  const defs = lin('sd-ring', [C.n5, C.n], 0, 0, 1, 1) + lin('sd-sun', [C.ol, C.o]);
  let b = bg(true);
  b += circ(320, 208, 96, 'url(#sd-ring)') + circ(320, 208, 80, C.w);
  const inner = (/** @type {number} */ i) => (i % 3 ? 68 : 62); // longer at the quarters
  b += line(ticks(320, 208, 12, inner, 74), C.n5, 4, { 'stroke-linecap': 'round' });
  b += path('M320,208L320,128A80,80 0 0 1 389,248Z', C.o, { opacity: 0.12 });
  b +=
    line('M320,208L352,168', C.n, 7, { 'stroke-linecap': 'round' }) + line('M320,208L320,150', C.o, 5, { 'stroke-linecap': 'round' }) + circ(320, 208, 8, C.n);
  // headset
  b += line('M214,196A106,106 0 0 1 426,196', C.n, 14, { 'stroke-linecap': 'round' });
  b +=
    rect(192, 176, 38, 70, C.n, { rx: 15 }) +
    rect(222, 186, 12, 50, C.o, { rx: 6 }) +
    rect(410, 176, 38, 70, C.n, { rx: 15 }) +
    rect(406, 186, 12, 50, C.o, { rx: 6 });
  b += line('M210,246C210,300 250,318 292,318', C.n, 7, { 'stroke-linecap': 'round' }) + rect(286, 308, 34, 20, C.o, { rx: 10 });
  // moon & sun
  b += path('M146,72A30,30 0 1 0 176,118A24,24 0 1 1 146,72Z', C.n7) + circ(186, 70, 3, C.n5) + circ(110, 120, 2.5, C.n5) + circ(196, 96, 2, C.n5);
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    rays += `M${492 + Math.cos(a) * 36},${96 + Math.sin(a) * 36}L${492 + Math.cos(a) * 46},${96 + Math.sin(a) * 46}`;
  }
  b += circ(492, 96, 26, 'url(#sd-sun)') + line(rays, C.ol, 5, { 'stroke-linecap': 'round' });
  return save('service-dispatch-support.svg', W, H, defs, b);
}

export function svcComm() {
  const p = 'sc';
  const defs = truckDefs(p) + lin('sc-bld', [C.n5, C.n7]) + lin('sc-ph', [C.sl, C.w]);
  let b = bg(false, false);
  b += rect(40, 322, 560, 4, C.sg, { rx: 2, opacity: 0.4 });
  // building
  b += rect(438, 130, 120, 192, 'url(#sc-bld)', { rx: 4 }) + rect(530, 190, 66, 132, C.n7, { rx: 4 }) + rect(430, 122, 136, 12, C.n, { rx: 3 });
  let w = '';
  for (let y = 150; y < 280; y += 30) for (let x = 454; x < 540; x += 26) w += `M${x},${y}h16v16h-16Z`;
  b += path(w, C.sl, { opacity: 0.55 }) + rect(478, 286, 40, 36, C.sa) + rect(540, 210, 46, 8, C.o, { opacity: 0.8 });
  // truck
  b += g({ transform: tr(40, 322, 0.32) }, truckSide(p));
  // connection arc + phone
  b += line('M150,250Q320,40 496,116', C.n5, 3, { 'stroke-dasharray': '2 10', 'stroke-linecap': 'round', opacity: 0.6 });
  b +=
    rect(294, 160, 56, 100, C.n, { rx: 12 }) +
    rect(300, 172, 44, 76, 'url(#sc-ph)', { rx: 5 }) +
    rect(314, 164, 16, 3, C.n5, { rx: 1.5 }) +
    line('M308,190h22M308,204h28', C.n5, 5, { 'stroke-linecap': 'round', opacity: 0.5 }) +
    rect(306, 222, 32, 14, C.o, { rx: 7 }) +
    line('M274,190a30,30 0 0 0 0,40M262,180a44,44 0 0 0 0,60M370,190a30,30 0 0 1 0,40M382,180a44,44 0 0 1 0,60', C.s, 4, { 'stroke-linecap': 'round' });
  // chat bubbles
  b +=
    path('M96,98H236A20,20 0 0 1 256,118V150A20,20 0 0 1 236,170H130L108,188V170H96A20,20 0 0 1 76,150V118A20,20 0 0 1 96,98Z', C.o) +
    circ(136, 134, 7, C.w) +
    circ(166, 134, 7, C.w) +
    circ(196, 134, 7, C.w);
  b +=
    path('M404,44H544A20,20 0 0 1 564,64V96A20,20 0 0 1 544,116H532V134L510,116H404A20,20 0 0 1 384,96V64A20,20 0 0 1 404,44Z', C.n) +
    line('M408,70h100M408,90h64', C.w, 7, { 'stroke-linecap': 'round', opacity: 0.85 }) +
    check(530, 80, 0.9, C.s, 4);
  return save('service-communication.svg', W, H, defs, b);
}

export function svcFactoring() {
  const defs =
    lin('sf-coin', [C.ol, C.o]) +
    lin(
      'sf-ar',
      [
        [0, C.o, 0],
        [1, C.o],
      ],
      0,
      0,
      1,
      0,
    ) +
    lin('sf-bill', [C.sl, C.s], 0, 0, 1, 1) +
    g(
      { id: 'sf-c' },
      ell(0, 0, 38, 12, C.o) +
        rect(-38, -10, 76, 10, C.o) +
        ell(0, -10, 38, 12, 'url(#sf-coin)') +
        ell(0, -10, 26, 7, 'none', { stroke: C.w, 'stroke-width': 2, opacity: 0.5 }),
    );
  let b = bg(true, false);
  // invoice
  b += rect(104, 82, 160, 216, C.n, { rx: 10, opacity: 0.08, transform: 'translate(6 8)' });
  b +=
    path('M104,92A10,10 0 0 1 114,82H234L264,112V288A10,10 0 0 1 254,298H114A10,10 0 0 1 104,288Z', C.w) + path('M234,82V102A10,10 0 0 0 244,112H264Z', C.sl);
  b +=
    rect(122, 104, 60, 12, C.o, { rx: 6 }) +
    line('M122,140h100M122,160h120M122,180h84M122,214h120', C.sg, 6, { 'stroke-linecap': 'round', opacity: 0.4 }) +
    rect(122, 240, 124, 34, C.sa, { rx: 8 }) +
    line('M134,257h40', C.n5, 6, { 'stroke-linecap': 'round' }) +
    line('M204,257h30', C.o, 8, { 'stroke-linecap': 'round' });
  // fast arrow
  b += path('M270,184H360V164L404,200L360,236V216H270Z', 'url(#sf-ar)') + line('M286,150h40M300,252h44', C.o, 5, { 'stroke-linecap': 'round', opacity: 0.35 });
  // cash
  b += g(
    { transform: 'rotate(-8 500 170)' },
    rect(420, 120, 150, 80, C.n5, { rx: 8 }) +
      rect(428, 112, 150, 80, 'url(#sf-bill)', { rx: 8 }) +
      circ(503, 152, 20, C.w, { opacity: 0.7 }) +
      dollar(503, 152, 1, C.n5, 3.5) +
      rect(440, 124, 126, 56, 'none', { rx: 4, stroke: C.w, 'stroke-width': 2, opacity: 0.6 }),
  );
  b +=
    use('sf-c', 450, 318) +
    use('sf-c', 450, 304) +
    use('sf-c', 450, 290) +
    use('sf-c', 540, 318) +
    use('sf-c', 540, 304) +
    use('sf-c', 540, 290) +
    use('sf-c', 540, 276) +
    use('sf-c', 540, 262);
  b += circ(488, 264, 30, 'url(#sf-coin)') + circ(488, 264, 22, 'none', { stroke: C.w, 'stroke-width': 2.5, opacity: 0.6 }) + dollar(488, 264, 0.9, C.w, 3.5);
  return save('service-factoring.svg', W, H, defs, b);
}
