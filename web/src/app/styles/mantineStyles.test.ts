import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
const imported = (file: string) =>
  [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((m) => m[1] ?? "");
const firstPaint = imported('./mantine-first-paint.css');
const cabinets = imported('./mantine-cabinets.css');

/** Where a component's rules stand in Mantine's own styles.css: at its first class name found there. */
function placeInMantine(name: string, all: string): number {
  const own = readFileSync(join(stylesDir, `${name}.css`), 'utf8');
  for (const [cls] of own.matchAll(/\.m_[0-9a-f]{8}/g)) {
    const at = all.indexOf(cls);
    if (at >= 0) return at;
  }
  return all.indexOf(own.trim().slice(0, 40));
}

describe("Mantine's styles split between the first paint and the cabinets", () => {
  it('import every component file of @mantine/core once between them', () => {
    const files = readdirSync(stylesDir)
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect([...firstPaint, ...cabinets].sort()).toEqual(files);
  });

  it("keep Mantine's order, so a component's rules come after those of its parts", () => {
    const all = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
    for (const list of [firstPaint, cabinets]) {
      const places = list.map((name) => placeInMantine(name, all));
      expect(places.every((p) => p >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
  });

  it('put the frame and the inputs a public page paints into the first paint', () => {
    for (const name of ['baseline', 'default-css-variables', 'global', 'Button', 'Input', 'Text', 'Title', 'Modal', 'Combobox']) {
      expect(firstPaint).toContain(name);
    }
  });
});
