import {handleDeskRequest} from '../../../../desk/route'

/** The Studio's Leads tool: lists, marks, CSV and the funnel, for the project's editors (desk/desk.ts). */
export const dynamic = 'force-dynamic'
export const GET = handleDeskRequest
export const PATCH = handleDeskRequest
export const OPTIONS = handleDeskRequest
