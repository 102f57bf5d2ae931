/**
 * The database every *.db.test.ts starts from, in one place. The PostgreSQL server is the throwaway
 * cluster vitest's `db` project starts (web/test/postgres.ts, PG* variables); each test file gets a
 * database of its own on it, set up as a Supabase project is before its migrations run: Supabase's
 * roles, the privileges it grants on every new object in `public`, and a stand-in for the Storage
 * schema (./project-setup.ts). Then the migrations, in the order the Supabase CLI applies them.
 *
 *   const database = testDatabase('contact_form_test')
 *   beforeAll(() => database.create())          // every migration; or create({migrations: [...]})
 *   afterAll(() => database.drop())
 *   it('...', async () => { await database.db.query(insertInto('service_submissions', row)) })
 */
import pg from 'pg'
import {DEFAULT_PRIVILEGES, MIGRATIONS, MIGRATIONS_DIR, migrationSql, ROLES, STORAGE_SCHEMA} from './project-setup'

export {MIGRATIONS, migrationSql}

/** The one migration whose name ends `_<name>.sql`; throws when there is none, naming what it looked for. */
export function migration(name: string): string {
  const file = MIGRATIONS.find((f) => f.endsWith(`_${name}.sql`))
  if (!file) throw new Error(`No <timestamp>_${name}.sql in ${MIGRATIONS_DIR}`)
  return file
}

export interface TestDatabase {
  /** A connection to the test's database as the superuser, open between create() and drop(). */
  readonly db: pg.Client
  /** Creates the database (dropping a leftover one of the same name) and applies `migrations` (default: all). */
  create(options?: {migrations?: readonly string[]}): Promise<void>
  /** Applies migrations (default: all, again: they must be idempotent where the CLI may re-run them). */
  applyMigrations(files?: readonly string[]): Promise<void>
  /** A new connection to the test's database, for concurrent sessions; the caller ends it. */
  connect(): Promise<pg.Client>
  /** Closes the connections, drops the database and the roles create() made. */
  drop(): Promise<void>
}

/** A database named `name` (one per test file) on the test cluster; nothing happens until create(). */
export function testDatabase(name: string): TestDatabase {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`A test database's name is lower-case letters and _: "${name}"`)
  let server: pg.Client | undefined
  let db: pg.Client | undefined
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
      db = await self.connect()
      await db.query(DEFAULT_PRIVILEGES)
      await db.query(STORAGE_SCHEMA)
      await self.applyMigrations(migrations)
    },
    async applyMigrations(files = MIGRATIONS) {
      for (const file of files) await self.db.query(migrationSql(file))
    },
    async connect() {
      const client = new pg.Client({database: name})
      await client.connect()
      return client
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
  db: pg.Client,
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
