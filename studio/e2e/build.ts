/**
 * Builds the Studio for its browser tests (`sanity build`, unmodified) into studio/dist: the project and
 * the local Lake's HTTPS address of lake/live-env.ts, previewing the live site. Part of `npm test`.
 *
 * A build made from the same inputs is kept: the Studio's own files, the schema and the Lake's
 * configuration it imports, the installed packages (package-lock.json) and the build's environment.
 * Their digest is written beside the build (studio/dist/.build-inputs); `--force` builds regardless.
 */
import {spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {studioBuildEnv} from '@agency/lake/live-env'

const studio = fileURLToPath(new URL('..', import.meta.url))
const root = path.join(studio, '..')
const INPUTS_FILE = path.join(studio, 'dist/.build-inputs')

/** Folders of the Studio that its build never reads: outputs, tests, the seed and its import scripts. */
const NOT_BUILT = new Set(['dist', '.sanity', 'node_modules', 'e2e', 'seed', 'scripts'])

function sourceFiles(dir: string, skip: ReadonlySet<string> = new Set(['node_modules'])): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (skip.has(name)) return []
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return name.endsWith('.test.ts') ? [] : [file]
  })
}

/** A digest of everything `sanity build` makes the Studio from. */
function buildInputs(): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify(studioBuildEnv()))
  const files = [
    ...sourceFiles(studio, NOT_BUILT),
    ...sourceFiles(path.join(root, 'schemas')),
    ...sourceFiles(path.join(root, 'lake')),
    path.join(root, 'package-lock.json'),
  ]
  for (const file of files.sort()) hash.update(`${path.relative(root, file)}\n`).update(readFileSync(file))
  return hash.digest('hex')
}

const inputs = buildInputs()
if (
  !process.argv.includes('--force') &&
  existsSync(path.join(studio, 'dist/index.html')) &&
  existsSync(INPUTS_FILE) &&
  readFileSync(INPUTS_FILE, 'utf8') === inputs
) {
  console.log('Studio build in studio/dist kept: made from the same inputs')
  process.exit(0)
}
const build = spawnSync('npx', ['sanity', 'build', '--yes'], {
  cwd: studio,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {...process.env, ...studioBuildEnv()},
})
if (build.status !== 0) process.exit(build.status ?? 1)
writeFileSync(INPUTS_FILE, inputs)
console.log(`Studio built to studio/dist for ${studioBuildEnv().SANITY_STUDIO_API_HOST}`)
