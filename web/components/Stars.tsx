import {fill} from '@agency/schemas/lib/fill'

/** One to five stars, named for screen readers by `label` with {n} filled in. */
export function Stars({count = 5, label}: {count?: number | null; label?: string | null}) {
  const n = Math.max(1, Math.min(5, count ?? 5))
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={fill(label, {n})}>
      {Array.from({length: n}, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  )
}
