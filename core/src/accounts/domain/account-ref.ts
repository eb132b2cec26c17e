/** Points at a signed-in account: customers and the admin are users, businesses are businesses. */
export interface AccountRef {
  type: 'user' | 'business';
  id: number;
}
