import {handleLocalSupabase} from '../../../../supabase/local/site'

export const dynamic = 'force-dynamic'
export const GET = handleLocalSupabase
export const POST = handleLocalSupabase
export const PATCH = handleLocalSupabase
export const PUT = handleLocalSupabase
export const DELETE = handleLocalSupabase
export const OPTIONS = handleLocalSupabase
