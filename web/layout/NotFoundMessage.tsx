import Link from 'next/link'

/** The body of the 404 page; the site frame around it comes from the layout of the route that answered. */
export function NotFoundMessage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-700">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">We couldn&apos;t find that page</h1>
      <p className="mt-4 text-lg text-slate-600">
        The address may be mistyped, or the page has moved. Everything we offer is one click away in the menu, or start
        from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-semibold text-white hover:bg-violet-800"
        >
          Go to the home page
        </Link>
        <Link
          href="/contact"
          className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50"
        >
          Contact us
        </Link>
      </div>
    </section>
  )
}
