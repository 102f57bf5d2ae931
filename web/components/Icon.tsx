import {ICON_NAMES, ICON_SPRITE_PATH, type IconName} from '@agency/schemas/lib/icons'

const KNOWN = new Set<string>(ICON_NAMES)

/**
 * An icon by its content name: Lucide's drawing from the site's sprite (web/public/icons.svg, written
 * from schemas/lib/icon-drawings.tsx), drawn with <use>. A server component: two elements in the page,
 * no client JavaScript, and the drawings load once for the whole site. An unknown or missing name draws
 * the sparkles. Decorative unless labelled.
 */
export function Icon({name, className = 'h-6 w-6', label}: {name?: string | null; className?: string; label?: string}) {
  const id: IconName = name && KNOWN.has(name) ? (name as IconName) : 'sparkles'
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={id}
    >
      <use href={`${ICON_SPRITE_PATH}#${id}`} />
    </svg>
  )
}
