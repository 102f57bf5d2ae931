import {HOME_SLUG} from '../content/fetch'
import {ContentPage, contentPageMetadata} from '../layout/ContentPage'

/** The home page: the page document with slug HOME_SLUG, at the root (layout/ContentPage.tsx says why it has a route of its own). */
export const generateMetadata = () => contentPageMetadata(HOME_SLUG)

export default function HomePage() {
  return <ContentPage slug={HOME_SLUG} />
}
