/**
 * npm run supabase:reset: empties the local Supabase the site keeps without a Supabase project
 * (web/.local-supabase, or LOCAL_SUPABASE_DIR): its database, kept emails, uploads and keys. The next
 * start of the site makes a new one from the migrations. Refuses while a server holds the folder.
 */
import {existsSync, readFileSync, rmSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const web = fileURLToPath(new URL('../web/', import.meta.url))
const dir = path.resolve(web, process.env.LOCAL_SUPABASE_DIR || '.local-supabase')
const pidFile = path.join(dir, 'server.pid')
if (existsSync(pidFile)) {
  const pid = Number(readFileSync(pidFile, 'utf8'))
  let running = false
  try {
    running = pid > 0 && process.kill(pid, 0)
  } catch {
    running = false
  }
  if (running) {
    console.error(`The site (process ${pid}) is using ${dir}: stop it first, then run this again.`)
    process.exit(1)
  }
}
if (!existsSync(dir)) {
  console.log(`Nothing to reset: ${dir} does not exist.`)
} else {
  rmSync(dir, {recursive: true, force: true})
  console.log(`Emptied ${dir}: the next start of the site makes a new local Supabase from the migrations.`)
}
