/**
 * The site-wide chat agent. The provider's script is fetched only when a visitor presses the chat
 * button, never on page load. It is added with the agent id in its `data-agent-id` attribute, and must
 * define `window.chatAgent.open({agentId})`, which opens the chat window started with that one option.
 * A provider with another API needs only `openChat` below adapted.
 */

export interface ChatAgentApi {
  open(options: {agentId: string}): void
}

type ChatWindow = Window & {chatAgent?: ChatAgentApi}

/** How long the launcher waits for the provider's script before telling the visitor it failed. */
export const CHAT_LOAD_TIMEOUT_MS = 15_000

let loading: Promise<ChatAgentApi> | null = null

function loadProvider(scriptUrl: string, agentId: string): Promise<ChatAgentApi> {
  const w = window as ChatWindow
  if (w.chatAgent) return Promise.resolve(w.chatAgent)
  loading ??= new Promise<ChatAgentApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = scriptUrl
    script.dataset.agentId = agentId
    const fail = (message: string) => {
      window.clearTimeout(timer)
      script.remove()
      loading = null
      reject(new Error(message))
    }
    const timer = window.setTimeout(
      () => fail(`The chat script ${scriptUrl} did not load within ${CHAT_LOAD_TIMEOUT_MS} ms`),
      CHAT_LOAD_TIMEOUT_MS,
    )
    script.onload = () => {
      window.clearTimeout(timer)
      if (w.chatAgent) resolve(w.chatAgent)
      else fail(`The chat script ${scriptUrl} loaded but defined no window.chatAgent`)
    }
    script.onerror = () => fail(`The chat script ${scriptUrl} could not be loaded`)
    document.head.appendChild(script)
  })
  return loading
}

/** Loads the provider's script (once) and opens the chat with the agent id. */
export async function openChat(scriptUrl: string, agentId: string) {
  const api = await loadProvider(scriptUrl, agentId)
  api.open({agentId})
}
