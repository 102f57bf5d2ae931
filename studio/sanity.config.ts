import {SINGLETON_TYPES, schemaTypes} from '@agency/schemas'
import {LOCAL_LAKE, localLakeApiHost} from '@agency/lake/config'
import {apiVersion} from '@agency/schemas/lib/api'
import {isIconList} from '@agency/schemas/lib/icons'
import {type ClientConfig, createClient} from '@sanity/client'
import {visionTool} from '@sanity/vision'
import {createElement} from 'react'
import {defineConfig, type StringInputProps} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {withSlugRedirect} from './actions/slugRedirect'
import {IconInput} from './IconInput'
import {leadsTool} from './leads/tool'
import {resolve} from './presentation'
import {defaultDocumentNode, structure} from './structure'
import {kindTemplates} from './templates'

const singletons = new Set<string>(SINGLETON_TYPES)

/**
 * With SANITY_STUDIO_PROJECT_ID the Studio edits that hosted project on Sanity's servers. Without it,
 * it edits the local Content Lake (`npm run studio` starts it): the same API on this machine, over a
 * working copy of the embedded content. SANITY_STUDIO_API_HOST points either at another host, such
 * as a proxy in front of the Lake.
 */
const hostedProjectId = process.env.SANITY_STUDIO_PROJECT_ID
const apiHost = process.env.SANITY_STUDIO_API_HOST || (hostedProjectId ? undefined : localLakeApiHost)

/**
 * The Studio's reads wait out an outage of the Content Lake for about six minutes (retries after
 * 0.25, 0.5, 1, 2, 4, 8 s, then every 10 s) instead of the client's default five retries (about 3 s).
 * Sanity Studio 6.16 checks that referenced documents exist with reads it does not retry itself; when
 * one fails, the structure tool crashes and the typing it had not saved yet is lost (measured against
 * the local Lake refusing connections for 20 s: docs/ARCHITECTURE.md, "Testing the live path and the Studio"). Writes are never
 * retried by the client: the Studio's document store keeps unsaved edits and sends them again itself.
 */
const patientClient = (options: ClientConfig) =>
  createClient({...options, maxRetries: 40, retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 10_000)})

export default defineConfig({
  name: 'default',
  title: 'Agency website',
  projectId: hostedProjectId || LOCAL_LAKE.projectId,
  dataset: process.env.SANITY_STUDIO_DATASET || LOCAL_LAKE.dataset,
  ...(apiHost ? {apiHost} : {}),
  unstable_clientFactory: patientClient,
  // Token login on every host: the Leads tool sends the editor's token to the site, which checks it.
  auth: {loginMethod: 'token'},
  // Leads (./leads): the site's leads, messages, subscribers and funnel, through the site's server.
  tools: (tools) => [...tools, leadsTool()],
  plugins: [
    structureTool({structure, defaultDocumentNode}),
    // The site beside its content; a click on a text opens its field (needs the site's draft mode route).
    presentationTool({
      resolve,
      previewUrl: {
        origin: process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000',
        previewMode: {enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable'},
      },
    }),
    visionTool({defaultApiVersion: apiVersion}),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure, never created from the "new document" menu. Packages
    // and add-ons are created with their kind set ("New marketing package", ...), see templates.ts.
    templates: (templates) => [
      ...templates.filter(
        ({schemaType, id}) => !singletons.has(schemaType) && id !== 'servicePackage' && id !== 'addOn',
      ),
      ...kindTemplates,
    ],
  },
  form: {
    components: {
      // Icon fields show the icons themselves, as the site draws them, not a list of names.
      input: (props) =>
        props.schemaType.jsonType === 'string' && isIconList(props.schemaType.options)
          ? createElement(IconInput, props as StringInputProps)
          : props.renderDefault(props),
    },
  },
  document: {
    // Singletons can only be published, discarded or restored. Publishing a page, article or blog category
    // under a new slug also creates the redirect from its old address (actions/slugRedirect.ts).
    actions: (actions, {schemaType}) =>
      singletons.has(schemaType)
        ? actions.filter(({action}) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : schemaType === 'page' || schemaType === 'blogArticle' || schemaType === 'blogCategory'
          ? actions.map((action) => (action.action === 'publish' ? withSlugRedirect(action) : action))
          : actions,
  },
})
