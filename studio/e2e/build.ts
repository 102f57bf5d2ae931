/**
 * Builds the Studio for its browser tests (`sanity build`, unmodified) into studio/dist: the project and
 * the local Lake's HTTPS address of lake/live-env.ts, previewing the live site. Part of `npm test`.
 */
import {spawnSync} from 'node:child_process'
import {fileURLToPath} from 'node:url'
import {studioBuildEnv} from '@agency/lake/live-env'

const studio = fileURLToPath(new URL('..', import.meta.url))
const build = spawnSync('npx', ['sanity', 'build', '--yes'], {
  cwd: studio,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {...process.env, ...studioBuildEnv()},
})
if (build.status !== 0) process.exit(build.status ?? 1)
console.log(`Studio built to studio/dist for ${studioBuildEnv().SANITY_STUDIO_API_HOST}`)
