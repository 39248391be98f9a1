import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const NavigationPendingContext = createContext(false);

/**
 * React Router's <BrowserRouter> (the same parts, as its source builds it), plus whether a
 * navigation is still under way. Declarative mode instead of the data router: the customers'
 * entry chunk is ~16 KB (gzip) smaller without it. Route changes render in a transition, so the
 * current page stays up while the next page's lazy chunk downloads, and `isPending` says so (the
 * data router's useNavigation().state did; tests/e2e/navigation.spec.ts holds these behaviours).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState({
    action: history.action,
    location: history.location,
  });
  const [isPending, startTransition] = useTransition();

  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState(update))),
    [history],
  );

  return (
    <NavigationPendingContext value={isPending}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}

/** True while the next page loads after a link or navigate() (never on the first page load). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
