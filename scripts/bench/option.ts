/** The value given on the command line after `--<name>` (`--runs 3` gives "3"), or undefined. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
