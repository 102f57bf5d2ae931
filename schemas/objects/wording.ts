import {defineField, defineType} from '@sanity/types'

/** The `{name}` placeholder filler lives in lib/fill (no schema code, so client islands can import it). */
export {fill} from '../lib/fill'

const text = (name: string, title: string, description?: string) =>
  defineField({name, title, type: 'string', description, validation: (r) => r.required().max(80)})
/** A sentence rather than a label. */
const sentence = (name: string, title: string, description?: string) =>
  defineField({name, title, type: 'text', rows: 2, description, validation: (r) => r.required().max(300)})

/**
 * Words the site shows on every page that uses a component: the labels of the price cards, the
 * footer's and the sidebar's headings. They live in the site settings (one place to change them),
 * not in the components.
 */
export const wording = defineType({
  name: 'wording',
  title: 'Wording',
  type: 'object',
  options: {collapsible: true, collapsed: true},
  fields: [
    text(
      'packageCtaLabel',
      'Price card: button',
      'When the package has no button text of its own, e.g. "Get Started".',
    ),
    text(
      'websiteLabel',
      'Price card: website line',
      'Before the struck-through website price on marketing packages, e.g. "Website:".',
    ),
    text('websiteFree', 'Price card: free website', 'After the struck-through website price, e.g. "$0 (free)".'),
    text('regularly', 'Price card: regular price', 'Before a struck-through regular price, e.g. "Regularly".'),
    text(
      'contractDiscount',
      'Price card: contract discount',
      'Write {percent} for the package\'s discount, e.g. "Save {percent}% with a 12-month contract".',
    ),
    text(
      'regularOneTime',
      'Price card: website price name',
      'Read by screen readers before the struck-through website price, e.g. "regular one-time price".',
    ),
    text(
      'regularPriceName',
      'Offer box: regular price name',
      'Read by screen readers before a struck-through regular price, e.g. "Regular price".',
    ),
    text('setupLabel', 'Price card: setup price', 'e.g. "Setup:".'),
    text('usageLabel', 'Price card: usage price', 'e.g. "Usage:".'),
    text('setupIncludes', 'Price card: setup list heading'),
    text('capabilities', 'Price card: capabilities list heading'),
    text('support', 'Price card: support list heading'),
    text('perfectFor', 'Price card: audience list heading'),
    text('sessionFormat', 'Price card: session format list heading'),
    text('mainNav', 'Sidebar: page list name', 'Read by screen readers for the list of pages, e.g. "Main".'),
    text(
      'announcementName',
      'Announcement banner: name',
      'Read by screen readers for the banner above a page, e.g. "Announcement".',
    ),
    text('learnMore', 'Service card: link text', 'At the foot of every service card, e.g. "Learn more".'),
    text('viewExamples', 'Service card: examples link', 'Leads to the service\'s examples, e.g. "View Examples".'),
    text(
      'viewExamplesOf',
      'Service card: examples link, for screen readers',
      'Read after the examples link. Write {title} for the service\'s name, e.g. "of {title}".',
    ),
    text(
      'rating',
      'Testimonial: star rating',
      'Read by screen readers for the stars on a testimonial. Write {n} for the number of stars, e.g. "{n} out of 5 stars".',
    ),
    text(
      'stepNumber',
      'Steps: number',
      'Read by screen readers before each step\'s title. Write {n} for its number, e.g. "Step {n}:".',
    ),
    text('textInfo', 'Top bar: text message link', 'Opens a text message to the SMS number, e.g. "Text INFO".'),
    text('callUs', 'Top bar: call link', 'Calls the main phone number, e.g. "Call Us 24/7".'),
    text('footerServices', 'Footer: services heading'),
    text('footerContact', 'Footer: contact heading'),
    text('supportHours', 'Footer: support hours', 'Under the phone numbers, e.g. "Support available 24/7".'),
    text('footerNewsletter', 'Footer: newsletter heading'),
    text(
      'newsletterSoon',
      'Footer: no newsletter sign-up',
      'Shown instead of the sign-up on a site with no newsletter form address and no database for its own (NEXT_PUBLIC_SUPABASE_URL unset).',
    ),
    text(
      'newsletterForm',
      'Footer: newsletter form name',
      'Read by screen readers for the embedded sign-up form, e.g. "Newsletter sign-up form".',
    ),
    text(
      'socialProfiles',
      'Footer: social links name',
      'Read by screen readers for the row of social network icons, e.g. "Social profiles".',
    ),
    text('legalNav', 'Footer: legal links name', 'Read by screen readers for the legal links, e.g. "Legal".'),
    text('termsLink', 'Footer: terms link', 'Leads to /terms, e.g. "Terms of Service".'),
    text('privacyLink', 'Footer: privacy link', 'Leads to /privacy, e.g. "Privacy Policy".'),
    text('cookiePolicyLink', 'Footer: cookie policy link', 'Leads to /cookies, e.g. "Cookie Policy".'),
    text(
      'cookieSettings',
      'Footer: cookie settings button',
      'Shows the cookie choice again when analytics are set up, e.g. "Cookie settings".',
    ),
    text(
      'sidebarMore',
      'Sidebar: external links heading',
      'Above the links to the agency\'s other sites, e.g. "More from us".',
    ),
    text('openMenu', 'Menu button: open', 'Read aloud by screen readers on small screens, e.g. "Open menu".'),
    text('closeMenu', 'Menu button: close', 'Read aloud by screen readers while the menu is open, e.g. "Close menu".'),
    text('menuName', 'Menu: name', 'Read by screen readers when the menu opens over the page on a phone, e.g. "Menu".'),
    text(
      'newTab',
      'Link to another site: note',
      'Read aloud by screen readers after a link that opens in a new tab, e.g. "(opens in a new tab)".',
    ),
    text('readMore', 'Blog card: read more', 'Opens the whole article on a blog card, e.g. "Read More".'),
    text(
      'closeArticle',
      'Article dialog: close button',
      'Read aloud by screen readers for the dialog\'s close button on blog cards, e.g. "Close article".',
    ),
    text('closeDialog', 'Article dialog: bottom close button', 'At the foot of the article dialog, e.g. "Close".'),
    text(
      'openArticlePage',
      'Article dialog: link to the page',
      'At the foot of the article dialog, leads to the article\'s own page, e.g. "Open the article page".',
    ),
    text(
      'articleText',
      'Article dialog: text area',
      'Read aloud by screen readers for the scrollable article text, e.g. "Article text".',
    ),
    text('skipToContent', 'Skip link', 'The first link on every page, for keyboard users, e.g. "Skip to content".'),
    text('blogCrumb', 'Article page: breadcrumb', 'The first step of the breadcrumb above an article, e.g. "Blog".'),
    text(
      'breadcrumbNav',
      'Blog: breadcrumb name',
      'Read by screen readers for the path above an article, a category or an archive page, e.g. "Breadcrumb".',
    ),
    text(
      'articleCtaHeading',
      'Article page: closing box heading',
      'Under every article, e.g. "Put these ideas to work".',
    ),
    sentence(
      'articleCtaText',
      'Article page: closing box text',
      'Write {site} for the site name, e.g. "Talk to {site} about what AI can do for your business."',
    ),
    text('articleCtaButton', 'Article page: closing box button', 'Leads to /contact, e.g. "Get Started Today".'),
    text('articleCtaMore', 'Article page: more articles link', 'Leads back to /blog, e.g. "More articles".'),
    text(
      'readingTime',
      'Blog: reading time',
      'On every article card and article page. Write {n} for the minutes, e.g. "{n} min read".',
    ),
    text(
      'articleContents',
      'Article page: contents heading',
      'Above the list of an article\'s sections (articles with three or more headings), e.g. "Contents".',
    ),
    text(
      'relatedHeading',
      'Article page: related articles heading',
      'At the end of an article, e.g. "Related articles".',
    ),
    text(
      'neighboursNav',
      'Article page: previous and next name',
      'Read by screen readers for the previous and next article links, e.g. "Previous and next articles".',
    ),
    text(
      'previousArticle',
      'Article page: previous article',
      'Above the link to the older article, e.g. "Previous article".',
    ),
    text('nextArticle', 'Article page: next article', 'Above the link to the newer article, e.g. "Next article".'),
    text(
      'dialogLoading',
      'Article dialog: loading',
      'Shown in the article dialog while the article is fetched, e.g. "Loading the article...".',
    ),
    sentence(
      'dialogFailed',
      'Article dialog: could not load',
      'Shown in the article dialog when the article cannot be fetched; the dialog also links to the article page.',
    ),
    text(
      'paginationNav',
      'Article pages: name',
      'Read by screen readers for the numbered links under an article grid, e.g. "Article pages".',
    ),
    text('paginationPrevious', 'Article pages: previous', 'Leads to the page of newer articles, e.g. "Previous".'),
    text('paginationNext', 'Article pages: next', 'Leads to the page of older articles, e.g. "Next".'),
    text(
      'paginationPage',
      'Article pages: page number',
      'Read by screen readers for each numbered link. Write {n} for the number, e.g. "Page {n}".',
    ),
    text(
      'archiveHeading',
      'Archive page: heading',
      'The heading and tab title of /blog/page/2 and on. Write {n} for the page and {total} for the number of pages, e.g. "All articles: page {n} of {total}".',
    ),
    text('categoryEyebrow', 'Category page: small line', 'Above the category\'s name on its page, e.g. "Category".'),
    text(
      'categoryTitle',
      'Category page: tab title',
      'Write {category} for its name and {site} for the site name, e.g. "{category} articles | {site}". Its later pages put "Page 2: " (the page number\'s words) in front.',
    ),
    text(
      'categoriesNav',
      'Category page: category list',
      'Above the links to every category, e.g. "Browse by category".',
    ),
    sentence('categoryEmpty', 'Category page: no articles yet', 'Shown on a category page that has no articles yet.'),
    text('notFoundEyebrow', 'Page not found: small line', 'Above the heading of the 404 page, e.g. "Error 404".'),
    text('notFoundHeading', 'Page not found: heading', 'e.g. "We couldn\'t find that page".'),
    sentence('notFoundText', 'Page not found: text', 'What the visitor can do next.'),
    text('notFoundHome', 'Page not found: home link', 'e.g. "Go to the home page".'),
    text('notFoundContact', 'Page not found: contact link', 'e.g. "Contact us".'),
    text(
      'unavailableEyebrow',
      'Page unavailable: small line',
      'Above the heading of the page shown when a page cannot be loaded for a moment (the content service is down), e.g. "Back in a moment".',
    ),
    text('unavailableHeading', 'Page unavailable: heading', 'Also the tab title of that page.'),
    sentence('unavailableText', 'Page unavailable: text', 'What happened and what the visitor can do.'),
    text('unavailableHome', 'Page unavailable: home link', 'e.g. "Go to the home page".'),
    text('chatLauncher', 'Chat button', 'The chat button in the bottom corner, e.g. "Chat with our AI agent".'),
    sentence(
      'chatFailed',
      'Chat button: could not open',
      'The message shown when the chat provider cannot be reached.',
    ),
    text('consentName', 'Cookie banner: name', 'Read by screen readers for the cookie banner, e.g. "Cookie choice".'),
    sentence(
      'consentQuestion',
      'Cookie banner: question',
      'e.g. "May we use analytics cookies to see which pages help visitors?"',
    ),
    text(
      'consentOn',
      'Cookie banner: analytics on',
      'When the visitor reopens the banner after accepting, e.g. "They are on now."',
    ),
    text(
      'consentOff',
      'Cookie banner: analytics off',
      'When the visitor reopens the banner after rejecting, e.g. "They are off now."',
    ),
    text('consentAccept', 'Cookie banner: accept button', 'e.g. "Accept".'),
    text('consentReject', 'Cookie banner: reject button', 'e.g. "Reject".'),
    text(
      'searchLabel',
      'Search: field name',
      'Read by screen readers for the search field in the sidebar and on the search page, e.g. "Search the site".',
    ),
    text(
      'searchPlaceholder',
      'Search: hint in the field',
      'Shown in the empty field; short, the sidebar is narrow, e.g. "Services or questions".',
    ),
    text('searchButton', 'Search: button', 'Sends the search, e.g. "Search".'),
    text(
      'searchHeading',
      'Search page: heading',
      'The search page’s heading and tab title before a search, e.g. "Search the site".',
    ),
    text(
      'searchResultsHeading',
      'Search page: heading with results',
      'Write {query} for what the visitor typed, e.g. "Results for “{query}”".',
    ),
    text(
      'searchOneResult',
      'Search page: one result',
      'Under the heading when one page matches, e.g. "1 page or article matches".',
    ),
    text(
      'searchManyResults',
      'Search page: number of results',
      'Write {n} for the number of matches, e.g. "{n} pages and articles match".',
    ),
    sentence(
      'searchShortened',
      'Search page: search shortened',
      'When the visitor typed more than the search reads. Write {max} for the number of characters kept.',
    ),
    sentence(
      'searchEmptyText',
      'Search page: before a search',
      'What the page says before anything is typed: what can be found and an example.',
    ),
    text(
      'searchNoResultsHeading',
      'Search page: heading without results',
      'Write {query} for what the visitor typed, e.g. "Nothing matches “{query}”".',
    ),
    sentence('searchNoResultsText', 'Search page: without results', 'What the visitor can try next.'),
    text(
      'searchSuggestions',
      'Search page: services heading',
      'Above the links to the main services (the footer’s service links), e.g. "Our main services".',
    ),
  ],
})

export const wordingProjection = /* groq */ `{packageCtaLabel, websiteLabel, websiteFree, regularly, contractDiscount, setupLabel, usageLabel, setupIncludes, capabilities, support, perfectFor, sessionFormat, footerServices, footerContact, supportHours, footerNewsletter, newsletterSoon, sidebarMore, openMenu, closeMenu, menuName, newTab, regularOneTime, regularPriceName, mainNav, announcementName, learnMore, viewExamples, viewExamplesOf, rating, stepNumber, textInfo, callUs, newsletterForm, socialProfiles, legalNav, termsLink, privacyLink, cookiePolicyLink, cookieSettings, readMore, closeArticle, closeDialog, openArticlePage, articleText, skipToContent, blogCrumb, breadcrumbNav, articleCtaHeading, articleCtaText, articleCtaButton, articleCtaMore, readingTime, articleContents, relatedHeading, neighboursNav, previousArticle, nextArticle, dialogLoading, dialogFailed, paginationNav, paginationPrevious, paginationNext, paginationPage, archiveHeading, categoryEyebrow, categoryTitle, categoriesNav, categoryEmpty, notFoundEyebrow, notFoundHeading, notFoundText, notFoundHome, notFoundContact, unavailableEyebrow, unavailableHeading, unavailableText, unavailableHome, chatLauncher, chatFailed, consentName, consentQuestion, consentOn, consentOff, consentAccept, consentReject, searchLabel, searchPlaceholder, searchButton, searchHeading, searchResultsHeading, searchOneResult, searchManyResults, searchShortened, searchEmptyText, searchNoResultsHeading, searchNoResultsText, searchSuggestions}`

/** The site-wide wording, for a section's projection: sections read it from the settings document. */
export const siteWordingProjection = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0].wording${wordingProjection}`
