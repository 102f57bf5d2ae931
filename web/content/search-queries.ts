/**
 * What site search reads from the content (web/search/search.ts): every page and every article that has a
 * page, with the words a visitor can search, in one cached read. Pages: title, search description,
 * section headings (and card, step, question and row titles) and section text; articles: title, excerpt,
 * subheadings and body text.
 */
import {defineQuery} from 'next-sanity'

export const searchDocumentsQuery = defineQuery(`*[
  (_type == "page" && defined(slug.current)) ||
  (_type == "blogArticle" && defined(slug.current) && count(body) > 0)
] | order(_type desc, slug.current asc){
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
}`)
