/**
 * A list as CSV (RFC 4180), as spreadsheet programs open it: a byte-order mark so Excel reads UTF-8,
 * every cell quoted, and a cell a visitor could have typed that starts like a formula (=, +, -, @,
 * tab, return) prefixed with ' so it is shown, never run (OWASP "CSV injection"). Arrays of areas are
 * written as "Name 8/12; …". Twelve lines: no package for it.
 */
type Cell = unknown

const text = (value: Cell): string => {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value))
    return value
      .map((v) =>
        v && typeof v === 'object'
          ? `${(v as {name?: string}).name} ${(v as {points?: number}).points}/${(v as {max?: number}).max}`
          : String(v),
      )
      .join('; ')
  return String(value)
}

const cell = (value: Cell) => {
  const raw = text(value)
  const safe = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw
  return `"${safe.replaceAll('"', '""')}"`
}

export function toCsv(columns: Array<[string, string]>, rows: Array<Record<string, unknown>>): string {
  const lines = [columns.map(([, title]) => cell(title)).join(',')]
  for (const row of rows) lines.push(columns.map(([key]) => cell(row[key])).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
