/**
 * The no-JavaScript copy of a route for the bench: a loopback proxy in front of the site that removes
 * every script from its HTML and passes everything else through byte for byte.
 *
 * To stay fair to both sides, the copy differs from the real route only in its scripts: the HTML keeps
 * the upstream's status, headers and content encoding (it is decompressed, stripped and compressed again
 * the same way), and every other response (CSS, fonts, images) is piped through unchanged.
 */
import http from 'node:http'
import zlib from 'node:zlib'

/** The HTML without its scripts: script elements (inline RSC payload included) and script preloads. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (/\bas=["']?script\b|\brel=["']?modulepreload\b/i.test(tag) ? '' : tag))
}

const codecs: Record<string, {decode: (b: Buffer) => Buffer; encode: (b: Buffer) => Buffer}> = {
  gzip: {decode: zlib.gunzipSync, encode: zlib.gzipSync},
  br: {decode: zlib.brotliDecompressSync, encode: zlib.brotliCompressSync},
  deflate: {decode: zlib.inflateSync, encode: zlib.deflateSync},
}

/**
 * A server that answers like `target` (http://host:port), with scripts stripped from HTML responses.
 * `target` may be a function, read on each request, for an upstream that can move to another port.
 */
export function noJsProxy(target: string | (() => string)): http.Server {
  return http.createServer((req, res) => {
    const upstream = new URL(typeof target === 'string' ? target : target())
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {...req.headers, host: upstream.host},
      },
      (up) => {
        const type = String(up.headers['content-type'] ?? '')
        if (!type.includes('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers)
          up.pipe(res)
          return
        }
        const parts: Buffer[] = []
        up.on('data', (d: Buffer) => parts.push(d))
        up.on('end', () => {
          const encoding = String(up.headers['content-encoding'] ?? '')
          const codec = codecs[encoding]
          const raw = Buffer.concat(parts)
          const html = stripScripts((codec ? codec.decode(raw) : raw).toString('utf8'))
          const body = codec ? codec.encode(Buffer.from(html)) : Buffer.from(html)
          const headers: http.OutgoingHttpHeaders = {...up.headers, 'content-length': String(body.length)}
          delete headers['transfer-encoding']
          // A Link header can preload scripts too; the copy keeps only the non-script ones.
          const link = up.headers.link
          if (link) {
            const kept = String(link)
              .split(/,\s*(?=<)/)
              .filter((l) => !/as=["']?script|rel=["']?modulepreload/i.test(l))
            if (kept.length) headers.link = kept.join(', ')
            else delete headers.link
          }
          res.writeHead(up.statusCode ?? 502, headers)
          res.end(body)
        })
      },
    )
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
}
