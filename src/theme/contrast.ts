/**
 * WCAG 2 contrast arithmetic, used to derive text shades from a theme's colours: a theme's colour stays what it is
 * for accents (borders, icons, large surfaces), and text drawn in it uses the nearest shade that reaches AA.
 */

/** WCAG 2 AA for normal-size text (1.4.3). */
export const AA_TEXT = 4.5;

type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)`; null for anything else. */
export function parseColor(css: string): Rgba | null {
  const value = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    let digits = hex[1];
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return [channel(0), channel(2), channel(4), digits.length === 8 ? channel(6) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(value);
  if (fn) {
    const parts = fn[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    if (parts.length < 3 || parts.some(Number.isNaN)) return null;
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  }
  return null;
}

function mustParse(css: string): Rgba {
  const rgba = parseColor(css);
  if (!rgba) throw new Error(`not a colour: ${css}`);
  return rgba;
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.slice(0, 3).map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** A translucent colour as it shows over an opaque background. */
export function blend(color: string, background: string): string {
  const [r, g, b, a] = mustParse(color);
  const [br, bg, bb] = mustParse(background);
  return toHex([r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)]);
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = mustParse(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a (possibly translucent) foreground over an opaque background. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = relativeLuminance(blend(foreground, background));
  const bg = relativeLuminance(background);
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

function toHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  if (s === 0) return toHex([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex([hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255]);
}

/**
 * The shade of `color` nearest to it (same hue and saturation, lightness moved in steps of 0.5 %) whose contrast
 * with every one of `others` is at least `min`: darker when the others are light, lighter when they are dark.
 * The colour itself when it already passes. `others` are the backgrounds text in this colour sits on, or the
 * colour of text that sits on it.
 */
export function shadeForContrast(color: string, others: readonly string[], min = AA_TEXT): string {
  const start = toHex(mustParse(color));
  const passes = (c: string) => others.every((other) => contrastRatio(c, other) >= min);
  if (passes(start)) return start;
  const lightOthers = others.reduce((sum, o) => sum + relativeLuminance(o), 0) / others.length > 0.18;
  const [h, s, l] = toHsl(mustParse(start));
  const step = lightOthers ? -0.005 : 0.005;
  for (let lightness = l + step; lightness >= 0 && lightness <= 1; lightness += step) {
    const candidate = fromHsl(h, s, lightness);
    if (passes(candidate)) return candidate;
  }
  return lightOthers ? '#000000' : '#ffffff';
}

/** The colour at another HSL lightness (0..1), as antd draws the tint behind a tag of a custom colour. */
export function withLightness(color: string, lightness: number): string {
  const [h, s] = toHsl(mustParse(color));
  return fromHsl(h, s, lightness);
}

/** The colour with its HSL lightness moved by `delta` (clamped to 0..1). */
export function adjustLightness(color: string, delta: number): string {
  const [h, s, l] = toHsl(mustParse(color));
  return fromHsl(h, s, Math.min(1, Math.max(0, l + delta)));
}

/** `weight` of `color` over `background` (0..1), as opaque colours. */
export function mix(color: string, background: string, weight: number): string {
  const [r, g, b] = mustParse(color);
  const [br, bg, bb] = mustParse(background);
  return toHex([r * weight + br * (1 - weight), g * weight + bg * (1 - weight), b * weight + bb * (1 - weight)]);
}

/** The colour that `mix(…, background, weight)` turns into `drawn`, as near as 0..255 channels allow. */
export function unmix(drawn: string, background: string, weight: number): string {
  const [r, g, b] = mustParse(drawn);
  const [br, bg, bb] = mustParse(background);
  return toHex([(r - br * (1 - weight)) / weight, (g - bg * (1 - weight)) / weight, (b - bb * (1 - weight)) / weight]);
}
