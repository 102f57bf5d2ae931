/**
 * Vitest global setup for database tests: a throwaway PostgreSQL cluster from Debian's server
 * binaries, on a unix socket in a temp directory, owned by the `postgres` system user (pg_ctl refuses
 * to run as root). Tests get its connection settings from PG* environment variables.
 */
import {execFileSync} from 'node:child_process'
import {chmodSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

function pgBin(): string {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/initdb'))) : []
  const latest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!latest)
    throw new Error(
      'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin. Install Debian\'s "postgresql" package (apt-get install postgresql).',
    )
  return path.join(base, latest, 'bin')
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const run = (cmd: string, args: string[]) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], {stdio: 'pipe'})
    : execFileSync(cmd, args, {stdio: 'pipe'})

export default function setup() {
  const bin = pgBin()
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'))
  chmodSync(dir, 0o777)
  const data = path.join(dir, 'data')
  if (isRoot) execFileSync('chown', ['postgres', dir])
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-k ${dir} -c listen_addresses='' -c fsync=off`,
    'start',
  ])
  process.env.PGHOST = dir
  process.env.PGPORT = '5432'
  process.env.PGUSER = 'postgres'
  process.env.PGDATABASE = 'postgres'
  return () => {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  }
}
