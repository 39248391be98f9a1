/**
 * The secret of an e-mailed admin link (a password reset, a staff invitation). New links carry it
 * in the fragment (`#token=…`), as tracking links do: a browser never sends a fragment, so the
 * secret stays out of request logs, proxies and the Referer of anything the page loads. Links
 * mailed before it moved carry it in the query (`?token=…`); they keep working until they
 * expire (an hour for a reset, three days for an invitation). Empty when the link has none.
 */
export function linkTokenOf({ hash, search }: { hash: string; search: string }): string {
  const fromFragment = /(?:^#?|&)token=([^&]*)/.exec(hash)?.[1];
  // The shared layer has no DOM or Node types: the query is read as the fragment is.
  return fromFragment ?? /[?&]token=([^&#]*)/.exec(search)?.[1] ?? '';
}
