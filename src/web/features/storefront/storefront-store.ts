import { API_PATHS } from '@shared/api-paths';
import type { Storefront } from '@shared/storefront/storefront';
import { getStorefront, parseStorefront } from './api/get-storefront';

export type StorefrontState =
  | { status: 'loading'; storefront: null }
  | { status: 'ready'; storefront: Storefront }
  | { status: 'error'; storefront: null };

const RECONNECT_DELAY_MS = 5_000;

/*
 * One live connection to the storefront stream, shared by every component that reads it, opened
 * with the first subscriber and closed with the last. Prices, QR codes and the site mode change
 * while a page is open (an admin edits them), so pages follow the stream instead of fetching once.
 */
let state: StorefrontState = { status: 'loading', storefront: null };
const listeners = new Set<() => void>();
let source: EventSource | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

function setState(next: StorefrontState) {
  state = next;
  for (const listener of listeners) listener();
}

function fail(error: unknown) {
  console.error('Pricing subscribe error', error);
  // A stale storefront is more useful than none; only a page with nothing yet shows the error.
  if (state.status !== 'ready') setState({ status: 'error', storefront: null });
}

/** Spec section 8: when the live subscription fails before any data, read once instead. */
function readOnce() {
  getStorefront().then((storefront) => setState({ status: 'ready', storefront }), fail);
}

function connect() {
  if (typeof EventSource === 'undefined') {
    readOnce();
    return;
  }
  const events = new EventSource(API_PATHS.storefrontEvents);
  source = events;
  let received = false;
  events.addEventListener('storefront', (event) => {
    if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return;
    try {
      setState({ status: 'ready', storefront: parseStorefront(JSON.parse(event.data)) });
      received = true;
    } catch (error) {
      fail(error);
    }
  });
  events.addEventListener('error', () => {
    if (!received) {
      disconnect();
      readOnce();
    } else if (events.readyState === EventSource.CLOSED) {
      // The browser retries dropped streams itself, but gives up on an HTTP error; we retry later.
      disconnect();
      reconnectTimer = setTimeout(connect, RECONNECT_DELAY_MS);
    }
  });
}

function disconnect() {
  clearTimeout(reconnectTimer);
  source?.close();
  source = null;
}

export function subscribeToStorefront(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

export function getStorefrontState(): StorefrontState {
  return state;
}

/** After an error: start over (the "Try again" button). */
export function retryStorefront() {
  disconnect();
  setState({ status: 'loading', storefront: null });
  if (listeners.size > 0) connect();
}
