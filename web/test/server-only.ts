// In tests 'server-only' is a no-op: the code under test runs in Node, never in a client bundle.
export {}
