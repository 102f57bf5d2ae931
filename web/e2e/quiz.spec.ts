import {expect, test, type Page, type Request, type Route} from '@playwright/test'
import {axeProblems} from './axe'
import {layoutProblems} from './layout-check'
import {quizAreas, quizQuestions, quizSettings, siteSettings} from '../test/seed-documents'

/**
 * The AI readiness quiz end to end against the production build: navigation rules, keyboard use,
 * scoring boundaries from the seed content, and the lead form with the Supabase insert intercepted
 * in the browser (the test build points NEXT_PUBLIC_SUPABASE_URL at https://e2e-project.supabase.co).
 */
const ROUTE = '/ai-readiness-quiz'
const INSERT = '**/rest/v1/service_submissions**'
const SUCCESS = 'Thank you for your submission! We will contact you soon.'
const ERROR = 'There was an error submitting your information. Please try again.'

const questions = [...quizQuestions].sort((a, b) => a.number - b.number)
const multi = questions.find((q) => q.multiSelect)!
const level = (name: string) => quizSettings.levels!.find((l) => l.name === name)!
/** The advice editors wrote for an area at a level (Quiz areas). */
const areaAdvice = (key: string, levelName: string) =>
  quizAreas.find((a) => a._id === `quizArea-${key}`)!.advice!.find((a) => a.level === levelName)!.text!

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
}

/** Intercepts the insert; `answer` fulfils (or aborts) each POST; returns the POSTs seen. */
async function interceptInsert(page: Page, answer: (route: Route, request: Request) => Promise<void>) {
  const posts: Request[] = []
  await page.route(INSERT, async (route, request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS})
    posts.push(request)
    return answer(route, request)
  })
  return posts
}

const optionText = (n: number, points: number) =>
  questions.find((q) => q.number === n)!.options!.find((o) => o.points === points)!.text!

/** Answers every question: singles[i] is the points wanted on the i-th single-choice question; q4 the number of tools. */
async function answerAll(page: Page, singles: number[], q4: number) {
  let s = 0
  for (const q of questions) {
    await expect(page.getByRole('heading', {level: 3, name: q.text})).toBeVisible()
    if (q.multiSelect) {
      for (const o of q.options!.slice(0, q4)) await page.getByRole('checkbox', {name: o.text}).check()
    } else {
      await page.getByRole('radio', {name: optionText(q.number, singles[s++]!)}).check()
    }
    await page.getByRole('button', {name: q.number === questions.length ? 'See Results' : 'Next'}).click()
  }
}

const quiz = (page: Page) => page.locator('section').filter({has: page.getByRole('progressbar')})

test.describe('AI readiness quiz', () => {
  test.describe.configure({timeout: 60_000})
  test('moves one question at a time: Next needs an answer, Previous is off on the first question, the last reads See Results', async ({
    page,
  }) => {
    await page.goto(ROUTE)
    const progress = page.getByRole('progressbar')
    await expect(progress).toHaveAttribute('aria-valuenow', '0')
    await expect(progress).toHaveAttribute('aria-valuemax', '10')
    await expect(page.getByText('Question 1 of 10', {exact: true})).toBeVisible()
    await expect(page.getByRole('heading', {level: 3, name: questions[0]!.text})).toBeVisible()

    const next = page.getByRole('button', {name: 'Next'})
    const previous = page.getByRole('button', {name: 'Previous'})
    await expect(previous).toBeDisabled()
    await expect(next).toBeDisabled()

    // Single choice replaces the answer.
    const first = page.getByRole('radio', {name: optionText(1, 5)})
    const second = page.getByRole('radio', {name: optionText(1, 3)})
    await first.check()
    await expect(next).toBeEnabled()
    await second.check()
    await expect(first).not.toBeChecked()
    await expect(second).toBeChecked()
    await expect(page.getByRole('radio', {checked: true})).toHaveCount(1)

    await next.click()
    await expect(page.getByRole('heading', {level: 3, name: questions[1]!.text})).toBeFocused()
    await expect(progress).toHaveAttribute('aria-valuenow', '1')
    await expect(page.getByText('Question 2 of 10', {exact: true})).toBeVisible()
    await expect(previous).toBeEnabled()
    await expect(next).toBeDisabled()

    // Previous goes back and keeps the answer.
    await previous.click()
    await expect(page.getByRole('heading', {level: 3, name: questions[0]!.text})).toBeFocused()
    await expect(page.getByRole('radio', {name: optionText(1, 3)})).toBeChecked()
    await expect(previous).toBeDisabled()
    await next.click()

    // Keyboard: Tab into the radio group, Space picks, arrows move the choice, Enter goes on.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', {name: optionText(2, 5)})).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByRole('radio', {name: optionText(2, 5)})).toBeChecked()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', {name: optionText(2, 3)})).toBeChecked()
    await expect(page.getByRole('radio', {name: optionText(2, 5)})).not.toBeChecked()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', {level: 3, name: questions[2]!.text})).toBeFocused()
    await page.getByRole('radio', {name: optionText(3, 1)}).check()
    await next.click()

    // Question 4 toggles answers in and out; Next needs at least one.
    await expect(page.getByRole('heading', {level: 3, name: multi.text})).toBeFocused()
    await expect(page.getByText('Select all that apply.')).toBeVisible()
    const boxes = multi.options!.map((o) => page.getByRole('checkbox', {name: o.text}))
    await boxes[0]!.check()
    await boxes[2]!.check()
    await expect(boxes[0]!).toBeChecked()
    await expect(boxes[2]!).toBeChecked()
    await boxes[0]!.uncheck()
    await expect(boxes[0]!).not.toBeChecked()
    await boxes[2]!.uncheck()
    await expect(next).toBeDisabled()
    await boxes[1]!.focus()
    await page.keyboard.press('Space')
    await expect(boxes[1]!).toBeChecked()
    await expect(next).toBeEnabled()
    await next.click()

    for (let n = 5; n < 10; n++) {
      await page.getByRole('radio', {name: optionText(n, 0)}).check()
      await next.click()
    }
    await expect(page.getByRole('heading', {level: 3, name: questions[9]!.text})).toBeFocused()
    await expect(page.getByRole('button', {name: 'Next'})).toHaveCount(0)
    const seeResults = page.getByRole('button', {name: 'See Results'})
    await expect(seeResults).toBeDisabled()
    await page.getByRole('radio', {name: optionText(10, 0)}).check()
    await seeResults.click()
    // 3 + 3 + 1 + 4 (one tool) + 0 ... = 11
    await expect(page.getByRole('heading', {level: 3, name: 'Your AI readiness score'})).toBeFocused()
    await expect(page.getByTestId('quiz-score')).toHaveText('11/50')
    await expect(progress).toHaveAttribute('aria-valuenow', '10')
  })

  const cases: Array<[string, number[], number, string, string]> = [
    ['31 is Advanced', [5, 5, 5, 5, 3, 0, 0, 0, 0], 2, '31/50', 'Advanced'],
    ['30 is Intermediate', [5, 5, 5, 5, 1, 1, 0, 0, 0], 2, '30/50', 'Intermediate'],
    ['16 is Intermediate', [5, 5, 1, 1, 0, 0, 0, 0, 0], 1, '16/50', 'Intermediate'],
    ['15 is Beginner', [5, 5, 1, 0, 0, 0, 0, 0, 0], 1, '15/50', 'Beginner'],
    ['question 4 stops at 8 points (three tools: 24 + 8 = 32)', [3, 3, 3, 3, 3, 3, 3, 3, 0], 3, '32/50', 'Advanced'],
    ['every top answer (53 points) shows 50/50', [5, 5, 5, 5, 5, 5, 5, 5, 5], 5, '50/50', 'Advanced'],
  ]
  for (const [name, singles, q4, score, levelName] of cases) {
    test(`scores ${name}`, async ({page}) => {
      await page.goto(ROUTE)
      await answerAll(page, singles, q4)
      await expect(page.getByTestId('quiz-score')).toHaveText(score)
      await expect(page.getByTestId('quiz-level')).toHaveText(levelName)
      const l = level(levelName)
      await expect(quiz(page).getByText(l.description!)).toBeVisible()
      await expect(page.getByRole('heading', {level: 4, name: 'Recommendations'})).toBeVisible()
      for (const r of l.recommendations!) await expect(quiz(page).getByText(r, {exact: true})).toBeVisible()
      await expect(page.getByRole('form', {name: 'Get your personalised AI roadmap'})).toBeVisible()
    })
  }

  test('on a 390 × 844 phone the first screen holds the heading, the start button and every answer of the first question', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({width: 390, height: 844})
    // A returning visitor: the cookie banner is answered.
    await page.context().addCookies([{name: 'helix_consent', value: 'denied', url: baseURL!}])
    await page.goto(ROUTE)
    await expect(page.getByRole('heading', {level: 1, name: 'How ready is your business for AI?'})).toBeInViewport({
      ratio: 1,
    })
    for (const option of questions[0]!.options!)
      await expect(page.getByRole('radio', {name: option.text})).toBeVisible()
    for (const option of questions[0]!.options!) {
      const box = (await page.locator('label', {hasText: option.text!}).boundingBox())!
      expect(box.y + box.height, option.text!).toBeLessThanOrEqual(844)
      expect(box.y, option.text!).toBeGreaterThan(56) // below the top bar
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // The first screen's button starts the quiz: it is not the old "Get a Free Quote" to /contact.
    await expect(page.getByRole('link', {name: 'Get a Free Quote'})).toHaveCount(0)
    const start = page.getByRole('link', {name: 'Start the quiz'})
    await expect(start).toBeInViewport({ratio: 1})
    await start.click()
    await expect(page).toHaveURL(/#quiz-start$/)
    // The whole card is on screen under the top bar, and Tab goes to its first answer.
    const card = (await page.locator('#quiz-start').boundingBox())!
    expect(Math.round(card.y)).toBeGreaterThanOrEqual(56)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', {name: optionText(1, 5)})).toBeFocused()
  })

  test('the result shows, in this order, the score on a dial, the level, each area on one scale, the description, the weakest area with its advice, the recommendations and the lead form', async ({
    page,
  }) => {
    await page.goto(ROUTE)
    await answerAll(page, [5, 5, 5, 5, 5, 3, 0, 0, 0], 2) // 36: Data 5, Processes 5, Team 10, Tools 8, Strategy 8
    const score = page.getByTestId('quiz-score')
    await expect(score).toHaveText('36/50')
    await expect(
      quiz(page)
        .locator('svg')
        .filter({has: page.locator('path')})
        .first(),
    ).toBeVisible()
    // Every area as a share of its most: Tools' most is 13, the others' 10, and none reads in points.
    const areas = page.getByTestId('quiz-areas').getByRole('listitem')
    await expect(areas).toHaveText([
      /^Data\s*50%How clean/,
      /^Processes\s*50%/,
      /^Team\s*100%/,
      /^Tools\s*62%/,
      /^Strategy\s*80%/,
    ])
    await expect(quiz(page)).not.toContainText(/\d+ of \d+ points/)
    const advanced = level('Advanced')
    const weakest = page.getByTestId('quiz-weakest')
    const order = [
      score,
      page.getByTestId('quiz-level'),
      page.getByRole('heading', {name: 'Where you stand, area by area'}),
      quiz(page).getByText(advanced.description!),
      // Data and Processes are both at 50%: the first of them is named.
      weakest.getByRole('heading', {level: 4, name: 'Your weakest area: Data'}),
      weakest.getByText(areaAdvice('data', 'Advanced')),
      page.getByRole('heading', {level: 4, name: 'Recommendations'}),
      quiz(page).getByText(advanced.recommendations![3]!, {exact: true}),
      page.getByRole('form', {name: 'Get your personalised AI roadmap'}),
    ]
    // Each part is on screen, and comes after the one before it in the page (and so for screen readers).
    const handles = []
    for (const part of order) {
      await expect(part).toBeVisible()
      handles.push(await part.elementHandle())
    }
    for (let i = 1; i < handles.length; i++) {
      const follows = await handles[i - 1]!.evaluate(
        (before, after) => Boolean(before.compareDocumentPosition(after!) & Node.DOCUMENT_POSITION_FOLLOWING),
        handles[i],
      )
      expect(follows, `part ${i} comes after part ${i - 1}`).toBe(true)
    }
  })

  test('two prospects at one level get the advice for their own weakest area, and no strength their answers deny', async ({
    page,
  }) => {
    await page.goto(ROUTE)
    // Advanced (45), leadership "not yet convinced" and a team of basic skills: Team is at 20%.
    await answerAll(page, [5, 5, 1, 5, 1, 5, 5, 5, 5], 2)
    await expect(page.getByTestId('quiz-level')).toHaveText('Advanced')
    const weakest = page.getByTestId('quiz-weakest')
    await expect(weakest.getByRole('heading')).toHaveText('Your weakest area: Team')
    await expect(weakest).toContainText('20%')
    await expect(weakest).toContainText(areaAdvice('team', 'Advanced'))
    // The level's words claim nothing about leadership, data or processes the answers deny.
    await expect(quiz(page)).not.toContainText(/leadership support|your data, processes/i)

    // Another prospect, Advanced too (45), whose data is scattered: Data's advice, not Team's.
    await page.getByRole('button', {name: 'Retake the quiz'}).click()
    await answerAll(page, [1, 5, 5, 5, 5, 5, 5, 1, 5], 2)
    await expect(page.getByTestId('quiz-level')).toHaveText('Advanced')
    await expect(weakest.getByRole('heading')).toHaveText('Your weakest area: Data')
    await expect(weakest).toContainText(areaAdvice('data', 'Advanced'))
    await expect(weakest).not.toContainText(areaAdvice('team', 'Advanced'))
  })

  test('a result is shared as a link that carries only numbers, copied with the Share button', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(ROUTE)
    await answerAll(page, [5, 5, 5, 5, 5, 3, 0, 0, 0], 2)
    const link = page.getByRole('link', {name: /\/ai-readiness-quiz\/result\//})
    await expect(link).toHaveAttribute('href', '/ai-readiness-quiz/result/36-5-5-10-8-8')
    await page.getByRole('button', {name: 'Share your result'}).click()
    await expect(page.getByRole('status').filter({hasText: 'Link copied.'})).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/ai-readiness-quiz/result/36-5-5-10-8-8', page.url()).href,
    )
    // Retake clears the answers and starts again at question 1.
    await page.getByRole('button', {name: 'Retake the quiz'}).click()
    await expect(page.getByText('Question 1 of 10', {exact: true})).toBeVisible()
    await expect(page.getByRole('radio', {checked: true})).toHaveCount(0)
  })

  test('the results hold the layout rules at every width: nothing sideways, no text out of its box, tap targets of 24 px', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(ROUTE)
    await answerAll(page, [1, 0, 3, 5, 0, 1, 3, 0, 5], 1)
    await expect(page.getByTestId('quiz-areas')).toBeVisible()
    const failures = await layoutProblems(page, 'the quiz results')
    expect(failures, failures.join('\n')).toEqual([])
  })

  test('the results and lead form have no serious accessibility violation', async ({page}) => {
    await page.goto(ROUTE)
    await answerAll(page, [5, 5, 5, 5, 3, 0, 0, 0, 0], 2)
    expect(await axeProblems(page)).toEqual([])
  })
})

test.describe('lead form', () => {
  test.describe.configure({timeout: 60_000})
  const fill = async (page: Page, phone = '+1 555 0100') => {
    await page.getByLabel('Full Name').fill('Jane van Dyke')
    await page.getByLabel('Email Address').fill('jane@northgate.example')
    await page.getByLabel('Company Name').fill('Northgate Logistics')
    await page.getByLabel('Job Title').fill('Operations Director')
    await page.getByLabel('Phone Number').fill(phone)
  }

  test.beforeEach(async ({page}) => {
    await page.goto(ROUTE)
    await answerAll(page, [5, 5, 5, 5, 5, 3, 0, 0, 0], 2) // 28 + 8 = 36
    await expect(page.getByTestId('quiz-score')).toHaveText('36/50')
  })

  test('has visible labels, an email field and the required fields; empty fields send nothing', async ({page}) => {
    const posts = await interceptInsert(page, (route) => route.fulfill({status: 201, headers: CORS}))
    for (const label of ['Full Name', 'Email Address', 'Company Name', 'Job Title'])
      await expect(page.getByLabel(label)).toHaveAttribute('required', '')
    await expect(page.getByLabel('Phone Number')).not.toHaveAttribute('required', '')
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email')
    await expect(page.locator('label', {hasText: 'Phone Number'})).toBeVisible()
    // The browser refuses each submit and moves focus to the first field it refused: nothing is sent.
    await page.getByRole('button', {name: 'Send My Results'}).click()
    await expect(page.getByLabel('Full Name')).toBeFocused()
    await page.getByLabel('Full Name').fill('Jane')
    await page.getByLabel('Email Address').fill('not-an-email')
    await page.getByRole('button', {name: 'Send My Results'}).click()
    await expect(page.getByLabel('Email Address')).toBeFocused()
    expect(await page.getByLabel('Email Address').evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(
      false,
    )
    expect(posts).toHaveLength(0)
  })

  test('submits the row, shows Submitting..., then the success toast and clears the form', async ({page}) => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const posts = await interceptInsert(page, async (route) => {
      await held
      await route.fulfill({status: 201, headers: CORS})
    })
    await fill(page)
    await page.getByRole('button', {name: 'Send My Results'}).click()
    const busy = page.getByRole('button', {name: 'Submitting...'})
    await expect(busy).toBeDisabled()
    await expect.poll(() => posts.length).toBe(1)
    release()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(page.getByRole('button', {name: 'Send My Results'})).toBeEnabled()
    for (const label of ['Full Name', 'Email Address', 'Company Name', 'Job Title', 'Phone Number'])
      await expect(page.getByLabel(label)).toHaveValue('')

    const request = posts[0]!
    expect(request.method()).toBe('POST')
    const url = new URL(request.url())
    expect(url.origin).toBe('https://e2e-project.supabase.co')
    expect(url.pathname).toBe('/rest/v1/service_submissions')
    expect(url.searchParams.has('select')).toBe(false)
    const headers = await request.allHeaders()
    expect(headers.apikey).toBe('e2e-anon-key')
    expect(headers.authorization).toBe('Bearer e2e-anon-key')
    expect(request.postDataJSON()).toEqual({
      service_name: 'AI Readiness Assessment',
      project_name: 'AI Implementation',
      description: 'Score: 36/50 - Advanced',
      requirements: level('Advanced').interpretation,
      first_name: 'Jane',
      last_name: 'van Dyke',
      email: 'jane@northgate.example',
      phone_number: '+1 555 0100',
      status: 'pending',
      // Data 5 + 0, Processes 5 + 0, Team 5 + 5, Tools 8 + 0, Strategy 5 + 3: for the results email's areas.
      area_points: [5, 5, 10, 8, 8],
      // The page it was sent from and where the visit came from (a visit that began here, unreferred).
      page: '/ai-readiness-quiz',
      landing_page: '/ai-readiness-quiz',
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    })
  })

  test('a bot that fills the hidden honeypot field is thanked but nothing is sent', async ({page}) => {
    const posts = await interceptInsert(page, (route) => route.fulfill({status: 201, headers: CORS}))
    await fill(page)
    await page.locator('input[name="website"]').fill('https://spam.example', {force: true})
    await page.getByRole('button', {name: 'Send My Results'}).click()
    // The thanks is what a sent form shows once the database answered, so a send would be seen by now.
    await expect(page.getByText(SUCCESS)).toBeVisible()
    expect(posts).toHaveLength(0)
  })

  test('sends a one-word name with an empty last name and no phone as null', async ({page}) => {
    const posts = await interceptInsert(page, (route) => route.fulfill({status: 201, headers: CORS}))
    await fill(page, '')
    await page.getByLabel('Full Name').fill('Cher')
    await page.getByRole('button', {name: 'Send My Results'}).click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    expect(posts[0]!.postDataJSON()).toMatchObject({first_name: 'Cher', last_name: '', phone_number: null})
  })

  for (const [name, answer] of [
    [
      '401 (row-level security)',
      (r: Route) =>
        r.fulfill({
          status: 401,
          headers: {...CORS, 'content-type': 'application/json'},
          body: JSON.stringify({
            code: '42501',
            message: 'new row violates row-level security policy for table "service_submissions"',
          }),
        }),
    ],
    [
      '400 (check violation)',
      (r: Route) =>
        r.fulfill({
          status: 400,
          headers: {...CORS, 'content-type': 'application/json'},
          body: JSON.stringify({code: '23514', message: 'violates check constraint'}),
        }),
    ],
    ['500', (r: Route) => r.fulfill({status: 500, headers: CORS, body: 'upstream error'})],
    [
      '429 (rate limit)',
      (r: Route) =>
        r.fulfill({
          status: 429,
          headers: {...CORS, 'content-type': 'application/json'},
          body: JSON.stringify({
            code: 'PT429',
            message: 'Too many submissions from this email address. Please try again later.',
            details: null,
            hint: null,
          }),
        }),
    ],
    ['a network failure', (r: Route) => r.abort('failed')],
  ] as const) {
    test(`on ${name}: the error toast, and beside the form the failure with the agency's email and phone, focused; logged, the form kept`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      let fails = true
      const posts = await interceptInsert(page, (route) =>
        fails ? answer(route) : route.fulfill({status: 201, headers: CORS}),
      )
      await fill(page)
      await page.getByRole('button', {name: 'Send My Results'}).click()
      const toast = page.getByRole('status').filter({hasText: ERROR})
      await expect(toast).toBeVisible()
      const failure = page.getByTestId('lead-failure')
      await expect(failure).toBeFocused()
      await expect(failure).toContainText(ERROR)
      await expect(failure.getByRole('link', {name: siteSettings.supportEmail!})).toHaveAttribute(
        'href',
        `mailto:${siteSettings.supportEmail}`,
      )
      await expect(failure.getByRole('link', {name: '+1 (555) 010-0123'})).toHaveAttribute(
        'href',
        `tel:${siteSettings.phoneNumber}`,
      )
      // Beside the form: between the last field and the button.
      const form = page.getByRole('form', {name: 'Get your personalised AI roadmap'})
      await expect(form.getByTestId('lead-failure')).toBeVisible()
      await expect(page.getByRole('button', {name: 'Send My Results'})).toBeEnabled()
      await expect(page.getByLabel('Full Name')).toHaveValue('Jane van Dyke')
      await expect(page.getByLabel('Email Address')).toHaveValue('jane@northgate.example')
      await expect(page.getByLabel('Company Name')).toHaveValue('Northgate Logistics')
      await expect(page.getByLabel('Job Title')).toHaveValue('Operations Director')
      await expect(page.getByLabel('Phone Number')).toHaveValue('+1 555 0100')
      expect(errors.some((e) => e.includes('The quiz submission failed'))).toBe(true)
      if (name !== 'a network failure') return

      // The toast goes; the failure stays until the next try, which clears it and, sent, thanks.
      await expect(toast).toBeHidden({timeout: 10_000})
      await expect(failure).toBeVisible()
      fails = false
      await page.getByRole('button', {name: 'Send My Results'}).click()
      await expect(page.getByText(SUCCESS)).toBeVisible()
      await expect(failure).toHaveCount(0)
      expect(posts).toHaveLength(2)
    })
  }
})

test.describe('a shared result', () => {
  const SHARED = '/ai-readiness-quiz/result/36-5-5-10-8-8'
  const SITE = 'https://www.helixai.example' // NEXT_PUBLIC_SITE_URL of the test build
  test.use({javaScriptEnabled: false})

  test('speaks to the person it was sent to: this business, its score, its weakest area and advice, an invitation to the quiz; without JavaScript', async ({
    page,
  }) => {
    const response = await page.goto(SHARED)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'This business scores 36 out of 50 for AI readiness: Advanced',
    )
    // The first thing under the introduction: an invitation to take the quiz, and again at the end.
    const invitations = page.getByRole('link', {name: 'Take the quiz yourself'})
    await expect(invitations).toHaveCount(2)
    for (const link of await invitations.all()) await expect(link).toHaveAttribute('href', ROUTE)
    await expect(invitations.first()).toBeInViewport()
    await expect(page.getByTestId('quiz-score')).toHaveText('36/50')
    await expect(page.getByTestId('quiz-score').locator('..')).toHaveText('Its score: 36/50')
    await expect(page.getByTestId('quiz-level')).toHaveText('Advanced')
    await expect(page.getByRole('heading', {name: 'Where it stands, area by area'})).toBeVisible()
    await expect(page.getByTestId('quiz-areas').getByRole('listitem')).toHaveText([
      /^Data\s*50%/,
      /^Processes\s*50%/,
      /^Team\s*100%/,
      /^Tools\s*62%/,
      /^Strategy\s*80%/,
    ])
    await expect(page.getByText(level('Advanced').sharedDescription!)).toBeVisible()
    await expect(page.getByRole('heading', {level: 2, name: 'Its weakest area: Data'})).toBeVisible()
    await expect(page.getByTestId('quiz-weakest')).toContainText(areaAdvice('data', 'Advanced'))
    // The result speaks of "this business", never to the recipient as the one who answered.
    await expect(page.getByTestId('shared-result')).not.toContainText(/\byou(r|rs)?\b/i)
    await expect(page.getByRole('heading', {level: 1})).not.toContainText(/\byou(r|rs)?\b/i)
    await expect(main).not.toContainText(level('Advanced').description!)
    // Not indexed, and shared with its own card.
    const html = await response!.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(html).toContain(`<meta property="og:image" content="${SITE}/share-image${SHARED}"/>`)
  })

  test.describe('with JavaScript', () => {
    test.use({javaScriptEnabled: true})
    test('has no serious accessibility violation', async ({page}) => {
      await page.goto(SHARED)
      expect(await axeProblems(page)).toEqual([])
    })
  })

  test('has its own share image: a 1200 × 630 PNG', async ({request}) => {
    const res = await request.get(`/share-image${SHARED}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const bytes = await res.body()
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
  })

  for (const [name, code] of [
    ['words', 'hello-world'],
    ['markup', encodeURIComponent('<script>alert(1)</script>')],
    ['a score that is not the total of the areas', '40-5-5-10-8-8'],
    ['points an area cannot score (9 of 10)', '36-9-5-10-4-8'],
    ['another number of areas', '36-5-5-10-16'],
    ['leading zeros', '36-05-5-10-8-8'],
    ['a very long address', `${'1-'.repeat(300)}1`],
  ]) {
    test(`a link with ${name} is the site's 404 page, and has no image`, async ({page, request}) => {
      const response = await page.goto(`/ai-readiness-quiz/result/${code}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', {level: 1})).toHaveText("We couldn't find that page")
      // The address is in Next's router state, escaped, and nowhere in what the page shows.
      expect(await page.content()).not.toContain('<script>alert(1)')
      expect(await page.locator('body').innerText()).not.toMatch(/alert|hello|36-/)
      expect((await request.get(`/share-image/ai-readiness-quiz/result/${code}`)).status()).toBe(404)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false})
  test('the first question shows with a note that the quiz needs JavaScript, in place of buttons that could do nothing', async ({
    page,
  }) => {
    await page.goto(ROUTE)
    await expect(page.getByRole('heading', {level: 3, name: questions[0]!.text})).toBeVisible()
    // (Playwright's text locators do not look inside <noscript>, which is shown here.)
    await expect(page.locator('main noscript p')).toBeVisible()
    await expect(page.locator('main noscript p')).toHaveText(/^The quiz needs JavaScript to score your answers/)
    await expect(page.getByRole('button', {name: 'Next'})).toBeHidden()
    await expect(page.getByRole('button', {name: 'Previous'})).toBeHidden()
    await expect(page.getByRole('link', {name: 'Start the quiz'})).toBeVisible()
  })
})
