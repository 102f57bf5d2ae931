/** Names of the icons the site can draw (Lucide's drawings: icon-drawings.tsx). Cards and steps pick one by name. */
export const ICON_NAMES = [
  'sparkles',
  'bot',
  'brain',
  'zap',
  'clock',
  'trending-up',
  'target',
  'shield',
  'users',
  'message',
  'phone',
  'mail',
  'globe',
  'code',
  'smartphone',
  'video',
  'film',
  'mic',
  'image',
  'palette',
  'search',
  'chart',
  'database',
  'workflow',
  'settings',
  'check',
  'star',
  'heart',
  'book',
  'graduation',
  'briefcase',
  'scale',
  'stethoscope',
  'paw',
  'building',
  'layers',
  'rocket',
  'lock',
  'calendar',
  'file',
  'headphones',
  'megaphone',
  'dollar',
  'link',
  'lightbulb',
  'refresh',
  'plug',
  'award',
  'cpu',
  'map',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const iconField = {
  name: 'icon',
  title: 'Icon',
  type: 'string',
  description: 'The small picture beside the title.',
  options: {list: ICON_NAMES.map((n) => ({title: n, value: n}))},
} as const

/** True for a field whose choices are the icon names: the Studio shows those fields as a grid of icons (studio/IconInput.tsx). */
export const isIconList = (options: unknown): boolean => {
  const list = (options as {list?: unknown[]} | undefined)?.list
  return (
    Array.isArray(list) &&
    list.length === ICON_NAMES.length &&
    list.every((item, i) => (item as {value?: string})?.value === ICON_NAMES[i])
  )
}

/** Where the site serves these icons as one sprite (web/public/icons.svg, written by `npm run typegen`). */
export const ICON_SPRITE_PATH = '/icons.svg'
