/**
 * The transaction log: every committed transaction, in commit order, as the Content Lake keeps it.
 * Three things read it:
 *   - listeners that reconnect with `Last-Event-ID` (enableResume): the events they missed are
 *     replayed from here, so an editor's Studio keeps its unsaved typing across an outage instead of
 *     starting again from a fresh snapshot (listen.ts);
 *   - the history API: a document's revisions and the transactions between them (history.ts);
 *   - the mutate and actions APIs: a transaction id is unique in the dataset, as the real API's
 *     reference says, so an id already in the log is refused.
 *
 * It is bounded: a transaction is kept while any document it changed has fewer than
 * `revisionsPerDocument` newer revisions, and never more than `maxTransactions` in all. With a working
 * copy it lives in `<dir>/transactions.ndjson`: appended to after each commit (a line per transaction),
 * rewritten without what was dropped when the file holds twice what is kept, and read at start, so
 * resuming and history survive a restart.
 */
import {appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {Transaction} from './documents'

export interface TransactionLogOptions {
  /** Where the log is kept; without it, in memory only. */
  file?: string
  revisionsPerDocument?: number
  maxTransactions?: number
}

export class TransactionLog {
  private entries: Transaction[] = []
  private readonly byId = new Map<string, Transaction>()
  private readonly file?: string
  private readonly revisionsPerDocument: number
  private readonly maxTransactions: number
  /** Lines in the file, dropped ones included: the file is rewritten when it holds twice what is kept. */
  private linesInFile = 0

  constructor(options: TransactionLogOptions = {}) {
    this.file = options.file
    this.revisionsPerDocument = options.revisionsPerDocument ?? 200
    this.maxTransactions = options.maxTransactions ?? 10_000
  }

  /** Reads the log from its file (a line that cannot be read, from a crash mid-write, is skipped). */
  load() {
    this.clearMemory()
    if (!this.file || !existsSync(this.file)) return
    const lines = readFileSync(this.file, 'utf8').split('\n').filter(Boolean)
    for (const line of lines) {
      try {
        this.remember(JSON.parse(line) as Transaction)
      } catch {
        // a torn last line
      }
    }
    this.linesInFile = lines.length
    this.prune()
  }

  /** Forgets every transaction, in memory and on disk (a reset to the seed). */
  clear() {
    this.clearMemory()
    if (this.file && existsSync(this.file)) writeFileSync(this.file, '')
    this.linesInFile = 0
  }

  append(transaction: Transaction) {
    this.remember(transaction)
    if (this.file) {
      mkdirSync(path.dirname(this.file), {recursive: true})
      appendFileSync(this.file, `${JSON.stringify(transaction)}\n`)
      this.linesInFile++
    }
    this.prune()
  }

  has(transactionId: string) {
    return this.byId.has(transactionId)
  }

  get(transactionId: string) {
    return this.byId.get(transactionId)
  }

  /**
   * The transactions committed after `transactionId`, oldest first; undefined when that transaction
   * is not in the log (never seen, or dropped): the caller cannot know what it missed.
   */
  after(transactionId: string): Transaction[] | undefined {
    const found = this.byId.get(transactionId)
    if (!found) return undefined
    return this.entries.slice(this.entries.indexOf(found) + 1)
  }

  /** The transactions that changed a document, oldest first. */
  forDocument(documentId: string): Transaction[] {
    return this.entries.filter((t) => t.changes.some((c) => c.id === documentId))
  }

  get size() {
    return this.entries.length
  }

  /** Every transaction kept, oldest first (the history API's source). */
  get transactions(): readonly Transaction[] {
    return this.entries
  }

  private remember(transaction: Transaction) {
    if (this.byId.has(transaction.id)) return
    this.entries.push(transaction)
    this.byId.set(transaction.id, transaction)
  }

  private clearMemory() {
    this.entries = []
    this.byId.clear()
  }

  /** Drops what the bounds no longer keep, and rewrites the file once it holds twice what is kept. */
  private prune() {
    const newerRevisions = new Map<string, number>()
    const kept: Transaction[] = []
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const transaction = this.entries[i]!
      let wanted = false
      for (const {id} of transaction.changes) {
        const count = newerRevisions.get(id) ?? 0
        if (count < this.revisionsPerDocument) wanted = true
        newerRevisions.set(id, count + 1)
      }
      if (wanted && kept.length < this.maxTransactions) kept.push(transaction)
      else this.byId.delete(transaction.id)
    }
    if (kept.length !== this.entries.length) this.entries = kept.reverse()
    if (this.file && this.linesInFile > 2 * Math.max(this.entries.length, 100)) this.rewrite()
  }

  private rewrite() {
    const file = this.file!
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, this.entries.map((t) => `${JSON.stringify(t)}\n`).join(''))
    renameSync(temporary, file)
    this.linesInFile = this.entries.length
  }
}
