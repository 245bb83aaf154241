/**
 * How long a render helper waits for its page: a file's first render transforms and imports the lazy route's chunks
 * (antd included), which on a loaded 2-core machine has taken over 20 s. Later renders take well under a second.
 */
export const PAGE_LOAD_TIMEOUT = 60_000;
