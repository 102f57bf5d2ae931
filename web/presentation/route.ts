import 'server-only'
import {after, NextResponse, type NextRequest} from 'next/server'
import {mailConfig} from '../leads/config'
import {siteEnv} from '../supabase/local/env'
import {serviceConfig} from '../supabase/service'
import type {Answer, UploadDeps} from './handlers'
import {formRules, limitMessage} from './rules'

/** The request bodies are a few hundred bytes of JSON; anything larger is refused before parsing. */
const MAX_BODY = 4096

/** A route handler around `handler`: JSON in (size-capped), JSON out, never cached. */
export function jsonRoute(handler: (input: unknown, deps: UploadDeps) => Promise<Answer>) {
  return async function handlePost(req: NextRequest) {
    const headers = {'cache-control': 'no-store'}
    if (!(req.headers.get('content-type') ?? '').startsWith('application/json')) {
      return NextResponse.json({message: 'Send JSON.'}, {status: 415, headers})
    }
    const text = await req.text()
    if (text.length > MAX_BODY) return NextResponse.json({message: 'Request too large.'}, {status: 413, headers})
    let input: unknown
    try {
      input = JSON.parse(text)
    } catch {
      return NextResponse.json({message: 'Send JSON.'}, {status: 400, headers})
    }
    // Staff's email about a confirmed upload goes after the answer (after()), so the visitor never waits for SMTP.
    const env = siteEnv()
    const {status, body} = await handler(input, {
      config: serviceConfig(env),
      formRules,
      limitMessage,
      mail: mailConfig(env),
      later: after,
    })
    return NextResponse.json(body, {status, headers})
  }
}
