import {NewsletterPage, newsletterMetadata, RESULT_STEPS, type ResultStep} from '../../../forms/NewsletterPage'

type Props = {params: Promise<{step: string}>}

/** Where the newsletter's buttons lead (forms/links.ts): prerendered; any other address is the site's 404. */
export const dynamicParams = false
export const generateStaticParams = () => RESULT_STEPS.map((step) => ({step}))

export async function generateMetadata({params}: Props) {
  return newsletterMetadata((await params).step as ResultStep)
}

export default async function NewsletterResultPage({params}: Props) {
  return <NewsletterPage step={(await params).step as ResultStep} />
}
