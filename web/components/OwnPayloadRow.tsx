import type {ReactNode} from 'react'

/**
 * Its children, sent in a payload row of their own. React Flight writes what an async server component
 * returns in a row of its own, with a lazy reference in its place, and the browser parses a row only
 * when React renders what is in it. Put inside `StaticMarkup`, whose children React does not render
 * while it hydrates, the markup is never parsed on a first load, which saves every page the parsing of
 * its frame. (Outside it, the row is parsed with its parent: nothing gained.)
 *
 * Async, so only renderers that can wait render it: Flight, and react-dom's streaming renderers
 * (`prerender`, which the unit tests use), not `renderToStaticMarkup`.
 */
export async function OwnPayloadRow({children}: {children: ReactNode}) {
  return children
}
