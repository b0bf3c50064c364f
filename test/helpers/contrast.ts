/* Passed to page.evaluate: it runs in the browser, so it uses nothing from outside its own body. */

/** Runs in the page: the contrast ratio of the first element matching each selector against its backdrop. */
export function contrastOf(selectors: string[]): Record<string, number> {
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]: number[]) => {
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  const backdrop = (el: Element | null): number[] => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const out: Record<string, number> = {};
  for (const sel of selectors) {
    const el = document.querySelector(sel);
    if (!el || !(el as HTMLElement).offsetParent) continue;
    const a = lum(rgb(getComputedStyle(el).color).slice(0, 3));
    const b = lum(backdrop(el));
    out[sel] = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }
  return out;
}
