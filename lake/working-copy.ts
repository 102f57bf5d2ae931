/**
 * The working copy: where a local Lake keeps what editors change, so a restart loses nothing.
 *
 *   <dir>/documents.ndjson   every document as the Lake holds it (drafts, revisions and assets included),
 *                            the format `sanity dataset export` writes
 *   <dir>/files/             uploaded files, by the name the CDN path gives them
 *   <dir>/sessions.json      who has logged in, and their tokens: owner-only (private-files.ts)
 *   <dir>/transactions.ndjson  the transaction log (translog.ts): history, and where listeners resume
 *
 * It is made from the seed the first time, written after every transaction (batched, at most every
 * 200 ms, each write whole and then renamed into place, so a crash leaves the last complete copy), and
 * thrown away by `npm run lake:reset`, after which the next start copies the seed again.
 */
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {Doc} from './documents'
import type {SavedSessions} from './identity'
import {keepPrivate, writePrivateFile} from './private-files'

export class WorkingCopy {
  readonly documentsFile: string
  readonly filesDir: string
  readonly sessionsFile: string
  readonly transactionsFile: string
  private timer: NodeJS.Timeout | undefined
  private pending: (() => {docs: Iterable<Doc>; sessions: SavedSessions}) | undefined

  constructor(readonly dir: string) {
    this.documentsFile = path.join(dir, 'documents.ndjson')
    this.filesDir = path.join(dir, 'files')
    this.sessionsFile = path.join(dir, 'sessions.json')
    this.transactionsFile = path.join(dir, 'transactions.ndjson')
  }

  exists() {
    return existsSync(this.documentsFile)
  }

  readDocuments(): Doc[] {
    return readFileSync(this.documentsFile, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Doc)
  }

  /** The saved sessions (made owner-only first, if an older copy left them readable to others). */
  readSessions(): SavedSessions | undefined {
    if (!existsSync(this.sessionsFile)) return undefined
    keepPrivate(this.sessionsFile)
    try {
      return JSON.parse(readFileSync(this.sessionsFile, 'utf8')) as SavedSessions
    } catch {
      return undefined
    }
  }

  /** Schedules a write of the state `snapshot` returns; several transactions within 200 ms make one write. */
  save(snapshot: () => {docs: Iterable<Doc>; sessions: SavedSessions}) {
    this.pending = snapshot
    this.timer ??= setTimeout(() => this.flush(), 200)
  }

  /** Writes a scheduled save now (on stop). */
  flush() {
    clearTimeout(this.timer)
    this.timer = undefined
    const snapshot = this.pending
    this.pending = undefined
    if (!snapshot) return
    const {docs, sessions} = snapshot()
    mkdirSync(this.dir, {recursive: true})
    const lines = [...docs].map((doc) => JSON.stringify(doc)).join('\n')
    writeAtomically(this.documentsFile, `${lines}\n`)
    writePrivateFile(this.sessionsFile, `${JSON.stringify(sessions, null, 2)}\n`)
  }

  /** Throws the working copy away: the next start begins again from the seed. */
  reset() {
    clearTimeout(this.timer)
    this.timer = undefined
    this.pending = undefined
    rmSync(this.dir, {recursive: true, force: true})
  }
}

function writeAtomically(file: string, text: string) {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}
