/**
 * The demo accounts behind "Login as Demo Discounter" and "Login as Demo Business".
 * Their passwords are public on purpose: they exist only while DEMO_MODE is on.
 */
export const DEMO_CUSTOMER = {
  username: 'demo_discounter',
  email: 'demo@discounter.example',
  password: 'demo-discounter',
} as const;

export const DEMO_BUSINESS = {
  name: 'Sunrise Bistro',
  email: 'demo@business.example',
  password: 'demo-business',
  category: 'Restaurant',
  description: 'Farm-to-table brunch and dinner in the heart of downtown Austin.',
  address: '512 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phoneNumber: '(512) 555-0142',
} as const;

/** The demo business's staff (DESIGN.md 10.6): sign in at /business/auth like its owner. */
export const DEMO_STAFF = [
  { name: 'Casey Cashier', email: 'cashier@business.example', password: 'demo-cashier', role: 'cashier' },
  { name: 'Morgan Manager', email: 'manager@business.example', password: 'demo-manager', role: 'manager' },
] as const;

/** The admin's demo credentials, used when ADMIN_EMAIL / ADMIN_PASSWORD are not configured. */
export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@marketplace.example',
  password: 'admin-demo-password',
} as const;
