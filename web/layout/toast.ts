/**
 * Asking for a toast without loading the toast library: the request is an event on window, and
 * <SiteScripts> (layout/SiteScripts.client.tsx, in the root layout) loads react-hot-toast and its <Toaster> with
 * the first one. Pages that never show a toast (nearly all of them) never download or run the library.
 */
export const TOAST_EVENT = 'agency:toast'

export type ToastRequest = {kind: 'success' | 'error'; message: string}

/** Shows `message` as a success or error toast (top right; durations in SiteScripts.client.tsx). */
export function showToast(kind: ToastRequest['kind'], message: string) {
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, {detail: {kind, message}}))
}
