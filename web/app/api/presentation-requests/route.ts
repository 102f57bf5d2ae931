import {requestUpload} from '../../../presentation/handlers'
import {jsonRoute} from '../../../presentation/route'

/** POST {form, name, type, size, email}: checks the file and answers with a signed upload URL (see presentation/handlers.ts). */
export const POST = jsonRoute(requestUpload)
