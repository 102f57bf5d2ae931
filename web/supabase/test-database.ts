/**
 * The database every *.db.test.ts starts from, in one place: set up as a Supabase project is before
 * its migrations run (./project-setup.ts: Supabase's roles, the privileges it grants on every new
 * object in `public`, storage.buckets), then the migrations, in the order the Supabase CLI applies
 * them. Two engines run it:
 *   - 'embedded' (the default): PGlite in the test's process, the engine the site runs without a
 *     Supabase project (supabase/local/), so the rules are checked on the engine that serves them;
 *   - 'postgres': a database of its own on the throwaway PostgreSQL cluster vitest's `db` project starts
 *     (web/test/postgres.ts, PG* variables), for what PGlite cannot check: several sessions at once
 *     (PGlite has one connection), so the rate limits' advisory locks are tested under real concurrency.
 *
 *   const database = testDatabase('contact_form_test')
 *   beforeAll(() => database.create())          // every migration; or create({migrations: [...]})
 *   afterAll(() => database.drop())
 *   it('...', async () => { await database.db.query(insertInto('service_submissions', row)) })
 */
import {PGlite} from '@electric-sql/pglite'
import pg from 'pg'
import {DEFAULT_PRIVILEGES, MIGRATIONS, MIGRATIONS_DIR, migrationSql, ROLES, STORAGE_SCHEMA} from './project-setup'

export {MIGRATIONS, migrationSql}

/** The one migration whose name ends `_<name>.sql`; throws when there is none, naming what it looked for. */
export function migration(name: string): string {
  const file = MIGRATIONS.find((f) => f.endsWith(`_${name}.sql`))
  if (!file) throw new Error(`No <timestamp>_${name}.sql in ${MIGRATIONS_DIR}`)
  return file
}

/** What the tests ask of a connection: node-postgres' query(), on either engine. */
export interface TestClient {
  // biome-ignore lint/suspicious/noExplicitAny: rows are whatever the query selects, as in node-postgres
  query<R = any>(
    query: string | {text: string; values: unknown[]},
    values?: unknown[],
  ): Promise<{rows: R[]; rowCount: number | null}>
  end(): Promise<void>
}

export interface TestDatabase {
  /** A connection to the test's database as the superuser, open between create() and drop(). */
  readonly db: TestClient
  /** Creates the database (dropping a leftover one of the same name) and applies `migrations` (default: all). */
  create(options?: {migrations?: readonly string[]}): Promise<void>
  /** Applies migrations (default: all, again: they must be idempotent where the CLI may re-run them). */
  applyMigrations(files?: readonly string[]): Promise<void>
  /** A new connection to the test's database, for concurrent sessions ('postgres' only); the caller ends it. */
  connect(): Promise<TestClient>
  /** Closes the connections, drops the database and the roles create() made. */
  drop(): Promise<void>
}

/**
 * PGlite answering as node-postgres does: a query without parameters may hold several statements;
 * rowCount is the rows a statement returned, else the rows it changed; an error carries what the
 * server said, not the query and parameters PGlite adds to it on the client's side.
 */
function embeddedClient(engine: PGlite): TestClient {
  const counted = (result: {rows: unknown[]; fields: unknown[]; affectedRows?: number}) =>
    result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0)
  return {
    // biome-ignore lint/suspicious/noExplicitAny: rows are whatever the query selects, as in node-postgres
    async query<R = any>(query: string | {text: string; values: unknown[]}, values?: unknown[]) {
      const text = typeof query === 'string' ? query : query.text
      const params = typeof query === 'string' ? values : query.values
      try {
        if (params?.length) {
          const result = await engine.query<R>(text, params)
          return {rows: result.rows, rowCount: counted(result)}
        }
        const last = (await engine.exec(text)).at(-1)
        return {rows: (last?.rows ?? []) as R[], rowCount: last ? counted(last) : 0}
      } catch (error) {
        if (error && typeof error === 'object')
          for (const key of ['query', 'params', 'queryOptions']) delete (error as Record<string, unknown>)[key]
        throw error
      }
    },
    end: async () => undefined,
  }
}

/** The test's database on PGlite, in this process. */
function embeddedDatabase(): TestDatabase {
  let engine: PGlite | undefined
  let db: TestClient | undefined
  const self: TestDatabase = {
    get db() {
      if (!db) throw new Error('The test database is not created: call create() in beforeAll.')
      return db
    },
    async create({migrations = MIGRATIONS} = {}) {
      engine = await PGlite.create()
      db = embeddedClient(engine)
      for (const role of ROLES) await db.query(role)
      await db.query(DEFAULT_PRIVILEGES)
      await db.query(STORAGE_SCHEMA)
      await self.applyMigrations(migrations)
    },
    async applyMigrations(files = MIGRATIONS) {
      for (const file of files) await self.db.query(migrationSql(file))
    },
    connect() {
      throw new Error('PGlite has one connection: a test of concurrent sessions uses testDatabase(name, "postgres").')
    },
    async drop() {
      await engine?.close()
      engine = undefined
      db = undefined
    },
  }
  return self
}

/**
 * The test file's database: on PGlite (`engine` 'embedded', the default), or named `name` on the test
 * cluster ('postgres'); nothing happens until create().
 */
export function testDatabase(name: string, engine: 'embedded' | 'postgres' = 'embedded'): TestDatabase {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`A test database's name is lower-case letters and _: "${name}"`)
  if (engine === 'embedded') return embeddedDatabase()
  let server: pg.Client | undefined
  let db: TestClient | undefined
  const createdRoles: string[] = []
  const self: TestDatabase = {
    get db() {
      if (!db) throw new Error(`The test database ${name} is not created: call create() in beforeAll.`)
      return db
    },
    async create({migrations = MIGRATIONS} = {}) {
      server = new pg.Client()
      await server.connect()
      for (const create of ROLES) {
        const role = create.split(' ')[2]!
        const {rowCount} = await server.query('select 1 from pg_roles where rolname = $1', [role])
        if (rowCount) continue
        await server.query(create)
        createdRoles.push(role)
      }
      await server.query(`drop database if exists ${name}`)
      await server.query(`create database ${name}`)
      const connected = await self.connect()
      db = connected
      await connected.query(DEFAULT_PRIVILEGES)
      await connected.query(STORAGE_SCHEMA)
      await self.applyMigrations(migrations)
    },
    async applyMigrations(files = MIGRATIONS) {
      for (const file of files) await self.db.query(migrationSql(file))
    },
    async connect(): Promise<TestClient> {
      const client = new pg.Client({database: name})
      await client.connect()
      return client as unknown as TestClient
    },
    async drop() {
      await db?.end()
      db = undefined
      if (!server) return
      await server.query(`drop database if exists ${name}`)
      // Roles are the cluster's: drop them once no database holds an object they own or a privilege on one.
      for (const role of createdRoles.splice(0).reverse()) await server.query(`drop role if exists ${role}`)
      await server.end()
      server = undefined
    },
  }
  return self
}

/** `insert into public.<table>` of one row, as a parameterised query; `returning` what to read back. */
export function insertInto(table: string, row: Record<string, unknown>, returning?: string) {
  const columns = Object.keys(row)
  return {
    text: `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})${returning ? ` returning ${returning}` : ''}`,
    values: Object.values(row),
  }
}

/**
 * What `query` does when `role` runs it, rolled back afterwards: `rows:<count>`, or the SQLSTATE it
 * fails with (42501 refused, 23514 a check, PT429 a rate limit...).
 */
export async function outcomeAs(
  db: TestClient,
  role: 'anon' | 'authenticated' | 'service_role',
  query: string | {text: string; values: unknown[]},
): Promise<string> {
  await db.query('begin')
  try {
    await db.query(`set local role ${role}`)
    const result = await db.query(query)
    return `rows:${result.rowCount}`
  } catch (e) {
    return (e as {code?: string}).code ?? 'error'
  } finally {
    await db.query('rollback')
  }
}
