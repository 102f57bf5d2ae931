/** Field validation for addresses: the rules live in the one URL allowlist (./url.ts). */
export {validateHref, validateHttps, validateHttpsOrPath} from './url'
