/**
 * Points at a signed-in account: customers and the admin are users, businesses are businesses, and
 * the people a business invited to its till are staff.
 */
export interface AccountRef {
  type: 'user' | 'business' | 'staff';
  id: number;
}
