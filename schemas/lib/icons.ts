/** Names of the icons the web can draw (web/components/Icon.tsx). Cards and steps pick one by name. */
export const ICON_NAMES = [
  'sparkles', 'bot', 'brain', 'zap', 'clock', 'trending-up', 'target', 'shield', 'users', 'message',
  'phone', 'mail', 'globe', 'code', 'smartphone', 'video', 'film', 'mic', 'image', 'palette',
  'search', 'chart', 'database', 'workflow', 'settings', 'check', 'star', 'heart', 'book', 'graduation',
  'briefcase', 'scale', 'stethoscope', 'paw', 'building', 'layers', 'rocket', 'lock', 'calendar', 'file',
  'headphones', 'megaphone', 'dollar', 'link', 'lightbulb', 'refresh', 'plug', 'award', 'cpu', 'map',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const iconField = {
  name: 'icon',
  title: 'Icon',
  type: 'string',
  description: 'The small picture beside the title.',
  options: {list: ICON_NAMES.map((n) => ({title: n, value: n}))},
} as const
