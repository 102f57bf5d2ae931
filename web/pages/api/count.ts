/**
 * POST /api/count: the funnel's count endpoint (funnel/count.ts), the site's busiest address. It is a
 * Pages Router API route, where every other endpoint is an App Router route handler (app/api/), because
 * Next answers a Node API route in about two thirds of a route handler's time: on this project's
 * 2-core test machine an empty POST ran 1,430 to 1,800 a second against 1,060 to 1,110 (autocannon,
 * 10 connections), and at 500 counts a second that difference is the pages' headroom (`npm run load`).
 */
import type {NextApiRequest, NextApiResponse} from 'next'
import {COUNT_MAX_BYTES} from '../../funnel/count'
import {nodeCountRequest} from '../../funnel/node-request'
import {handleCountRequest} from '../../funnel/route'

// The endpoint reads its own body, at most COUNT_MAX_BYTES of it.
export const config = {api: {bodyParser: false}}

export default async function count(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('cache-control', 'no-store')
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST')
    return void response.status(405).end()
  }
  const {status, message} = await handleCountRequest(nodeCountRequest(request, COUNT_MAX_BYTES))
  if (message) response.status(status).json({message})
  else response.status(status).end()
}
