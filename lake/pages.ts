/**
 * The two HTML pages a person sees on the Lake's own address: its home page (which is also where a
 * browser is first asked to trust the Lake's certificate) and the login page the Studio's
 * "Local Content Lake" login sends an editor to. Every value put into them is escaped.
 */
import escapeHtml from 'escape-html'

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1f24; background: #f6f7f9; }
  main { max-width: 34rem; margin: 10vh auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { font: inherit; padding: 0.5rem 0.75rem; width: 100%; box-sizing: border-box; border: 1px solid #b4bcc8; border-radius: 6px; }
  button, .button { display: inline-block; margin-top: 1rem; font: inherit; font-weight: 600; padding: 0.6rem 1.1rem;
         color: #fff; background: #2276fc; border: 0; border-radius: 6px; text-decoration: none; cursor: pointer; }
  code { background: #eef0f3; padding: 0.1rem 0.3rem; border-radius: 4px; }
  p.note { color: #4b5563; font-size: 0.9rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`
}

/**
 * The home page. Opening it once in a browser is how an editor trusts the Lake's certificate for this
 * host name; it then points to the project's own host name (the Studio calls both) and on to the Studio.
 */
export function homePage(opts: {host: string; projectHost: string; studioUrl?: string; documents: number}) {
  const onProjectHost = opts.host === opts.projectHost
  const next = onProjectHost
    ? opts.studioUrl
      ? `<a class="button" href="${escapeHtml(opts.studioUrl)}">Open the Studio</a>`
      : ''
    : `<p>The Studio also calls the project's own address. Open it and accept the certificate there too:</p>
       <a class="button" href="https://${escapeHtml(opts.projectHost)}/">Continue to ${escapeHtml(opts.projectHost)}</a>`
  return page(
    'Local Content Lake',
    `<h1>The local Content Lake is running</h1>
     <p>It holds ${opts.documents} documents: a working copy of the site's embedded content. What you
     publish in the Studio is kept here and shown by the local site.</p>
     ${next}
     <p class="note">Start again from the embedded content with <code>npm run lake:reset</code>.</p>`,
  )
}

/** The login page: a name is all the local Lake asks for. */
export function loginPage(opts: {action: string; origin: string}) {
  return page(
    'Log in to the local Content Lake',
    `<h1>Log in to the local Content Lake</h1>
     <form method="post" action="${escapeHtml(opts.action)}">
       <input type="hidden" name="origin" value="${escapeHtml(opts.origin)}">
       <label for="name">Your name</label>
       <input id="name" name="name" autocomplete="name" maxlength="60" required value="Local editor">
       <button type="submit">Log in</button>
     </form>
     <p class="note">No account or password: this Lake runs on your machine and holds a copy of the seed.
     The name is shown beside your edits and in the document's history.</p>`,
  )
}
