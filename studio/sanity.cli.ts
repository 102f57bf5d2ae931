import {defineCliConfig} from 'sanity/cli'

/**
 * The project id and dataset come from the environment (studio/.env or the shell). Without them the
 * CLI still validates the schema, builds the Studio and generates types, all offline.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline0',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  studioHost: process.env.SANITY_STUDIO_HOST,
  typegen: {
    path: ['../web/content/**/*.ts', '../schemas/**/*.ts'],
    schema: 'schema.json',
    generates: '../web/sanity.types.ts',
    overloadClientMethods: true,
  },
})
