/**
 * Theme tokens. Colours are CSS custom properties set on <html data-theme="light|dark">, so a
 * theme switch is a single attribute change (no re-render) and the server-sent page can pick the
 * right theme before the first paint. Contrast of text on its background is at least 4.5:1.
 */
export const palettes = {
  light: {
    bg: '#ffffff',
    surface: '#f6f7fb',
    surfaceRaised: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d7dbe3',
    primary: '#5b21b6',
    primaryHover: '#4c1d95',
    primaryText: '#ffffff',
    accent: '#b45309',
    success: '#15803d',
    successBg: '#166534',
    danger: '#b91c1c',
    dangerBg: '#fef2f2',
    star: '#b45309',
    focus: '#2563eb',
    skeleton: '#e5e7eb',
  },
  dark: {
    bg: '#0f1117',
    surface: '#171a23',
    surfaceRaised: '#1f2330',
    text: '#f3f4f6',
    textMuted: '#b4bac6',
    border: '#343a4a',
    primary: '#a78bfa',
    primaryHover: '#c4b5fd',
    primaryText: '#111827',
    accent: '#fbbf24',
    success: '#4ade80',
    successBg: '#166534',
    danger: '#f87171',
    dangerBg: '#3b1219',
    star: '#fbbf24',
    focus: '#93c5fd',
    skeleton: '#2a2f3d',
  },
} as const;

export type ColorToken = keyof typeof palettes.light;

const cssVar = (token: string) => `--c-${token.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}`;

/** CSS for both palettes, keyed by the data-theme attribute. */
export function paletteCss(): string {
  const block = (name: keyof typeof palettes) =>
    Object.entries(palettes[name])
      .map(([token, value]) => `${cssVar(token)}:${value};`)
      .join('');
  return `:root,[data-theme="light"]{${block('light')}color-scheme:light;}[data-theme="dark"]{${block('dark')}color-scheme:dark;}`;
}

export const theme = {
  colors: Object.fromEntries(
    Object.keys(palettes.light).map((token) => [token, `var(${cssVar(token)})`]),
  ) as Record<ColorToken, string>,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
  },
  shadow: { card: '0 1px 3px rgba(0,0,0,.12), 0 1px 2px rgba(0,0,0,.08)' },
  maxWidth: '1200px',
} as const;

export type SiteTheme = typeof theme;
