/** One paragraph and nothing else: what any page of the site costs before its own components. */
export default function FloorPage() {
  return (
    <p>
      This page is the framework floor of the site benchmark: one paragraph, built and served with the same Next.js
      configuration as the marketing site, so its Lighthouse score shows what the framework costs on its own.
    </p>
  )
}
