/**
 * Files only their owner may read: the editors' tokens (the working copy's sessions.json), the
 * certificate authority's key and the Lake's own (tls.ts), and the control API's secret. Each is
 * written owner-only (0600), and checked at every start, so a file made by an older version or copied
 * with a looser mode is made owner-only again before the Lake uses it.
 */
import {chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'

const OWNER_ONLY = 0o600

/** Makes `file` owner-only if it exists and is not; returns whether it had to. */
export function keepPrivate(file: string): boolean {
  if (!existsSync(file) || (statSync(file).mode & 0o077) === 0) return false
  chmodSync(file, OWNER_ONLY)
  console.warn(`Local Content Lake: ${file} could be read by other users of this machine; it is owner-only now.`)
  return true
}

/** Writes `file` whole (a temporary file renamed into place), owner-only from the first byte. */
export function writePrivateFile(file: string, text: string) {
  mkdirSync(path.dirname(file), {recursive: true})
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text, {mode: OWNER_ONLY})
  chmodSync(temporary, OWNER_ONLY)
  renameSync(temporary, file)
}

/** A secret file's text, or undefined without one. */
export function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}
