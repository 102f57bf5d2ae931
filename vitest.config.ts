import path from 'node:path'
import {defineConfig} from 'vitest/config'

const alias = {'server-only': path.resolve('web/test/server-only.ts')}

/**
 * Unit tests sit beside the code they test (*.test.ts). Database tests (*.db.test.ts) run against a
 * throwaway PostgreSQL cluster started by their global setup, the shared cache's (*.redis.test.ts)
 * against a throwaway redis-server. Browser tests are Playwright's (web/e2e).
 */
export default defineConfig({
  resolve: {alias},
  test: {
    projects: [
      {
        resolve: {alias},
        test: {
          name: 'unit',
          include: [
            'schemas/**/*.test.ts',
            'dataset/**/*.test.ts',
            'scripts/**/*.test.ts',
            'studio/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'lake/**/*.test.ts',
          ],
          exclude: [
            '**/node_modules/**',
            'web/e2e/**',
            'studio/e2e/**',
            'web/.next*/**',
            '**/*.db.test.ts',
            '**/*.redis.test.ts',
          ],
          environment: 'node',
          // next-sanity's draft-mode entry imports 'next/headers' without an extension, which Node's ESM
          // loader cannot resolve: let Vite load it (the draft-mode route test needs it).
          server: {deps: {inline: [/next-sanity\/dist\/draft-mode/]}},
        },
      },
      {
        resolve: {alias},
        test: {
          name: 'db',
          include: ['web/supabase/**/*.db.test.ts'],
          globalSetup: ['web/test/postgres.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20000,
        },
      },
      {
        resolve: {alias},
        test: {
          name: 'redis',
          include: ['web/cache/**/*.redis.test.ts'],
          globalSetup: ['web/test/redis.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
    ],
  },
})
