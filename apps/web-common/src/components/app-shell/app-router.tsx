import { createContext, isValidElement, lazy, use, useCallback, useLayoutEffect, useMemo, useRef, useState, useTransition, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, createRoutesFromChildren, matchRoutes, useNavigate, type Location, type NavigationType } from 'react-router';

interface HistoryUpdate {
  readonly action: NavigationType;
  readonly location: Location;
}

interface NavigationState {
  /** A navigation is under way: the next page's code is loading and the current page still shows. */
  readonly pending: boolean;
  /** Resolves once the next navigation's page shows. */
  readonly shown: () => Promise<void>;
}

// Outside AppRouter (a component test's MemoryRouter) a navigation shows at once.
const Navigation = createContext<NavigationState>({ pending: false, shown: () => Promise.resolve() });

// Where each history entry was scrolled to, kept across reloads of the tab as react-router's own
// ScrollRestoration does.
const SCROLL_POSITIONS_KEY = 'marketplace.scroll-positions';

function readScrollPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeScrollPositions(positions: Record<string, number>): void {
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // A full or disabled storage only costs the position after a reload.
  }
}

/** Back and forward return to where the page was; a new page starts at its #anchor or its top. */
function scrollForUpdate({ action, location }: HistoryUpdate, positions: Record<string, number>): void {
  const saved = action === 'POP' ? positions[location.key] : undefined;
  if (saved !== undefined) {
    window.scrollTo(0, saved);
    return;
  }
  const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else if (action !== 'POP') window.scrollTo(0, 0);
}

/** Whether a navigation is under way: the next page's code is loading and the current page still shows. */
export function useNavigationPending(): boolean {
  return use(Navigation).pending;
}

/**
 * Navigates and resolves once the new page shows, as the data router's `navigate` did: a
 * mutation stays pending (its button busy) until then, and a toast raised afterwards spends its
 * seconds on the page it is about.
 */
export function useNavigateAndWait(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const { shown } = use(Navigation);
  return useCallback(
    async (to: string) => {
      const done = shown();
      await navigate(to);
      await done;
    },
    [navigate, shown],
  );
}

/**
 * The web apps' router: react-router's declarative mode over the browser's history, each move
 * rendered in a transition so the current page stays until the next one's lazy chunk is in, and the
 * scroll position restored as the data router's ScrollRestoration does. Declarative mode leaves the
 * data router (loaders, actions, fetchers, none of which the apps use) out of the first download.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [update, setUpdate] = useState<HistoryUpdate>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const positions = useRef<Record<string, number>>({});
  const onScreen = useRef(update.location);
  const waiting = useRef<(() => void)[]>([]);
  const shown = useCallback(() => new Promise<void>((resolve) => waiting.current.push(resolve)), []);
  const navigation = useMemo(() => ({ pending, shown }), [pending, shown]);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = readScrollPositions();
    const keepPosition = () => {
      positions.current[onScreen.current.key] = window.scrollY;
    };
    const onPageHide = () => {
      keepPosition();
      writeScrollPositions(positions.current);
    };
    const unlisten = history.listen((next) => {
      keepPosition();
      startTransition(() => setUpdate(next));
    });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unlisten();
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [history]);

  useLayoutEffect(() => {
    onScreen.current = update.location;
    scrollForUpdate(update, positions.current);
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [update]);

  return (
    <Navigation value={navigation}>
      <Router location={update.location} navigationType={update.action} navigator={history}>
        {children}
      </Router>
    </Navigation>
  );
}

/** Where a first visit lands: the route's params and the address's query. */
export interface Landing {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
}

/** Starts the queries a page asks for first at `landing`, with the same keys, so they are under way before it renders. */
export type PagePrefetch = (client: QueryClient, landing: Landing) => void;

/** A page in its own chunk, which `preload()` starts loading (and its first queries) before React first renders the page. */
export type PageChunk<P extends object> = LazyExoticComponent<ComponentType<P>> & { readonly preload: (client: QueryClient, landing: Landing) => void };

/**
 * A route's page as its own chunk: `lazyPage(() => import('./routes/home.js').then((m) => m.HomePage))`,
 * with the queries it asks for first when it is where a visit lands (`prefetch`).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, prefetch?: PagePrefetch): PageChunk<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // One load whoever asks first, the preload or React: the same promise, so React finds it settled.
  const start = () => (loading ??= load().then((Component) => ({ default: Component })));
  return Object.assign(lazy(start), {
    preload: (client: QueryClient, landing: Landing) => {
      // A failed load is React's to report when the page renders; here it is only started.
      start().catch(() => undefined);
      prefetch?.(client, landing);
    },
  });
}

function isPageChunk(type: unknown): type is PageChunk<object> {
  return typeof type === 'object' && type !== null && typeof (type as Partial<PageChunk<object>>).preload === 'function';
}

/**
 * Starts loading the chunks of the pages `routes` (a `<Routes>` of `<Route>`s) shows at `location`,
 * and their first queries into `client`: a first visit then fetches its page's code and data while
 * the framework still starts up, instead of once React reaches the page and has drawn it without
 * its data (on a slow phone, several hundred milliseconds later).
 */
export function preloadPages(routes: ReactElement<{ children?: ReactNode }>, location: Pick<Location, 'pathname' | 'search'>, client: QueryClient): void {
  const matches = matchRoutes(createRoutesFromChildren(routes.props.children), location) ?? [];
  for (const { route, params } of matches) {
    if (isValidElement(route.element) && isPageChunk(route.element.type)) route.element.type.preload(client, { params, search: location.search });
  }
}
