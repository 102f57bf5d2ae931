/**
 * The site's import graph as its server bundle sees it, for tests that hold the code to a rule about
 * what a module reaches (sections/static.test.ts). Files are parsed with oxc's parser (TypeScript,
 * JSX, ES modules and CommonJS alike) and specifiers resolved with oxc's resolver the way Next.js
 * resolves them for server components: web/tsconfig.json, and packages' `exports` under the
 * `react-server` condition. Packages are followed too, through `import`, `export ... from`, `import()`
 * with a literal and `require()`, since a package's entry may hand on a client module.
 *
 * A module that starts with the 'use client' directive is a client boundary: Next sends what it
 * renders to the browser and hydrates it; the walk stops there, as the server bundle does.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {type Program, parseSync, Visitor} from 'oxc-parser'
import {ResolverFactory} from 'oxc-resolver'

export const web = path.resolve(import.meta.dirname, '..')

/** What a module imports from one specifier: the names, or '*' when it may use any (namespace, side effect, require). */
export interface Import {
  specifier: string
  names: string[] | '*'
}

export interface ParsedModule {
  file: string
  source: string
  program: Program
  /** Starts with 'use client'. */
  client: boolean
  /** Its imports that exist at run time (type-only imports are left out: TypeScript erases them). */
  imports: Import[]
}

const resolver = new ResolverFactory({
  conditionNames: ['react-server', 'node', 'import', 'require', 'default'],
  mainFields: ['main', 'module'],
  extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'],
  tsconfig: {configFile: path.join(web, 'tsconfig.json'), references: 'auto'},
  builtinModules: true,
})

const parsed = new Map<string, ParsedModule>()

export function parseModule(file: string): ParsedModule {
  const known = parsed.get(file)
  if (known) return known
  const source = readFileSync(file, 'utf8')
  const result = parseSync(file, source)
  if (result.errors.length) throw new Error(`${file} does not parse: ${result.errors[0]!.message}`)
  const {program, module} = result
  const directives: string[] = []
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || !statement.directive) break
    directives.push(statement.directive)
  }
  const imports: Import[] = []
  for (const statement of module.staticImports) {
    if (statement.entries.length && statement.entries.every((entry) => entry.isType)) continue
    const names = statement.entries.filter((entry) => !entry.isType).map((entry) => entry.importName)
    imports.push({
      specifier: statement.moduleRequest.value,
      names:
        names.length && names.every((name) => name.kind !== 'NamespaceObject')
          ? names.map((name) => (name.kind === 'Default' ? 'default' : name.name!))
          : '*',
    })
  }
  for (const statement of module.staticExports)
    for (const entry of statement.entries)
      if (entry.moduleRequest && !entry.isType)
        imports.push({
          specifier: entry.moduleRequest.value,
          names: entry.importName.kind === 'Name' ? [entry.importName.name!] : '*',
        })
  const literal = (text: string) => /^(['"`])([^'"`$]*)\1$/.exec(text)?.[2]
  for (const dynamic of module.dynamicImports) {
    const specifier = literal(source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end))
    if (specifier) imports.push({specifier, names: '*'})
  }
  if (/\.c?js$/.test(file))
    new Visitor({
      CallExpression(call) {
        const [first] = call.arguments
        if (call.callee.type === 'Identifier' && call.callee.name === 'require' && first?.type === 'Literal')
          if (typeof first.value === 'string') imports.push({specifier: first.value, names: '*'})
      },
    }).visit(program)
  const module_ = {file, source, program, client: directives.includes('use client'), imports}
  parsed.set(file, module_)
  return module_
}

/** The file `specifier` names from `from`'s directory, or null for Node's built-ins and files that are not code (CSS, JSON, pictures). */
export function resolveImport(from: string, specifier: string): string | null {
  const result = resolver.sync(path.dirname(from), specifier)
  if (result.builtin) return null
  if (!result.path)
    throw new Error(`${path.relative(web, from)} imports ${specifier}, which does not resolve: ${result.error}`)
  return /\.(tsx?|jsx?|mjs|cjs)$/.test(result.path) ? result.path : null
}

const isPackageFile = (file: string) => file.split(path.sep).includes('node_modules')

/** A client module reached, and how: through a package the site imports (its specifier and names), or as a site file. */
export interface ClientModule {
  /** The site file, relative to web/, or the package import the site made ("react-hot-toast"). */
  name: string
  /** What the site imported from that package; '*' for a site file. */
  names: string[] | '*'
  /** The client module itself, relative to web/. */
  file: string
}

/**
 * Every client module `entry` reaches without passing another client module (where the walk stops).
 * A client module inside a package is named by the import through which the site's own code entered
 * that package.
 */
export function clientModulesReached(entry: string): ClientModule[] {
  const seen = new Set<string>()
  const found: ClientModule[] = []
  const visit = (file: string, via: Import | null) => {
    if (seen.has(file)) return
    seen.add(file)
    const module = parseModule(file)
    if (module.client) {
      const relative = path.relative(web, file)
      found.push(
        via ? {name: via.specifier, names: via.names, file: relative} : {name: relative, names: '*', file: relative},
      )
      return
    }
    for (const imported of module.imports) {
      const next = resolveImport(file, imported.specifier)
      if (!next) continue
      visit(next, via ?? (isPackageFile(next) && !isPackageFile(file) ? imported : null))
    }
  }
  visit(entry, null)
  return found
}
