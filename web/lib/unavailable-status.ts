import {ServerResponse} from 'node:http'
import {lakeIsDown} from '../content/availability'

/** How long a client or crawler is asked to wait before asking again for a page that could not be rendered. */
export const RETRY_AFTER_SECONDS = 60

const INSTALLED = Symbol.for('helix.unavailable-status')

type WriteHead = (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse

/**
 * A page that cannot be rendered because the Content Lake is down answers 503 with Retry-After: the
 * honest status for "try again shortly", which tells search engines to come back rather than drop the
 * page. Next.js has no way for a page to choose a 5xx status (a failed render is always 500), so this
 * adjusts the one response it can recognise: a 500 HTML page while this process sees the Lake down
 * (content/availability.ts). Every other response, and any 500 while the Lake answers, is untouched.
 * Installed once per server process by instrumentation.ts.
 */
export function answerUnavailablePagesWith503(): void {
  const proto = ServerResponse.prototype as ServerResponse & {[INSTALLED]?: true}
  if (proto[INSTALLED]) return
  proto[INSTALLED] = true
  const writeHead = proto.writeHead as unknown as WriteHead
  const patched: WriteHead = function (statusCode, ...rest) {
    const type = String(this.getHeader('content-type') ?? '')
    if (statusCode === 500 && type.startsWith('text/html') && lakeIsDown()) {
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
      // A status message of Next's own ("Internal Server Error") would contradict the code.
      const [message, ...headers] = rest
      return writeHead.call(this, 503, ...(typeof message === 'string' ? headers : rest))
    }
    return writeHead.call(this, statusCode, ...rest)
  }
  proto.writeHead = patched as unknown as ServerResponse['writeHead']
}
