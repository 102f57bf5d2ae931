/**
 * The bench measures the build that is in web/.next (or NEXT_DIST_DIR); it does not build the site
 * itself. A build older than the sources measures code that is no longer there, and looks just like a
 * real result. So the bench refuses a build older
 * than any file that goes into it, and says which file and what to run.
 */
import {execFileSync} from 'node:child_process'
import {existsSync, statSync} from 'node:fs'
import path from 'node:path'

/** What goes into the site's build: its own code, the shared schemas, and the embedded content. */
export const BUILD_INPUTS = ['web', 'schemas', 'studio/seed']

/** The newest of `files` (paths relative to `root`), by modification time, or null for none. */
export function newestFile(root: string, files: readonly string[]): {file: string; mtimeMs: number} | null {
  let newest: {file: string; mtimeMs: number} | null = null
  for (const file of files) {
    const full = path.join(root, file)
    if (!existsSync(full)) continue // deleted in the working tree, still in git's index
    const {mtimeMs} = statSync(full)
    if (!newest || mtimeMs > newest.mtimeMs) newest = {file, mtimeMs}
  }
  return newest
}

/**
 * Why the build in `dist` cannot be measured (missing, or older than the source `newest`), or null
 * when it can. `dist` is absolute; the message names it relative to `root`.
 */
export function staleBuildReason(
  root: string,
  dist: string,
  newest: {file: string; mtimeMs: number} | null,
): string | null {
  const buildId = path.join(dist, 'BUILD_ID')
  const where = path.relative(root, dist)
  if (!existsSync(buildId)) return `No build in ${where}: run "npm run build" first.`
  const built = statSync(buildId).mtimeMs
  if (newest && newest.mtimeMs > built)
    return (
      `The build in ${where} is older than ${newest.file} (changed ${new Date(newest.mtimeMs).toISOString()}, ` +
      `built ${new Date(built).toISOString()}): run "npm run build" first, or pass --any-build to measure it anyway.`
    )
  return null
}

/** The source files of the site's build, as git sees them (tracked, and new files not ignored). */
export function buildInputs(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...BUILD_INPUTS], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return out.split('\n').filter(Boolean)
}

/**
 * For a measuring script: exits 1 with the reason when the build it would measure (web/.next, or
 * NEXT_DIST_DIR) is older than its sources, unless it was run with --any-build.
 */
export function refuseStaleBuild(root: string): void {
  if (process.argv.includes('--any-build')) return
  const dist = path.join(root, 'web', process.env.NEXT_DIST_DIR || '.next')
  const stale = staleBuildReason(root, dist, newestFile(root, buildInputs(root)))
  if (!stale) return
  console.error(stale)
  process.exit(1)
}
