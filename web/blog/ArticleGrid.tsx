import {BlogCard, type CardArticle} from './BlogCard'
import type {Wording} from '../lib/types'

/**
 * A grid of article cards: one column on phones, two from 768 px, three from 1280 px (where the
 * desktop sidebar leaves 944 px). Viewport breakpoints, not a size container: see components/Section.tsx.
 * One or two cards (a small category) are centred at the width they would have in a full grid rather
 * than leaving empty columns beside them. The first card's image is fetched first when the grid starts
 * on the first screen (`priorityFirst`).
 */
const columns = (count: number) =>
  count === 1 ? 'mx-auto max-w-sm' : count === 2 ? 'mx-auto max-w-3xl md:grid-cols-2' : 'md:grid-cols-2 xl:grid-cols-3'

export function ArticleGrid({
  articles,
  wording,
  priorityFirst = false,
  readMore = true,
  heading = 'h3',
}: {
  articles: CardArticle[]
  wording: Wording
  priorityFirst?: boolean
  readMore?: boolean
  heading?: 'h2' | 'h3'
}) {
  return (
    <ul className={`grid gap-6 ${columns(articles.length)}`} data-blog-grid>
      {articles.map((a, i) => (
        <li key={a._id}>
          <BlogCard
            article={a}
            wording={wording}
            priority={priorityFirst && i === 0}
            readMore={readMore}
            heading={heading}
          />
        </li>
      ))}
    </ul>
  )
}
