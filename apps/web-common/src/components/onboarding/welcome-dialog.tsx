import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useDemoMode } from '../../api/server-config.js';
import { goToPage } from '../layout/app-link.js';
import type { WelcomeLinks } from '../layout/site-links.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { useDemoLogin } from '../../session/api/demo-login.js';
import { space } from '../../theme.js';
import { VISITED_FLAG_KEY } from '../../ui-constants.js';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space(3)};
`;

function readVisited(): boolean {
  try {
    return window.localStorage.getItem(VISITED_FLAG_KEY) !== null;
  } catch {
    return true;
  }
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The welcome dialog (business-side sections 2 and 4): shown while the visited flag is absent, which
 * it then sets; Shift+W (outside form fields) clears the flag and reloads. It is the demo's
 * invitation (demo logins, "This is a prototype"), so it exists only once GET /api/config says demo
 * mode is on: a real shopper is never stopped by a modal on arrival, and the flag stays unset.
 * Both web apps show it; "Home Page" goes to the storefront's home /, "Join Waitlist" to /waitlist
 * (`navigate` moves within the current app, the other app's pages load in full).
 */
export function WelcomeDialog({ app, navigate, links }: { app: 'storefront' | 'portal'; navigate: (path: string) => void; links: WelcomeLinks }) {
  const demoMode = useDemoMode();
  const [dismissed, setDismissed] = useState(() => readVisited());
  const open = demoMode && !dismissed;
  const setOpen = (next: boolean) => setDismissed(!next);
  // A failed demo login closes the dialog: its "Login Failed" toast would sit under the modal.
  const demoLogin = useDemoLogin({ onFailure: () => setOpen(false) });

  useEffect(() => {
    if (open) window.localStorage.setItem(VISITED_FLAG_KEY, 'true');
  }, [open]);

  useEffect(() => {
    if (!demoMode) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.key.toLowerCase() !== 'w' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      window.localStorage.removeItem(VISITED_FLAG_KEY);
      window.location.reload();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [demoMode]);

  if (!demoMode) return null;

  const leaveFor = (path: string) => {
    setOpen(false);
    goToPage(app, navigate, path);
  };
  const pending = demoLogin.isPending ? demoLogin.variables : undefined;
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Welcome to Discount Marketplace">
      <p>This is a prototype. Try it as a demo customer or business, look around, or join the waitlist to hear when we launch.</p>
      <Options>
        <Button loading={pending === 'user'} disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('user')}>
          Demo User
        </Button>
        <Button variant="secondary" loading={pending === 'business'} disabled={demoLogin.isPending} onClick={() => demoLogin.mutate('business')}>
          Demo Business
        </Button>
        <Button variant="ghost" onClick={() => leaveFor(links.explore)}>
          Home Page
        </Button>
        <Button variant="savings" onClick={() => leaveFor(links.waitlist)}>
          Join Waitlist
        </Button>
      </Options>
    </Dialog>
  );
}
