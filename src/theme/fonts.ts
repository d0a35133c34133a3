// docs/requirements.md#constants font families and sizes. Every family is bundled from @fontsource (no CDN) and loaded only when chosen:
// each loader is a dynamic import of that family's latin + latin-ext CSS for weights 400 and 600, so Vite emits
// it as a separate chunk and the first load carries no font at all.
export const FONT_FAMILIES = ['Poppins', 'Roboto', 'Mooli', 'Roboto Condensed', 'IosevkaSlabWEB', 'OpenDyslexic'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_SIZES = ['14px', '16px', '18px'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const DEFAULT_FONT_FAMILY: FontFamily = 'Poppins';
export const DEFAULT_FONT_SIZE: FontSize = '16px';

// IosevkaSlabWEB (Iosevka's slab web build) is not published on npm; @fontsource/iosevka is its closest
// relative, so the stack names the slab first (used if installed locally) and falls back to the bundled Iosevka.
const STACKS: Record<FontFamily, string> = {
  Poppins: "'Poppins', system-ui, -apple-system, 'Segoe UI', sans-serif",
  Roboto: "'Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
  Mooli: "'Mooli', system-ui, -apple-system, 'Segoe UI', sans-serif",
  'Roboto Condensed': "'Roboto Condensed', 'Arial Narrow', system-ui, sans-serif",
  IosevkaSlabWEB: "'IosevkaSlabWEB', 'Iosevka', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  OpenDyslexic: "'OpenDyslexic', 'Comic Sans MS', system-ui, sans-serif",
};

// Subsets published per family: Iosevka and OpenDyslexic have no latin-ext files, Mooli has only weight 400 and
// OpenDyslexic's bold is 700 (the closest to 600).
const LOADERS: Record<FontFamily, () => Promise<unknown>[]> = {
  Poppins: () => [
    import('@fontsource/poppins/latin-400.css'),
    import('@fontsource/poppins/latin-ext-400.css'),
    import('@fontsource/poppins/latin-600.css'),
    import('@fontsource/poppins/latin-ext-600.css'),
  ],
  Roboto: () => [
    import('@fontsource/roboto/latin-400.css'),
    import('@fontsource/roboto/latin-ext-400.css'),
    import('@fontsource/roboto/latin-600.css'),
    import('@fontsource/roboto/latin-ext-600.css'),
  ],
  Mooli: () => [import('@fontsource/mooli/latin-400.css'), import('@fontsource/mooli/latin-ext-400.css')],
  'Roboto Condensed': () => [
    import('@fontsource/roboto-condensed/latin-400.css'),
    import('@fontsource/roboto-condensed/latin-ext-400.css'),
    import('@fontsource/roboto-condensed/latin-600.css'),
    import('@fontsource/roboto-condensed/latin-ext-600.css'),
  ],
  IosevkaSlabWEB: () => [import('@fontsource/iosevka/latin-400.css'), import('@fontsource/iosevka/latin-600.css')],
  OpenDyslexic: () => [import('@fontsource/opendyslexic/latin-400.css'), import('@fontsource/opendyslexic/latin-700.css')],
};

export function isFontFamily(name: string): name is FontFamily {
  return (FONT_FAMILIES as readonly string[]).includes(name);
}

export function isFontSize(size: string): size is FontSize {
  return (FONT_SIZES as readonly string[]).includes(size);
}

/** The chosen family, or the default for an unknown stored name. */
export function resolveFontFamily(name: string): FontFamily {
  return isFontFamily(name) ? name : DEFAULT_FONT_FAMILY;
}

/** The chosen size, or the default for an unknown stored value. */
export function resolveFontSize(size: string): FontSize {
  return isFontSize(size) ? size : DEFAULT_FONT_SIZE;
}

/** The CSS font-family stack of a family. */
export function fontStack(family: string): string {
  return STACKS[resolveFontFamily(family)];
}

/** The size in pixels, for antd's fontSize token. */
export function fontSizePx(size: string): number {
  return Number.parseInt(resolveFontSize(size), 10);
}

const loaded = new Map<FontFamily, Promise<void>>();

/** Loads a family's CSS (and so its font files) once; later calls share the first load. */
export function loadFontFamily(family: string): Promise<void> {
  const name = resolveFontFamily(family);
  let promise = loaded.get(name);
  if (!promise) {
    promise = Promise.all(LOADERS[name]()).then(
      () => undefined,
      (error: unknown) => {
        // The page stays usable with the fallback fonts of the stack; a later choice may retry.
        loaded.delete(name);
        console.warn(`Font ${name} could not be loaded`, error);
      },
    );
    loaded.set(name, promise);
  }
  return promise;
}
