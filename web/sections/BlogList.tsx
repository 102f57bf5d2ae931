import {ArticleGrid} from '../blog/ArticleGrid'
import {Pagination} from '../blog/Pagination'
import {pageCount, pageSizeOf} from '../blog/pagination'
import {BLOG_PATH} from '../blog/paths'
import {Section} from '../components/Section'
import {getArticleCards} from '../content/fetch'
import type {SectionOf} from '../lib/types'

/**
 * The article grid: the newest articles up to the page size (default 12), with numbered links to the
 * archive's further pages (/blog/page/2, ...) when there are more; or the articles an editor chose,
 * all of them. Only the shown cards are read (content/fetch.ts getArticleCards), so the page is the
 * same size with 12 articles or 1,000.
 *
 * Not a size container (Section's `container`): under a busy CPU the grid and its heading were laid out
 * again after the first paint; the grid reflows by viewport breakpoints instead (blog/ArticleGrid.tsx).
 * Right under the hero its first image is on screen at load (the page's largest paint on a phone), so
 * it is fetched first instead of lazily.
 */
export async function BlogList({section, index = 0}: {section: SectionOf<'blogList'>; index?: number}) {
  const ids = section.articleIds ?? []
  const size = pageSizeOf(section.pageSize)
  const paged = !section.chosen
  const articles = await getArticleCards(paged ? ids.slice(0, size) : ids)
  return (
    <Section frame={section} container={false}>
      <ArticleGrid articles={articles} wording={section.wording} priorityFirst={index <= 1} />
      {paged ? (
        <Pagination base={BLOG_PATH} current={1} count={pageCount(ids.length, size)} wording={section.wording} />
      ) : null}
    </Section>
  )
}
