/**
 * The load test's database, in a process of its own so that PostgreSQL's work never stalls the load
 * generator's clock: the local Supabase (PGlite running the migrations, in memory) on a loopback port,
 * as a Supabase project's data API. Prints its address once it listens; stops on SIGTERM.
 *   tsx scripts/bench/database.ts <anon key> <service key>
 */
import {createLocalSupabase} from '@agency/web/supabase/local/server'

const [anon = 'load-anon-key', service = 'load-service-key'] = process.argv.slice(2)
const database = await createLocalSupabase({keys: {anon, service}})
console.log(await database.listen())
process.on('SIGTERM', () => void database.close().then(() => process.exit(0)))
