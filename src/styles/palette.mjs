// The brand's palette, once: the stylesheet's @theme colours (src/styles/index.css, held to these by a test)
// and the art's (src/assets, the Open Graph cards). Plain JavaScript, so that Node reads it as it is.

/** The stylesheet's colour scales: `--color-<name>-<step>` in @theme, Tailwind's `bg-navy-900` and so on. */
export const THEME_COLORS = {
  navy: { 50: '#eef3fa', 100: '#d8e3f2', 200: '#b3c6e3', 500: '#2a4d7f', 600: '#1f3f6d', 700: '#16325c', 800: '#10284b', 900: '#0b1f3a', 950: '#07152a' },
  orange: { 50: '#fff4ec', 100: '#ffe4d1', 400: '#ff9a52', 500: '#f7802f', 600: '#b94b08', 700: '#9a3d05' },
  sand: { 50: '#fbf8f3', 100: '#f6f1e9', 200: '#ebe2d3' },
};

const { navy, orange, sand } = THEME_COLORS;

/** The browser's theme colour (<meta name="theme-color">, the web manifest): the brand's navy. */
export const THEME_COLOR = navy[900];

/** The art's colours, by short name: the theme's, a brighter orange (a fill, never text), sky-400, sky-200, slate-400, white. */
export const C = {
  n: navy[900],
  n7: navy[700],
  n5: navy[500],
  n9: navy[950],
  o: '#f26b1d',
  ol: orange[400],
  s: '#38bdf8',
  sl: '#bae6fd',
  sa: sand[100],
  sd: sand[200],
  w: '#fff',
  sg: '#94a3b8',
};
