import {NewsletterPage, newsletterMetadata, tokenOf} from '../../../forms/NewsletterPage'

type Props = {searchParams: Promise<{token?: string | string[]}>}

export const generateMetadata = () => newsletterMetadata('confirm')

/** /newsletter/confirm?token=…: the confirmation email's link; its button confirms (forms/NewsletterPage.tsx). Rendered for each request. */
export default async function NewsletterConfirmPage({searchParams}: Props) {
  return <NewsletterPage step="confirm" token={await tokenOf(searchParams)} />
}
