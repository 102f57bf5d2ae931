/**
 * What site search reads from the content (web/search/search.ts): every page and every article that has a
 * page, with the words a visitor can search. Pages: title, search description, section headings (and
 * card, step, question and row titles) and section text; articles: title, excerpt, subheadings and body
 * text.
 *
 * Read in cached, tagged parts, not at once: Next.js caches no read over 2 MB, and the articles' text
 * alone passes that near 500 articles (about 4 kB each in the seed, more for long posts), so one read
 * would go to the Content Lake on every search. Pages are one read; articles are read SEARCH_CHUNK at a
 * time, in address order, after a count (content/fetch.ts getSearchDocuments).
 */
import {defineQuery} from 'next-sanity'

/** Articles per read: 50 long posts (20 kB of text each) stay near 1 MB. */
export const SEARCH_CHUNK = 50

const searchFields = /* groq */ `{
  _type,
  "slug": slug.current,
  title,
  "description": select(_type == "page" => seo.description, excerpt),
  "headings": select(
    _type == "page" => array::compact(
      sections[].heading + sections[].title + sections[].cards[].title + sections[].items[].title +
      sections[].items[].question + sections[].rows[].title + sections[].lists[].title + sections[].banners[].title +
      sections[].tabs[].sections[].heading
    ),
    array::compact(body[style in ["h2", "h3", "h4"]].children[].text)
  ),
  "text": select(
    _type == "page" => array::compact(
      sections[].eyebrow + sections[].intro + sections[].subtitle + sections[].summary + sections[].details +
      sections[].description + sections[].cards[].description + sections[].cards[].items[] +
      sections[].items[].description + sections[].items[].text + sections[].items[].answer +
      sections[].rows[].text + sections[].lists[].items[] + sections[].banners[].text +
      sections[].tabs[].sections[].intro + [pt::text(sections[].body[])]
    ),
    [pt::text(body)]
  )
}`

export const searchPagesQuery = defineQuery(
  `*[_type == "page" && defined(slug.current)] | order(slug.current asc)${searchFields}`,
)

export const searchArticleCountQuery = defineQuery(
  `count(*[_type == "blogArticle" && defined(slug.current) && count(body) > 0])`,
)

/** Params: `from`, `to`: the articles from..to (exclusive) in address order. */
export const searchArticlesQuery = defineQuery(
  `*[_type == "blogArticle" && defined(slug.current) && count(body) > 0] | order(slug.current asc)[$from...$to]${searchFields}`,
)
