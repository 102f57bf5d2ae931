import {cpSync, rmSync} from 'node:fs'
import path from 'node:path'

/**
 * Copies a production build (web/<from>) to web/<to> for a second server that publishes content, so
 * its re-rendered pages never change the build the other tests' server reads: everything `next start`
 * needs, with the build's data cache and last good answers, without the compiler's caches and the
 * standalone output. Returns the copy's directory name, for NEXT_DIST_DIR.
 */
export function copyBuild(web: string, from: string, to: string): string {
  const source = path.join(web, from)
  const target = path.join(web, to)
  rmSync(target, {recursive: true, force: true})
  const skipped = new Set(['standalone', 'trace', 'trace-build', 'turbopack', path.join('cache', 'turbopack')])
  cpSync(source, target, {recursive: true, filter: (file) => !skipped.has(path.relative(source, file))})
  return to
}
