import {execFileSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {buildInputs, newestFile, staleBuildReason} from './freshness'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, {recursive: true, force: true})
})

/** A scratch repository: files written with the given modification times (seconds since the epoch). */
function repo(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'freshness-'))
  dirs.push(root)
  for (const [file, seconds] of Object.entries(files)) {
    const full = path.join(root, file)
    mkdirSync(path.dirname(full), {recursive: true})
    writeFileSync(full, file)
    utimesSync(full, seconds, seconds)
  }
  return root
}

describe('the bench refuses a build older than its sources', () => {
  it('accepts a build made after the last change', () => {
    const root = repo({'web/app/page.tsx': 1000, 'schemas/a.ts': 1100, 'web/.next/BUILD_ID': 1200})
    const newest = newestFile(root, ['web/app/page.tsx', 'schemas/a.ts'])
    expect(newest?.file).toBe('schemas/a.ts')
    expect(staleBuildReason(root, path.join(root, 'web/.next'), newest)).toBeNull()
  })

  it('names the file changed after the build, and what to run', () => {
    const root = repo({'web/app/page.tsx': 1000, 'web/layout/Footer.tsx': 1300, 'web/.next/BUILD_ID': 1200})
    const reason = staleBuildReason(
      root,
      path.join(root, 'web/.next'),
      newestFile(root, ['web/app/page.tsx', 'web/layout/Footer.tsx']),
    )
    expect(reason).toContain('The build in web/.next is older than web/layout/Footer.tsx')
    expect(reason).toContain('run "npm run build" first')
  })

  it('says when there is no build at all', () => {
    const root = repo({'web/app/page.tsx': 1000})
    expect(staleBuildReason(root, path.join(root, 'web/.next-other'), newestFile(root, ['web/app/page.tsx']))).toBe(
      'No build in web/.next-other: run "npm run build" first.',
    )
  })

  it('skips a file deleted from the working tree', () => {
    const root = repo({'web/a.ts': 1000})
    expect(newestFile(root, ['web/gone.ts', 'web/a.ts'])).toEqual({file: 'web/a.ts', mtimeMs: 1_000_000})
  })

  it("lists the build's sources as git does: tracked and new files, not ignored output", () => {
    const root = repo({'web/app/page.tsx': 1000, 'web/.next/BUILD_ID': 1000, 'web/new.ts': 1000, 'README.md': 1000})
    writeFileSync(path.join(root, '.gitignore'), '.next/\n')
    execFileSync('git', ['init', '-q'], {cwd: root})
    execFileSync('git', ['add', 'web/app/page.tsx', '.gitignore'], {cwd: root})
    expect(buildInputs(root).sort()).toEqual(['web/app/page.tsx', 'web/new.ts'])
  })
})
