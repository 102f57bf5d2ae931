import {ICONS} from '@agency/schemas/lib/icon-drawings'
import type {IconName} from '@agency/schemas/lib/icons'

/**
 * An icon by its content name (Lucide's drawing, schemas/lib/icon-drawings.tsx), rendered as inline SVG on
 * the server: no icon font, no request, no client JavaScript. An unknown or missing name draws the
 * sparkles. Decorative unless labelled.
 */
export function Icon({name, className = 'h-6 w-6', label}: {name?: string | null; className?: string; label?: string}) {
  const Drawing = ICONS[(name ?? 'sparkles') as IconName] ?? ICONS.sparkles
  return (
    <Drawing
      strokeWidth={1.8}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    />
  )
}
