/**
 * Marks the JavaScript a page runs as it starts with V8's explicit compile hint: the line
 * `//# allFunctionsCalledOnLoad` at the top of the file. Chrome (136 and later) then compiles every
 * function of that file on the background thread that streams it from the network, instead of
 * compiling each one on the main thread the first time it is called. Without the hint, compiling
 * React's and Next's functions is about half of a page's main-thread script time on load. Other browsers read the line as a comment.
 *
 * Only chunks a page asks for as it starts are marked, since every function in a marked file is
 * compiled whether it runs or not:
 *   - the framework's chunks every page loads (build-manifest.json's `rootMainFiles`);
 *   - the layouts' and pages' client components (each `*_client-reference-manifest.js`);
 *   - the islands the server renders with `next/dynamic` (each `react-loadable-manifest.json`).
 * Chunks loaded later on demand (Supabase's client when a lead is sent, Sanity's visual editing in
 * draft mode) and the polyfills older browsers load are left as they are.
 *
 * Runs after `next build` (web's `postbuild`, and the framework floor's build: e2e/floor.ts), before the files are
 * served or deployed. A chunk's name is a hash of its content before the line is added, and adding it
 * again is a no-op, so the same chunk always has the same bytes. The build makes no source maps for
 * the browser (there would be one line to shift).
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {runInNewContext} from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** "/_next/static/chunks/a.js" and "static/chunks/a.js" both as "static/chunks/a.js", the path under the build directory. */
const underBuild = (file: string) => file.replace(/^\/?(_next\/)?/, '')

function filesUnder(dir: string, name: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => name(path.basename(file)))
    .map((file) => path.join(dir, file))
}

/** The chunks a page asks for as it starts, as paths under the build directory (see the file's comment). */
export function startupChunks(distDir: string): Set<string> {
  const buildManifest = path.join(distDir, 'build-manifest.json')
  if (!existsSync(buildManifest)) throw new Error(`No build in ${distDir}: ${buildManifest} is missing.`)
  const {rootMainFiles} = JSON.parse(readFileSync(buildManifest, 'utf8')) as {rootMainFiles?: string[]}
  // An upgrade of Next that moved the list fails the build here rather than leaving every file unmarked.
  if (!rootMainFiles?.length)
    throw new Error(`${buildManifest} lists no rootMainFiles: cannot tell which chunks start a page.`)
  const chunks = new Set(rootMainFiles.map(underBuild))

  const serverApp = path.join(distDir, 'server/app')
  for (const file of filesUnder(serverApp, (name) => name.endsWith('_client-reference-manifest.js'))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route]: run in a context of its own.
    const sandbox: {__RSC_MANIFEST?: Record<string, ClientReferenceManifest>} = {}
    runInNewContext(readFileSync(file, 'utf8'), sandbox)
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) chunks.add(underBuild(f))
      for (const module of Object.values(manifest.clientModules ?? {}))
        for (const f of module.chunks ?? []) chunks.add(underBuild(f))
    }
  }
  for (const file of filesUnder(serverApp, (name) => name === 'react-loadable-manifest.json')) {
    const loadable = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {files?: string[]}>
    for (const {files} of Object.values(loadable)) for (const f of files ?? []) chunks.add(underBuild(f))
  }
  return new Set([...chunks].filter((f) => f.endsWith('.js')))
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>
  clientModules?: Record<string, {chunks?: string[]}>
}

/** Puts the hint at the top of each startup chunk that has not got it; returns the chunks it marked. */
export function addCompileHints(distDir: string): string[] {
  const marked: string[] = []
  for (const chunk of startupChunks(distDir)) {
    const file = path.join(distDir, chunk)
    if (!existsSync(file)) throw new Error(`${chunk} is listed in the build's manifests but not in ${distDir}.`)
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    marked.push(chunk)
  }
  return marked
}

/**
 * The startup chunks of the build in `distDir` that lack the hint: a build made with `next build` alone,
 * without web's postbuild (`npm run build` runs both), or whose chunks were rewritten after it.
 */
export function chunksWithoutHints(distDir: string): string[] {
  return [...startupChunks(distDir)].filter((chunk) => {
    const file = path.join(distDir, chunk)
    return !existsSync(file) || !readFileSync(file, 'utf8').startsWith(COMPILE_HINT)
  })
}

// `tsx build/compile-hints.ts [--check] [dist dir]`, from web/: the dist dir defaults to NEXT_DIST_DIR or
// .next, as in next.config.ts. With --check it changes nothing and exits 1 when a startup chunk lacks the hint.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const check = args.includes('--check')
  const distDir = path.resolve(args.find((a) => a !== '--check') ?? (process.env.NEXT_DIST_DIR || '.next'))
  const where = path.relative(process.cwd(), distDir) || '.'
  if (check) {
    const missing = chunksWithoutHints(distDir)
    if (missing.length) {
      console.error(
        `Compile hints: ${missing.length} startup chunks in ${where} lack them (${missing.join(', ')}): build with \`npm run build\`, whose postbuild adds them, not \`next build\` alone.`,
      )
      process.exit(1)
    }
    console.log(`Compile hints: every startup chunk in ${where} has one (${startupChunks(distDir).size} chunks).`)
  } else {
    const marked = addCompileHints(distDir)
    console.log(`Compile hints: ${marked.length} startup chunks marked in ${where}`)
  }
}
