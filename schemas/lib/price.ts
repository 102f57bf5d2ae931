/**
 * The one price formatter. Studio previews and every page use it, so a price reads the same everywhere:
 * $1,111 · $99.00 · from $667 per language · 14.99 USD/month · 18 cents per minute · 15% of spend, minimum $333 · $350+ per hour.
 */
export interface PriceValue {
  amount?: number | null
  decimals?: boolean | null
  display?: 'symbol' | 'code' | 'cents' | string | null
  from?: boolean | null
  plus?: boolean | null
  percentOfSpend?: number | null
  suffix?: string | null
  text?: string | null
}

const grouped = (n: number, decimals: boolean) =>
  n.toLocaleString('en-US', {minimumFractionDigits: decimals ? 2 : 0, maximumFractionDigits: decimals ? 2 : 0})

/** The amount alone, without from/suffix: "$1,111", "$99.00", "14.99 USD", "18 cents". */
export function formatAmount(price: PriceValue | null | undefined): string {
  if (!price) return ''
  if (typeof price.amount !== 'number' || !Number.isFinite(price.amount)) return price.text ?? ''
  const decimals = Boolean(price.decimals)
  let s: string
  switch (price.display) {
    case 'code':
      s = `${grouped(price.amount, decimals)} USD`
      break
    case 'cents':
      s = `${Math.round(price.amount * 100)} cents`
      break
    default:
      s = `$${grouped(price.amount, decimals)}`
  }
  return price.plus ? `${s}+` : s
}

/** The whole price as a sentence fragment. Returns '' for a missing price, never "undefined". */
export function formatPrice(price: PriceValue | null | undefined): string {
  if (!price) return ''
  const amount = formatAmount(price)
  if (!amount) return ''
  if (typeof price.amount !== 'number') return amount
  const core =
    typeof price.percentOfSpend === 'number' ? `${price.percentOfSpend}% of spend, minimum ${amount}` : amount
  return `${price.from ? 'from ' : ''}${core}${price.suffix ?? ''}`
}

/** What a visitor saves against the struck-through regular price ("$200"), or '' when there is no saving. */
export function formatSavings(regular: PriceValue | null | undefined, now: PriceValue | null | undefined): string {
  if (typeof regular?.amount !== 'number' || typeof now?.amount !== 'number' || regular.amount <= now.amount) return ''
  return formatAmount({...now, amount: regular.amount - now.amount, plus: false, decimals: now.decimals})
}

/** Replaces {price} in a label with the formatted price; a label without a price to show loses the token cleanly. */
export function withPrice(label: string | null | undefined, price: PriceValue | null | undefined): string {
  if (!label) return ''
  if (!label.includes('{price}')) return label
  const p = formatPrice(price)
  return p ? label.replaceAll('{price}', p) : label.replace(/\s*(for|at|from)?\s*\{price\}/g, '').trim()
}
