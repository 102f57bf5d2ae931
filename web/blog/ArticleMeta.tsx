/** An article's category and date, as cards and article pages show them. */
export function ArticleMeta({
  category,
  date,
  isoDate,
}: {
  category?: string | null
  date?: string | null
  isoDate?: string | null
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold">
      {category ? (
        <span className="rounded-full bg-violet-100 px-2.5 py-1 uppercase tracking-wider text-violet-800">
          {category}
        </span>
      ) : null}
      {date ? (
        <time dateTime={isoDate ?? undefined} className="text-slate-600">
          {date}
        </time>
      ) : null}
    </p>
  )
}
