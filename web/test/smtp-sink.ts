/**
 * A real SMTP server on loopback for tests (smtp-server), keeping every message it accepts, parsed
 * with mailparser. Tests send to it with the site's own mailer over a real SMTP session: no stubbed
 * transport. `stop()` and `start()` take the server down and bring it back on the same port, which is
 * how a test shows what happens while the agency's SMTP provider is unreachable.
 */
import type {AddressInfo} from 'node:net'
import {type AddressObject, simpleParser} from 'mailparser'
import {SMTPServer} from 'smtp-server'

export interface ReceivedMail {
  /** The SMTP envelope: who the client said the message was from and to. */
  envelope: {from: string; to: string[]}
  from: string
  to: string[]
  replyTo: string[]
  subject: string
  text: string
  html: string
  /** Every header, lower-case names. */
  headers: Record<string, string>
  /** The message as it arrived. */
  raw: string
  /** When the server accepted it (ms since the epoch). */
  at: number
}

export interface SmtpSinkOptions {
  port?: number
  host?: string
  /** Require this login (AUTH PLAIN/LOGIN over the plain connection, as a provider would over TLS). */
  user?: string
  pass?: string
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''))

export async function startSmtpSink({port = 0, host = '127.0.0.1', user, pass}: SmtpSinkOptions = {}) {
  const messages: ReceivedMail[] = []
  const logins: string[] = []
  let server: SMTPServer | null = null
  let boundPort = port

  const make = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: !user,
      allowInsecureAuth: true,
      logger: false,
      banner: 'test SMTP sink',
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '')
        if (auth.username === user && auth.password === pass) return callback(null, {user: auth.username})
        callback(new Error('Invalid username or password'))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          try {
            const parsed = await simpleParser(raw)
            messages.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              from: parsed.from?.value[0]?.address ?? '',
              to: addresses(parsed.to),
              replyTo: addresses(parsed.replyTo),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()]),
              ),
              raw,
              at: Date.now(),
            })
            callback()
          } catch (e) {
            callback(e as Error)
          }
        })
      },
    })

  async function start() {
    server = make()
    const s = server
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject)
      s.listen(boundPort, host, () => resolve())
    })
    boundPort = (s.server.address() as AddressInfo).port
  }
  async function stop() {
    const s = server
    server = null
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
  }
  await start()

  const auth = user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass ?? '')}@` : ''
  return {
    messages,
    /** The usernames clients logged in with, in order. */
    logins,
    get port() {
      return boundPort
    },
    /** An SMTP_URL for this server. */
    get url() {
      return `smtp://${auth}${host}:${boundPort}`
    },
    /** Waits until a message matching `match` has arrived (or fails after `timeoutMs`). */
    async waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const end = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(match)
        if (found) return found
        if (Date.now() > end)
          throw new Error(`No matching email arrived in ${timeoutMs} ms (${messages.length} arrived)`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    start,
    stop,
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>
