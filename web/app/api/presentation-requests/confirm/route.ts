import {confirmUpload} from '../../../../presentation/handlers'
import {jsonRoute} from '../../../../presentation/route'

/** POST {id}: checks the uploaded file's first bytes against its type (see presentation/handlers.ts). */
export const POST = jsonRoute(confirmUpload)
