/**
 * `npm run content:import`: load the embedded dataset into the Sanity project without overwriting
 * anything. It asks the project which seed documents already exist, imports with `--missing`
 * (create-if-not-exists, so existing documents and editors' changes stay as they are) and reports
 * what it created and what it skipped.
 *
 * Run through `sanity exec --with-user-token` (see studio/package.json) so the client uses the
 * logged-in user's token and the project from sanity.cli.ts.
 */
import {spawnSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {getCliClient} from 'sanity/cli'
import {describePlan, planImport, seedIds} from './import-plan'

// npm runs the studio workspace's scripts from studio/.
const studioDir = process.cwd()
const seedFile = path.join(studioDir, 'seed/production.ndjson')

async function main() {
  const ids = seedIds(readFileSync(seedFile, 'utf8'))
  const client = getCliClient({apiVersion: '2025-02-24'})
  const drafts = ids.map((id) => `drafts.${id}`)
  const existing = await client.fetch<string[]>('*[_id in $ids]._id', {ids: [...ids, ...drafts]}, {perspective: 'raw'})
  const plan = planImport(ids, existing)
  if (plan.create.length > 0) {
    const dataset = client.config().dataset ?? 'production'
    const result = spawnSync('npx', ['sanity', 'dataset', 'import', seedFile, dataset, '--missing'], {
      cwd: studioDir,
      stdio: 'inherit',
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  console.log(describePlan(plan))
}

main().catch((error: Error) => {
  console.error(`Import failed: ${error.message}`)
  process.exit(1)
})
