import type { SiteLinks } from '../components/layout/site-links.js';
import { teamMay } from '@marketplace/core/accounts/domain/actor';
import { isAdmin, isCustomer } from '../session/account.js';

/** The storefront's five sections, in the order the header lists them. */
const SECTIONS = [
  { label: 'Discover', to: '/deals' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'For Businesses', to: '/for-businesses' },
  { label: 'Recession Proof', to: '/recession-proof' },
  { label: 'Waitlist', to: '/waitlist' },
];

/**
 * The marketplace's site map: one site served by two apps that show the same header, footer and
 * welcome dialog; the chrome takes it as a prop and names no route itself. The sample waitlist is a
 * demo view: the admin gets it only in demo mode. The account menu by role: business-side section 2.
 */
export const SITE_LINKS: SiteLinks = {
  header: {
    home: '/',
    signIn: '/auth',
    nav: (account, demoMode) => (isAdmin(account) && demoMode ? [...SECTIONS, { label: 'Waitlist Demo', to: '/admin/waitlist-demo' }] : SECTIONS),
    account: (account, demoMode) => {
      if (isAdmin(account)) return [{ label: 'Waitlist Administration', to: '/admin/waitlist' }, ...(demoMode ? [{ label: 'Waitlist Demo View', to: '/admin/waitlist-demo' }] : [])];
      if (isCustomer(account)) return [{ label: 'My Profile', to: '/profile' }, { label: 'My Purchases', to: '/profile?tab=deals' }];
      // Staff: what their role allows (no money, subscription or team).
      if (account.type === 'business' && !teamMay(account.teamRole, 'business')) {
        return [
          { label: teamMay(account.teamRole, 'deals') ? 'Dashboard' : 'Till', to: '/business/dashboard' },
          { label: 'Account Settings', to: '/business/settings' },
        ];
      }
      return [
        { label: 'Dashboard', to: '/business/dashboard' },
        { label: 'Payouts', to: '/business/payouts' },
        { label: 'Subscription', to: '/business/subscription' },
        { label: 'Locations', to: '/business/locations' },
        { label: 'Team', to: '/business/team' },
        { label: 'Account Settings', to: '/business/settings' },
        ...(account.role === 'owner' ? [{ label: 'Admin Dashboard', to: '/admin/dashboard' }] : []),
      ];
    },
  },
  footer: {
    pages: [
      { label: 'About', to: '/how-it-works' },
      { label: 'For Businesses', to: '/for-businesses' },
      { label: 'Partnerships', to: '/partnerships' },
    ],
    contact: { label: 'Contact Us', to: '/contact' },
    admin: '/admin/login',
  },
  welcome: { explore: '/', waitlist: '/waitlist' },
};
