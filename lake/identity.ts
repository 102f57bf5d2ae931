/**
 * Who is calling: the Lake's users, their login sessions and the tokens that stand for them.
 *
 * A request is authorized by `Authorization: Bearer <token>`; the token is either a robot token
 * given in the options (the site's read token in tests) or a session made by logging in. Logging in
 * is Sanity's own flow, which the Studio drives: its login screen lists `/auth/providers`, sends the
 * editor to the provider's URL with `origin`, the provider sends them back with `#sid=<session id>`,
 * and the Studio trades the session id for a token at `/auth/fetch`. Here the provider is the Lake's
 * own login page, which asks only for a name: the Lake is on loopback and holds a copy of the seed.
 */
import {randomBytes, randomUUID} from 'node:crypto'

export interface LakeUser {
  id: string
  name: string
  email: string
  /** 'administrator' for editors who log in, 'viewer' for robot tokens that only read. */
  role: 'administrator' | 'viewer'
  isRobot: boolean
  createdAt: string
}

export interface SavedSessions {
  users: LakeUser[]
  /** token → user id */
  tokens: Record<string, string>
}

const ROLE_TITLES = {administrator: 'Administrator', viewer: 'Viewer'} as const

/** The caller, as /users/me answers. */
export function userJson(user: LakeUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    role: user.role,
    roles: [{name: user.role, title: ROLE_TITLES[user.role]}],
    provider: 'local',
    isCurrentUser: true,
  }
}

/**
 * Another user, as /users/<ids> answers (the Studio's user store reads `displayName`): who made a
 * revision, who else is here.
 */
export function projectUserJson(user: LakeUser, projectId: string) {
  const [givenName = '', ...rest] = user.name.split(' ')
  return {
    id: user.id,
    projectId,
    displayName: user.name,
    givenName,
    familyName: rest.join(' ') || null,
    middleName: null,
    imageUrl: null,
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
    isCurrentUser: false,
  }
}

/** A token long enough for the Studio's `#token=` pattern (32 characters or more). */
const newToken = () => `lake_${randomBytes(24).toString('base64url')}`

/** How long a session id from the login page may wait to be traded for a token. */
export const SESSION_LIFETIME_MS = 120_000
/** The most session ids waiting at once: beyond it the oldest is dropped (its login must start again). */
export const MAX_WAITING_SESSIONS = 100

export class Identities {
  private users = new Map<string, LakeUser>()
  private tokens = new Map<string, string>()
  /**
   * Session ids waiting to be traded for a token: each once, for SESSION_LIFETIME_MS, at most
   * MAX_WAITING_SESSIONS of them (oldest first out). Nothing else exists for a login until it is
   * traded: no user and no token, so logins that are never completed leave nothing behind.
   */
  private sessions = new Map<string, {name: string; role: LakeUser['role']; expires: number}>()

  constructor(robotTokens: string[]) {
    for (const token of robotTokens) {
      const user = this.addUser({name: 'Site (read token)', role: 'viewer', isRobot: true, id: 'robot-site'})
      this.tokens.set(token, user.id)
    }
  }

  /** The user a request's Authorization header names: undefined without one, 'invalid' for an unknown token. */
  fromHeader(header: string | undefined): LakeUser | 'invalid' | undefined {
    if (!header) return undefined
    const token = header.replace(/^Bearer\s+/i, '').trim()
    const id = this.tokens.get(token)
    return (id && this.users.get(id)) || 'invalid'
  }

  get(id: string) {
    return this.users.get(id)
  }

  list(): LakeUser[] {
    return [...this.users.values()]
  }

  /**
   * Logs in by name. Returns a session id for the `#sid=` redirect, which `exchange` trades for a token.
   * The login page makes administrators; `role` lets a test make a person who may only read (a
   * project's viewer), whom the site's desk must refuse.
   */
  login(name: string, role: LakeUser['role'] = 'administrator'): string {
    const now = Date.now()
    for (const [sid, session] of this.sessions) if (session.expires <= now) this.sessions.delete(sid)
    while (this.sessions.size >= MAX_WAITING_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!)
    const sid = randomBytes(24).toString('base64url')
    this.sessions.set(sid, {name, role, expires: now + SESSION_LIFETIME_MS})
    return sid
  }

  /** Session ids waiting to be traded now. */
  get waitingSessions() {
    return this.sessions.size
  }

  /**
   * Trades a session id for a token, once: the user of that name (the same name is the same user, made
   * the first time) gets a new token.
   */
  exchange(sid: string): string | undefined {
    const session = this.sessions.get(sid)
    this.sessions.delete(sid)
    if (!session || session.expires <= Date.now()) return undefined
    const clean = session.name.replace(/\s+/g, ' ').trim().slice(0, 60) || 'Local editor'
    const user =
      this.list().find((u) => !u.isRobot && u.name.toLowerCase() === clean.toLowerCase()) ??
      this.addUser({name: clean, role: session.role, isRobot: false})
    const token = newToken()
    this.tokens.set(token, user.id)
    return token
  }

  /** Makes a token for a user by name at once (tests, and the dev command's first link). */
  tokenFor(name: string, role: LakeUser['role'] = 'administrator'): string {
    const sid = this.login(name, role)
    return this.exchange(sid)!
  }

  logout(header: string | undefined) {
    const token = header?.replace(/^Bearer\s+/i, '').trim()
    if (token && this.users.get(this.tokens.get(token) ?? '')?.isRobot === false) this.tokens.delete(token)
  }

  /** What the working copy keeps, so a restart keeps everyone logged in. Robot tokens come from the options. */
  save(): SavedSessions {
    const people = this.list().filter((u) => !u.isRobot)
    const ids = new Set(people.map((u) => u.id))
    return {users: people, tokens: Object.fromEntries([...this.tokens].filter(([, id]) => ids.has(id)))}
  }

  restore(saved: SavedSessions) {
    for (const user of saved.users) this.users.set(user.id, user)
    for (const [token, id] of Object.entries(saved.tokens)) if (this.users.has(id)) this.tokens.set(token, id)
  }

  private addUser(input: Omit<LakeUser, 'id' | 'email' | 'createdAt'> & {id?: string}): LakeUser {
    const id = input.id ?? `p${randomUUID().replaceAll('-', '').slice(0, 8)}`
    const slug =
      input.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '.')
        .replace(/^\.|\.$/g, '') || 'editor'
    const user: LakeUser = {...input, id, email: `${slug}@local.lake`, createdAt: new Date().toISOString()}
    this.users.set(id, user)
    return user
  }
}
