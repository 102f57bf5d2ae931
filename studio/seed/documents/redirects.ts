import type {Redirect} from '@agency/web/sanity.types'
import type {SeedDoc} from '../lib'

/**
 * Redirects editors manage (Studio → Redirects). /services has no page of its own: it sends visitors to
 * the home page, temporarily (307), as the specification says ("redirects to / by replacement").
 */
const redirects: SeedDoc<Redirect>[] = [
  {_id: 'redirect-services', _type: 'redirect', source: '/services', destination: '/', permanent: false},
]

export default redirects
