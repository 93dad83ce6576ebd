import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { C, THEME_COLORS } from './palette.mjs';

const css = readFileSync('src/styles/index.css', 'utf8');

describe('the palette', () => {
  it("is the stylesheet's: every colour token of @theme, in its order, from src/styles/palette.mjs", () => {
    const theme = /@theme \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const tokens = [...theme.matchAll(/^\s*(--color-[\w-]+: #[0-9a-f]+;)/gm)].map(([, line]) => line);
    const lines = Object.entries(THEME_COLORS).flatMap(([name, steps]) => Object.entries(steps).map(([step, hex]) => `--color-${name}-${step}: ${hex};`));
    expect(tokens).toEqual(lines);
  });

  it("gives the art its colours as hex, the theme's by reference", () => {
    for (const hex of Object.values(C)) expect(hex).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/);
    expect(C.n).toBe(THEME_COLORS.navy[900]);
  });
});
