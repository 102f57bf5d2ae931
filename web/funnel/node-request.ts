/**
 * A Node request (pages/api/count.ts) as the count endpoint reads one (./count.ts CountRequest): its
 * headers, and its body read only as far as the limit: past `maxBytes` the rest is let go unread.
 */
import type {IncomingMessage} from 'node:http'
import type {CountRequest} from './count'

export function nodeCountRequest(request: IncomingMessage, maxBytes: number): CountRequest {
  return {
    headers: {
      get: (name) => {
        const value = request.headers[name.toLowerCase()]
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
      },
    },
    arrayBuffer: () =>
      new Promise<ArrayBuffer>((resolve, reject) => {
        const chunks: Buffer[] = []
        let size = 0
        const onData = (chunk: Buffer) => {
          size += chunk.length
          if (size <= maxBytes) return void chunks.push(chunk)
          // Enough read to refuse it: the rest flows on unread (Node drops it), and nothing more is kept.
          request.off('data', onData)
          request.resume()
          resolve(new ArrayBuffer(size))
        }
        request.on('data', onData)
        request.once('end', () => {
          const body = Buffer.concat(chunks)
          resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer)
        })
        request.once('error', reject)
      }),
  }
}
