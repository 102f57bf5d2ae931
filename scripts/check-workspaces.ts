/**
 * The workspaces form layers, each depending only on those below it (README, "Layout"); from the
 * bottom: schemas, dataset, lake, web, studio, scripts. So each can be read, tested and changed without the ones above it. This check (part of
 * `npm run check:deps`) fails when
 *   - the dependencies the workspaces' package.json files declare, development ones included, form a
 *     cycle (knip and dpdm do not look at this: dpdm follows files, knip one workspace at a time);
 *   - a file imports another workspace without its package.json declaring it (knip lets an import of
 *     a workspace pass undeclared), or reaches into another workspace's folder by a relative path.
 * Imports are read with oxc's parser: `import` and `export ... from` (type-only ones too: the
 * compiler needs the package), and `import()` with a literal.
 *
 *   npx tsx scripts/check-workspaces.ts
 */
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parseSync} from 'oxc-parser'

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const

export interface Workspace {
  /** Its folder, relative to the repository root. */
  dir: string
  name: string
  /** The other workspaces it declares, each with the package.json field that declares it. */
  declares: Map<string, (typeof DEPENDENCY_FIELDS)[number]>
}

export function readWorkspaces(root: string): Workspace[] {
  const {workspaces} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {workspaces: string[]}
  const manifests = workspaces.map((dir) => ({
    dir,
    manifest: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Record<string, unknown>,
  }))
  const names = new Set(manifests.map(({manifest}) => manifest.name as string))
  return manifests.map(({dir, manifest}) => {
    const declares = new Map<string, (typeof DEPENDENCY_FIELDS)[number]>()
    for (const field of DEPENDENCY_FIELDS)
      for (const name of Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}))
        if (names.has(name)) declares.set(name, field)
    return {dir, name: manifest.name as string, declares}
  })
}

/** Every cycle of declared dependencies, each as the names along it ("a", "b", "a"), each cycle once. */
export function dependencyCycles(workspaces: readonly Workspace[]): string[][] {
  const byName = new Map(workspaces.map((w) => [w.name, w]))
  const cycles = new Map<string, string[]>()
  const done = new Set<string>()
  const walk = (name: string, path: string[]) => {
    const at = path.indexOf(name)
    if (at >= 0) {
      const cycle = path.slice(at)
      // The same cycle found from another of its members: keep one rotation of it.
      const start = cycle.indexOf([...cycle].sort()[0]!)
      const rotated = [...cycle.slice(start), ...cycle.slice(0, start)]
      cycles.set(rotated.join(' '), [...rotated, rotated[0]!])
      return
    }
    if (done.has(name)) return
    for (const next of byName.get(name)?.declares.keys() ?? []) walk(next, [...path, name])
    done.add(name)
  }
  for (const {name} of workspaces) walk(name, [])
  return [...cycles.values()]
}

/** The import specifiers of a TypeScript or JavaScript file (static, re-exports, `import()` with a literal). */
export function importSpecifiers(file: string, source: string): string[] {
  const {module, errors} = parseSync(file, source)
  if (errors.length) throw new Error(`${file} does not parse: ${errors[0]!.message}`)
  const literal = (text: string) => /^(['"`])([^'"`$]*)\1$/.exec(text)?.[2]
  return [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.flatMap((entry) => entry.moduleRequest?.value ?? [])),
    ...module.dynamicImports.flatMap((d) => literal(source.slice(d.moduleRequest.start, d.moduleRequest.end)) ?? []),
  ]
}

/**
 * What `file` (relative to the root, inside `workspace`) imports of another workspace without declaring
 * it, or by a relative path into that workspace's folder; one line each.
 */
export function undeclaredImports(
  workspace: Workspace,
  workspaces: readonly Workspace[],
  file: string,
  source: string,
): string[] {
  const problems: string[] = []
  for (const specifier of importSpecifiers(file, source)) {
    if (specifier.startsWith('.')) {
      const target = path.join(path.dirname(file), specifier)
      const other = workspaces.find((w) => w !== workspace && target.startsWith(`${w.dir}/`))
      if (other) problems.push(`${file} imports ${specifier}, a file of ${other.name}: import it as ${other.name}/…`)
      continue
    }
    const name = specifier.split('/').slice(0, 2).join('/')
    if (name === workspace.name || !workspaces.some((w) => w.name === name)) continue
    if (!workspace.declares.has(name))
      problems.push(`${file} imports ${specifier}, but ${workspace.dir}/package.json does not declare ${name}`)
  }
  return problems
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const workspaces = readWorkspaces(root)
  const problems: string[] = []
  for (const cycle of dependencyCycles(workspaces)) {
    const steps = cycle.slice(1).map((name, i) => {
      const from = workspaces.find((w) => w.name === cycle[i])!
      return `${name} (${from.dir}/package.json ${from.declares.get(name)})`
    })
    problems.push(`A cycle of declared dependencies: ${cycle[0]} → ${steps.join(' → ')}`)
  }
  for (const workspace of workspaces) {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', workspace.dir], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(tsx?|mts|cts|jsx?|mjs|cjs)$/.test(f))
    for (const file of files)
      problems.push(...undeclaredImports(workspace, workspaces, file, readFileSync(path.join(root, file), 'utf8')))
  }
  if (problems.length) {
    console.error(`Workspace dependencies:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `Workspace dependencies: ${workspaces.length} workspaces, every import of another declared, no cycle (${workspaces
      .map((w) => w.name.replace('@agency/', ''))
      .join(', ')}).`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
