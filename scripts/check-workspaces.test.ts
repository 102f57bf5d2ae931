import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {dependencyCycles, readWorkspaces, undeclaredImports, type Workspace} from './check-workspaces'

const workspace = (name: string, declares: Record<string, 'dependencies' | 'devDependencies'> = {}): Workspace => ({
  dir: name,
  name: `@agency/${name}`,
  declares: new Map(Object.entries(declares).map(([n, field]) => [`@agency/${n}`, field])),
})

describe('cycles of declared workspace dependencies', () => {
  it('finds a cycle through development dependencies, once, however it is entered', () => {
    const cycles = dependencyCycles([
      workspace('schemas', {scripts: 'devDependencies'}),
      workspace('scripts', {web: 'dependencies'}),
      workspace('web', {schemas: 'dependencies'}),
    ])
    expect(cycles).toEqual([['@agency/schemas', '@agency/scripts', '@agency/web', '@agency/schemas']])
  })

  it('finds every cycle of a graph, and none in layers', () => {
    expect(
      dependencyCycles([
        workspace('a', {b: 'dependencies'}),
        workspace('b', {a: 'devDependencies', c: 'dependencies'}),
        workspace('c', {b: 'dependencies'}),
      ]),
    ).toEqual([
      ['@agency/a', '@agency/b', '@agency/a'],
      ['@agency/b', '@agency/c', '@agency/b'],
    ])
    expect(
      dependencyCycles([
        workspace('a'),
        workspace('b', {a: 'dependencies'}),
        workspace('c', {a: 'dependencies', b: 'devDependencies'}),
      ]),
    ).toEqual([])
  })

  it('finds none in this repository', () => {
    const workspaces = readWorkspaces(path.resolve(import.meta.dirname, '..'))
    expect(workspaces.map((w) => w.name)).toContain('@agency/web')
    expect(dependencyCycles(workspaces)).toEqual([])
  })
})

describe('imports of another workspace', () => {
  const web = workspace('web', {schemas: 'dependencies', lake: 'devDependencies'})
  const all = [workspace('schemas'), workspace('lake'), web, workspace('studio')]

  it('must be declared, type-only and dynamic imports included', () => {
    const source = [
      "import {a} from '@agency/schemas/lib/a'",
      "import {startLocalLake} from '@agency/lake/lake'",
      "import type {Seed} from '@agency/studio/seed/lib'",
      "export {b} from '@agency/studio/b'",
      "const c = await import('@agency/studio/c')",
      "import {d} from './d'",
      "import React from 'react'",
    ].join('\n')
    expect(undeclaredImports(web, all, 'web/x.ts', source)).toEqual([
      'web/x.ts imports @agency/studio/seed/lib, but web/package.json does not declare @agency/studio',
      'web/x.ts imports @agency/studio/b, but web/package.json does not declare @agency/studio',
      'web/x.ts imports @agency/studio/c, but web/package.json does not declare @agency/studio',
    ])
  })

  it('never by a relative path into the other workspace', () => {
    expect(undeclaredImports(web, all, 'web/e2e/x.ts', "import {lake} from '../../lake/lake'")).toEqual([
      'web/e2e/x.ts imports ../../lake/lake, a file of @agency/lake: import it as @agency/lake/…',
    ])
  })
})
