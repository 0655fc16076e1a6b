/** Design tokens. Linaria evaluates these at build time; components import what they need. */

export const colors = {
  primary: '#16794b',
  primaryHover: '#0f5e3a',
  primarySoft: '#e6f4ec',
  secondary: '#1b1f24',
  secondarySoft: '#2c333b',
  third: '#6b737c',
  thirdSoft: '#d7dbe0',
  background: '#ffffff',
  surface: '#f5f7f8',
  text: '#1b1f24',
  textMuted: '#545c66',
  textInverse: '#ffffff',
  border: '#dde1e6',
  focus: '#1a73e8',
  info: '#1f6fd1',
  success: '#16794b',
  warning: '#9a6700',
  error: '#c62828',
  notify: '#5b3cc4',
} as const

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const

/** Min-width media queries, mobile first. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  /** On paper (and in a PDF saved from the print dialog): decision 97. */
  print: '@media print',
  /** Windows' contrast themes and the like, which replace the page's colours with a few of the system's: decision 98. */
  forcedColors: '@media (forced-colors: active)',
} as const

export const layout = {
  contentTopPadding: 80,
  navHeight: 80,
  navScrollThreshold: 80,
  maxContentWidth: 1200,
  menuBlurDelayMs: 150,
  /** The round link to the inquiry form: its size and its distance from the window's corner. */
  hotCornerSize: 96,
  hotCornerInset: 24,
} as const

export const widths = {
  toast: 350,
  modal: { sm: 300, md: 500, lg: 800, xl: 1140 },
  tooltip: 200,
  popover: 276,
} as const

export const fonts = {
  body: "'Pretendard', 'Noto Sans', 'Noto Sans KR', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans JP', system-ui, -apple-system, sans-serif",
} as const

export const motion = {
  pageTransitionMs: 250,
} as const

export const zIndex = { nav: 100, hotCorner: 90, loadingBar: 200, toast: 300, modal: 400 } as const
