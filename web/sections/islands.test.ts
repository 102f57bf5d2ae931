import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'

/** Every TypeScript file of the site, outside build output and dependencies. */
function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const web = path.resolve(__dirname, '..')
const isClient = (file: string) => /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'))

describe('client islands', () => {
  const files = sources(web)
  it('a module that runs in the browser ("use client") is named *.client.tsx', () => {
    const misnamed = files.filter((file) => isClient(file) && !file.endsWith('.client.tsx'))
    expect(misnamed.map((file) => path.relative(web, file))).toEqual([])
  })
  it('a *.client.tsx module starts with "use client"', () => {
    const unmarked = files.filter((file) => file.endsWith('.client.tsx') && !isClient(file))
    expect(unmarked.map((file) => path.relative(web, file))).toEqual([])
  })
  it('finds the islands it checks', () => {
    expect(files.filter((file) => file.endsWith('.client.tsx')).length).toBeGreaterThan(10)
  })
})
