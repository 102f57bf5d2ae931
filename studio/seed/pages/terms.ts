import {definePage} from '../lib'
import {bullets, h2, para} from '../pages-text'

export default definePage({
  slug: 'terms',
  title: 'Terms of Service',
  seo: {
    title: 'Terms of Service | Helix AI',
    description:
      'The terms that apply when you use the Helix AI website and buy our AI, web, marketing and education services.',
    keywords: ['terms of service', 'terms and conditions', 'service agreement', 'Helix AI terms'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      title: 'Terms of Service',
      subtitle: 'The terms that apply when you use this website and our services.',
    },
    {
      _type: 'richText',
      updated: '24-02-2025',
      body: [
        para(
          'These Terms of Service ("Terms") govern your use of the Helix AI website and the services we provide, including AI agents, voice agents, automation, web design, video production, research, consulting, marketing, courses and related services (together, the "Services"). By using our website or buying our Services you agree to these Terms. If you do not agree, please do not use the website or the Services.',
        ),
        h2('1. Who we are'),
        para(
          'The website and Services are provided by Helix AI ("we", "us", "our"). You can contact us at any time through our [contact page](/contact).',
        ),
        h2('2. Using our website'),
        para('You may use the website for lawful purposes only. You agree not to:'),
        ...bullets(
          'copy, scrape or republish our content for commercial purposes without our written permission;',
          'attempt to gain unauthorised access to the website, our systems or the embedded tools we provide;',
          'upload or transmit malware, spam or any content that is unlawful, harmful or infringes the rights of others;',
          'use our public AI agents and chat tools to generate illegal, abusive or misleading content.',
        ),
        h2('3. Quotes, proposals and orders'),
        para(
          'Quotes and proposals are valid for 30 days unless they state otherwise. A project starts when both parties have accepted a written proposal or statement of work and any deposit has been paid. The proposal describes the scope, deliverables, timeline and fees; anything outside it is a change request and may be quoted separately.',
        ),
        h2('4. Prices and payment'),
        para(
          'Prices are shown in US dollars and exclude applicable taxes unless stated otherwise. Online purchases such as courses, sessions and video calls are paid through a third-party card-payment provider on its secure hosted checkout page; we never see or store your full card details. Subscriptions renew automatically at the end of each billing period until cancelled. Invoices for project work are payable within 14 days of issue.',
        ),
        h2('5. Refunds and cancellations'),
        para(
          'Where an offer includes a money-back or satisfaction guarantee, the terms of that guarantee as described on the offer page apply. You may cancel a subscription at any time; it stays active until the end of the period already paid. Deposits for project work cover time already reserved and are non-refundable once work has begun, unless we fail to deliver what was agreed.',
        ),
        h2('6. Your responsibilities'),
        para(
          'You agree to give us accurate information, timely feedback and the access, content and approvals we need to deliver the Services. You are responsible for making sure that any material you give us (text, images, data, trademarks) is yours to use, and for how you use the outputs of the AI systems we build for you.',
        ),
        h2('7. AI outputs'),
        para(
          'Our Services use artificial intelligence. AI outputs can be inaccurate or incomplete. We design, test and monitor our systems carefully, but you should review important outputs before relying on them, especially for legal, medical, financial or safety-related decisions. Our AI assistants for professionals support, and never replace, professional judgement.',
        ),
        h2('8. Intellectual property'),
        para(
          'When you have paid in full, you own the final deliverables created specifically for you, such as website designs, videos and written content. We keep ownership of our pre-existing tools, code libraries, templates and know-how, and grant you a non-exclusive licence to use them as part of your deliverables. Third-party software and platforms remain subject to their own licences. Unless you tell us otherwise, we may show completed work in our portfolio.',
        ),
        h2('9. Third-party services'),
        para(
          'Our website and Services link to and embed third-party services, including payment providers, scheduling tools, forms, video players and AI platforms. We are not responsible for their content, availability or privacy practices, and your use of them is governed by their own terms.',
        ),
        h2('10. Confidentiality'),
        para(
          "Each party will keep the other's confidential information private and use it only to perform the agreement. This does not apply to information that is public, already known to the recipient or required to be disclosed by law.",
        ),
        h2('11. Limitation of liability'),
        para(
          'To the fullest extent permitted by law, we are not liable for indirect or consequential losses, lost profits or lost data. Our total liability for any claim relating to the Services is limited to the fees you paid us for the Service concerned in the 12 months before the claim. Nothing in these Terms limits liability that cannot be limited by law.',
        ),
        h2('12. Changes to these Terms'),
        para(
          'We may update these Terms from time to time. The date at the top of this page shows when they last changed. Changes apply from the date they are published and do not affect orders already accepted.',
        ),
        h2('13. Governing law'),
        para(
          'These Terms are governed by the laws of the State of California, United States, and any dispute will be resolved in the courts of that state, unless the law of your country of residence gives you the right to bring proceedings elsewhere.',
        ),
        h2('14. Contact'),
        para(
          'Questions about these Terms? Please reach us through our [contact page](/contact) and we will respond within two business days. See also our [Privacy Policy](/privacy) and [Cookie Policy](/cookies).',
        ),
      ],
    },
  ],
})
