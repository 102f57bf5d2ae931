/**
 * Presence: editors in the same Studio see each other, as on hosted Sanity. The Studio keeps one
 * WebSocket open to `/<version>/socket/<dataset>` (its "bifur" connection, @sanity/bifur-client) and
 * speaks JSON-RPC 2.0 over it:
 *
 *   authorization        {authorization: "Bearer <token>"}: who this connection is (the Lake's tokens)
 *   presence_subscribe   → a subscription id; then `presence_subscription` messages carry everyone's
 *                          events: {type: "state", i: <user id>, m: {sessionId, locations}},
 *                          {type: "rollCall", i, session}, {type: "disconnect", i, m: {session}}
 *   presence_announce    {data: {sessionId, locations}}: where this editor is (document, field)
 *   presence_rollcall    {session}: asks every other session to announce itself
 *   presence_disconnect  {session}: this session leaves
 *
 * and a heartbeat, the text "♥", which tells the Studio the connection is alive. A connection that
 * closes takes its sessions with it: the others are told they disconnected. Only a browser on one of
 * the Lake's allowed origins may connect (a WebSocket is not bound by CORS, so the Origin header is
 * checked here), and nothing but `authorization` is answered before a valid token.
 */
import type {IncomingMessage} from 'node:http'
import type {Duplex} from 'node:stream'
import {type RawData, type WebSocket, WebSocketServer} from 'ws'
import type {Identities} from './identity'

const HEARTBEAT = '♥'
const HEARTBEAT_MS = 20_000
/** A presence message is a few hundred bytes; anything far larger is not the Studio's. */
const MAX_MESSAGE_BYTES = 64 * 1024

type PresenceEvent =
  | {type: 'state'; i: string; m: {sessionId: string; locations: unknown}}
  | {type: 'rollCall'; i: string; session: string}
  | {type: 'disconnect'; i: string; m: {session: string}}

interface Connection {
  socket: WebSocket
  userId?: string
  subscriptions: Set<string>
  /** The sessions this connection announced: they disconnect when it closes. */
  sessions: Set<string>
}

export class Presence {
  private readonly server = new WebSocketServer({noServer: true, maxPayload: MAX_MESSAGE_BYTES})
  private readonly connections = new Set<Connection>()
  private nextSubscription = 1

  constructor(
    private readonly identities: Identities,
    /** Whether a browser origin may connect (the Lake's CORS origins). */
    private readonly allowsOrigin: (origin: string | undefined) => boolean,
  ) {}

  /** Takes an HTTP upgrade for `/<version>/socket/<dataset>`; refuses any other with 404, a foreign origin with 403. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, dataset: string) {
    const path = new URL(req.url ?? '/', 'http://lake').pathname
    const refuse = (status: string) => {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    }
    if (!new RegExp(`^/v[\\w.-]+/socket/${dataset}$`).test(path)) return refuse('404 Not Found')
    if (!this.allowsOrigin(req.headers.origin)) return refuse('403 Forbidden')
    this.server.handleUpgrade(req, socket, head, (ws) => this.open(ws))
  }

  /** Closes every connection (the Lake stops, or its API goes away in an outage). */
  closeAll() {
    for (const connection of this.connections) connection.socket.terminate()
    this.connections.clear()
  }

  private open(socket: WebSocket) {
    const connection: Connection = {socket, subscriptions: new Set(), sessions: new Set()}
    this.connections.add(connection)
    const heartbeat = setInterval(() => socket.send(HEARTBEAT), HEARTBEAT_MS)
    socket.on('message', (data) => this.receive(connection, data))
    socket.on('close', () => {
      clearInterval(heartbeat)
      this.connections.delete(connection)
      if (connection.userId)
        for (const session of connection.sessions)
          this.broadcast({type: 'disconnect', i: connection.userId, m: {session}})
    })
    socket.on('error', () => socket.terminate())
  }

  private receive(connection: Connection, data: RawData) {
    let message: {id?: unknown; method?: unknown; params?: Record<string, unknown>}
    try {
      message = JSON.parse(String(data))
    } catch {
      return this.send(connection, {jsonrpc: '2.0', id: null, error: {code: -32700, message: 'Parse error'}})
    }
    const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null
    const params = message.params ?? {}
    const reply = (result: unknown) => this.send(connection, {jsonrpc: '2.0', id, result})
    const fail = (code: number, text: string) =>
      this.send(connection, {jsonrpc: '2.0', id, error: {code, message: text}})

    if (message.method === 'authorization') {
      const user = this.identities.fromHeader(String(params.authorization ?? ''))
      if (!user || user === 'invalid') return fail(4001, 'Unauthorized')
      connection.userId = user.id
      return reply(true)
    }
    const userId = connection.userId
    if (!userId) return fail(4001, 'Unauthorized')
    switch (message.method) {
      case 'presence_subscribe': {
        const subscription = `presence-${this.nextSubscription++}`
        connection.subscriptions.add(subscription)
        return reply(subscription)
      }
      case 'presence_unsubscribe':
        connection.subscriptions.delete(String(params.subscriptionId ?? ''))
        return reply(true)
      case 'presence_announce': {
        const data = (params.data ?? {}) as {sessionId?: unknown; locations?: unknown}
        if (typeof data.sessionId !== 'string') return fail(-32602, 'Invalid params')
        connection.sessions.add(data.sessionId)
        this.broadcast({type: 'state', i: userId, m: {sessionId: data.sessionId, locations: data.locations ?? []}})
        return reply(true)
      }
      case 'presence_rollcall':
        if (typeof params.session !== 'string') return fail(-32602, 'Invalid params')
        this.broadcast({type: 'rollCall', i: userId, session: params.session})
        return reply(true)
      case 'presence_disconnect':
        if (typeof params.session !== 'string') return fail(-32602, 'Invalid params')
        connection.sessions.delete(params.session)
        this.broadcast({type: 'disconnect', i: userId, m: {session: params.session}})
        return reply(true)
      default:
        return fail(-32601, 'Method not found')
    }
  }

  private broadcast(event: PresenceEvent) {
    for (const connection of this.connections)
      for (const subscription of connection.subscriptions)
        this.send(connection, {jsonrpc: '2.0', method: 'presence_subscription', params: {subscription, result: event}})
  }

  private send(connection: Connection, message: unknown) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message))
  }
}
