// The web apps' router (app-router.tsx): react-router's declarative mode over the browser history,
// each move in a transition. The current page stays while the next page's chunk loads (with the
// loading bar's flag on), back returns to where the page was scrolled, a new page starts at the top,
// and useNavigateAndWait resolves only once the new page shows.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter, lazyPage, useNavigateAndWait, useNavigationPending } from '@marketplace/web-common/components/app-shell/app-router';

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
