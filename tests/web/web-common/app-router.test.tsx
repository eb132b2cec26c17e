// The web apps' router (app-router.tsx): react-router's declarative mode over the browser history,
// each move in a transition. The current page stays while the next page's chunk loads (with the
// loading bar's flag on), back returns to where the page was scrolled, a new page starts at the top,
// and useNavigateAndWait resolves only once the new page shows. preloadPages starts the landing page's
// chunk and first queries before React renders it.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { AppRouter, lazyPage, preloadPages, useNavigateAndWait, useNavigationPending } from '@marketplace/web-common/components/app-shell/app-router';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function PendingFlag() {
  return <p data-testid="pending">{useNavigationPending() ? 'loading' : 'idle'}</p>;
}

/** The heading on screen each time useNavigateAndWait resolved. */
const headingsWhenResolved: string[] = [];

function Home() {
  const navigateAndWait = useNavigateAndWait();
  return (
    <>
      <h1>Home</h1>
      <Link to="/next">Next</Link>
      <button
        type="button"
        onClick={() => void navigateAndWait('/next').then(() => headingsWhenResolved.push(document.querySelector('h1')?.textContent ?? ''))}
      >
        Go and wait
      </button>
    </>
  );
}

function renderRouter(nextChunk: Promise<() => React.JSX.Element>) {
  const Next = lazyPage(() => nextChunk);
  return render(
    <AppRouter>
      <PendingFlag />
      <Suspense fallback={<p>First load</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/next" element={<Next />} />
        </Routes>
      </Suspense>
    </AppRouter>,
  );
}

const NextPage = () => <h1>Next page</h1>;

describe('AppRouter', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    headingsWhenResolved.length = 0;
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('keeps the current page, with the pending flag on, until the next page’s chunk is in', async () => {
    const chunk = deferred<() => React.JSX.Element>();
    renderRouter(chunk.promise);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('idle');

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('loading');
    expect(screen.queryByText('First load')).not.toBeInTheDocument();

    await act(async () => chunk.resolve(NextPage));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('idle');
  });

  it('starts a new page at the top and returns to the scrolled position on back', async () => {
    renderRouter(Promise.resolve(NextPage));
    await screen.findByRole('heading', { name: 'Home' });
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Next page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'Home' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the scroll positions for a reload of the tab', async () => {
    renderRouter(Promise.resolve(NextPage));
    await screen.findByRole('heading', { name: 'Home' });
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(window.sessionStorage.getItem('marketplace.scroll-positions') ?? '{}') as Record<string, number>;
    expect(Object.values(saved)).toEqual([300]);
  });

  it('useNavigateAndWait resolves once the new page shows, not when the address changes', async () => {
    const chunk = deferred<() => React.JSX.Element>();
    renderRouter(chunk.promise);
    await screen.findByRole('heading', { name: 'Home' });

    await userEvent.click(screen.getByRole('button', { name: 'Go and wait' }));
    expect(window.location.pathname).toBe('/next');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(headingsWhenResolved).toEqual([]);

    await act(async () => chunk.resolve(NextPage));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(headingsWhenResolved).toEqual(['Next page']);
  });
});

describe('preloadPages', () => {
  const landingRoutes = (pages: { home: ReturnType<typeof lazyPage>; deals: ReturnType<typeof lazyPage>; deal: ReturnType<typeof lazyPage> }) => (
    <Routes>
      <Route element={<p>layout</p>}>
        <Route index element={<pages.home />} />
        <Route path="deals" element={<pages.deals />} />
        <Route path="deals/:id" element={<pages.deal />} />
      </Route>
    </Routes>
  );

  function pagesWithSpies() {
    const loads = { home: vi.fn(() => Promise.resolve(NextPage)), deals: vi.fn(() => Promise.resolve(NextPage)), deal: vi.fn(() => Promise.resolve(NextPage)) };
    const prefetches = { deals: vi.fn(), deal: vi.fn() };
    const pages = { home: lazyPage(loads.home), deals: lazyPage(loads.deals, prefetches.deals), deal: lazyPage(loads.deal, prefetches.deal) };
    return { loads, prefetches, pages };
  }

  it("starts the chunk and the first queries of the page the address shows, and only that page's", () => {
    const { loads, prefetches, pages } = pagesWithSpies();
    const client = new QueryClient();
    preloadPages(landingRoutes(pages), { pathname: '/deals/42', search: '?ref=mail' }, client);
    expect(loads.deal).toHaveBeenCalledTimes(1);
    expect(prefetches.deal).toHaveBeenCalledWith(client, { params: { id: '42' }, search: '?ref=mail' });
    expect(loads.home).not.toHaveBeenCalled();
    expect(loads.deals).not.toHaveBeenCalled();
    expect(prefetches.deals).not.toHaveBeenCalled();
  });

  it('loads a preloaded chunk once: React renders the page from the same load', async () => {
    const { loads, pages } = pagesWithSpies();
    preloadPages(landingRoutes(pages), { pathname: '/deals', search: '' }, new QueryClient());
    render(<Suspense fallback={<p>Loading</p>}><pages.deals /></Suspense>);
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(loads.deals).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for an address no page route matches, and a failed preload is left to the render to report', async () => {
    const { loads, pages } = pagesWithSpies();
    preloadPages(landingRoutes(pages), { pathname: '/nowhere/at/all', search: '' }, new QueryClient());
    expect(Object.values(loads).every((load) => load.mock.calls.length === 0)).toBe(true);

    const failing = lazyPage(() => Promise.reject(new Error('chunk gone')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      failing.preload(new QueryClient(), { params: {}, search: '' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
