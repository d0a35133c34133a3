type Rgb = readonly [number, number, number];

// docs/requirements.md#constants: red at 0, orange at 25, yellow at 50, light green at 75, green at 100 (Material 500 shades),
// interpolated linearly in between.
const STOPS: readonly { at: number; rgb: Rgb }[] = [
  { at: 0, rgb: [0xf4, 0x43, 0x36] },
  { at: 25, rgb: [0xff, 0x98, 0x00] },
  { at: 50, rgb: [0xff, 0xeb, 0x3b] },
  { at: 75, rgb: [0x8b, 0xc3, 0x4a] },
  { at: 100, rgb: [0x4c, 0xaf, 0x50] },
];

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The colour of a percentage (0–100, clamped) as '#rrggbb'. */
export function percentColor(pct: number): string {
  const p = Number.isFinite(pct) ? Math.min(100, Math.max(0, pct)) : 0;
  const upper = STOPS.findIndex((stop) => stop.at >= p);
  const to = STOPS[upper];
  const from = STOPS[Math.max(0, upper - 1)];
  const ratio = to.at === from.at ? 0 : (p - from.at) / (to.at - from.at);
  const rgb = from.rgb.map((c, i) => c + (to.rgb[i] - c) * ratio);
  return `#${rgb.map(hex).join('')}`;
}
