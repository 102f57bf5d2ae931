/**
 * HTML for emails, with every interpolated value escaped: html`<p>${name}</p>` turns `name` into text
 * whatever it holds (escape-html: & < > " '), so a name like <img src=x onerror=alert(1)> arrives as
 * those characters, never as markup. Only another html`` fragment (or a list of them) goes in as it is.
 */
import escapeHtml from 'escape-html'

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + render(values[i - 1]) + text))
}

/** Plain text as HTML paragraphs: escaped, a blank line between paragraphs, a line break within one. */
export const paragraphs = (text: string, style = '') =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p style="${style}">${p.split('\n').map((line, i) => (i ? [html`<br>`, line] : line))}</p>`)
