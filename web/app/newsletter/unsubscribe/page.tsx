import {NewsletterPage, newsletterMetadata, tokenOf} from '../../../forms/NewsletterPage'

type Props = {searchParams: Promise<{token?: string | string[]}>}

export const generateMetadata = () => newsletterMetadata('unsubscribe')

/** /newsletter/unsubscribe?token=…: an email's unsubscribe link; its button unsubscribes (forms/NewsletterPage.tsx). Rendered for each request. */
export default async function NewsletterUnsubscribePage({searchParams}: Props) {
  return <NewsletterPage step="unsubscribe" token={await tokenOf(searchParams)} />
}
