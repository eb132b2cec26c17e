// Editing a deal on /business/deals/:id/edit (DESIGN.md section 4: PATCH /api/deals/:id by the owning business).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealDetailResponse, OwnDealResponse } from '@marketplace/core/deals/schemas/deal.response';
import { updateDealPayloadSchema } from '@marketplace/core/deals/schemas/update-deal.schema';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { EditDealPage } from '../../../apps/business-portal/src/app/routes/edit-deal.js';
import { deferred, route, type AnswerTo, type ApiRoute } from '../api-mock.js';
import { aBusinessDeal, aBusinessDealDetail } from './portal-mothers.js';
import { currentToast, expectError, fill, renderPortalPage, SLOW } from './deal-forms-fixtures.js';

function renderEdit(load: ApiRoute<DealDetailResponse>, patch: ApiRoute<OwnDealResponse> = ({ body }) => ({ body: { ...aBusinessDeal(), ...(body as object) } }), id = 101) {
  const rendered = renderPortalPage(<EditDealPage />, { path: `/business/deals/${id}/edit`, route: '/business/deals/:id/edit' }, { routes: { ...route(`GET /api/deals/${id}`, load), ...route(`PATCH /api/deals/${id}`, patch) } });
  const form = async () => within(await screen.findByRole('form', { name: 'Edit deal' }));
  return { ...rendered, form };
}

describe('edit deal', SLOW, () => {
  afterEach(() => toastStore.dismiss());

  it('shows a skeleton while loading, then the deal in the form, with Save disabled until something changes', async () => {
    const answer = deferred<AnswerTo<'GET /api/deals/101'>>();
    const deal = aBusinessDeal({ startDate: '2031-03-01T15:30:00.000Z', endDate: '2031-04-30T23:59:59.999Z' });
    const { form } = renderEdit(() => answer.promise);
    expect(await screen.findByLabelText('Loading the deal')).toHaveAttribute('aria-busy', 'true');

    answer.resolve({ body: { ...deal, locations: [] } });
    const f = await form();
    expect(f.getByLabelText('Title')).toHaveValue('Weekend Brunch for Two');
    expect(f.getByLabelText('Description')).toHaveValue('Bottomless coffee, pancakes and migas for two.');
    await waitFor(() => expect(f.getByLabelText('Category')).toHaveValue('Restaurant'));
    expect(f.getByLabelText('Price ($)')).toHaveValue(8);
    expect(f.getByLabelText('Discount (%)')).toHaveValue(15);
    expect(f.getByLabelText('Start date')).toHaveValue('2031-03-01');
    expect(f.getByLabelText('End date')).toHaveValue('2031-04-30');
    expect(f.getByLabelText('Max redemptions per customer')).toHaveValue(2);
    expect(f.getByText('Active')).toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/business/dashboard');
  });

  it('sends only the changed fields with PATCH, toasts, refreshes the deals and goes back to the dashboard', async () => {
    const { user, form, api, queryClient } = renderEdit({ body: aBusinessDealDetail() });
    queryClient.setQueryData(['business', 'deals'], { deals: [] });
    const f = await form();
    await fill(user, f.getByLabelText('Title'), 'Weekend Brunch for Three');
    await fill(user, f.getByLabelText('Price ($)'), '9.5');
    await user.click(f.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    const [call] = api.callsTo('PATCH', '/api/deals/101');
    expect(call?.body).toEqual({ title: 'Weekend Brunch for Three', price: 9.5 });
    expect(updateDealPayloadSchema.safeParse(call?.body).success).toBe(true);
    expect(currentToast()).toEqual({ title: 'Deal Updated', description: 'Your changes have been saved.', variant: 'default' });
    expect(queryClient.getQueryState(['business', 'deals'])?.isInvalidated).toBe(true);
  });

  it('removes the image with null and sends a changed date as an ISO date-time', async () => {
    const { user, form, api } = renderEdit({ body: aBusinessDealDetail({ imageUrl: 'https://images.example.com/brunch.jpg' }) });
    const f = await form();
    // A link stored before uploads is not loaded (the pages show only their own pictures): the preview says why.
    expect(within(screen.getByTestId('image-preview')).queryByRole('img')).toBeNull();
    expect(screen.getByTestId('image-preview')).toHaveTextContent('This picture is still a link to another site: it shows once the marketplace has copied it here. Upload it to show it now.');
    await user.click(f.getByRole('button', { name: 'Remove the picture' }));
    fireEvent.change(f.getByLabelText('End date'), { target: { value: '2031-12-31' } });
    await user.click(f.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/deals/101')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/deals/101')[0]?.body).toEqual({ imageUrl: null, endDate: '2031-12-31T00:00:00.000Z' });
  });

  it('validates with the creation messages and sends nothing', async () => {
    const { user, form, api } = renderEdit({ body: aBusinessDealDetail() });
    const f = await form();
    await fill(user, f.getByLabelText('Title'), 'ab');
    await fill(user, f.getByLabelText('Description'), 'short');
    await fill(user, f.getByLabelText('Price ($)'), '0');
    await fill(user, f.getByLabelText('Discount (%)'), '120');
    await fill(user, f.getByLabelText('Max redemptions per customer'), '0');
    fireEvent.change(f.getByLabelText('Start date'), { target: { value: '' } });
    await user.click(f.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expectError(f.getByLabelText('Title'), 'Title must be at least 3 characters'));
    expectError(f.getByLabelText('Description'), 'Description must be at least 10 characters');
    expectError(f.getByLabelText('Price ($)'), 'Price must be a positive number');
    expectError(f.getByLabelText('Discount (%)'), 'Discount must be between 1% and 100%');
    expectError(f.getByLabelText('Max redemptions per customer'), 'Max redemptions must be a positive number');
    expectError(f.getByLabelText('Start date'), 'Please enter a valid start date');
    expect(api.callsTo('PATCH', '/api/deals/101')).toHaveLength(0);
  });

  it('keeps the price options of a Cash to Discount deal and edits its other fields', async () => {
    const deal = aBusinessDeal({
      category: 'Services',
      isSliderDeal: true,
      minPrice: 5,
      maxPrice: 30,
      discountSteps: '[10,15,20,25,30,35]',
      awaitingVerification: true,
      active: false,
    });
    const { user, form, api } = renderEdit({ body: { ...deal, locations: [] } });
    const f = await form();
    expect(f.queryByLabelText('Price ($)')).not.toBeInTheDocument();
    expect(f.queryByLabelText('Discount (%)')).not.toBeInTheDocument();
    expect(f.getByText(/Customers pay \$5 to \$30 and save 10%, 15%, 20%, 25%, 30% or 35%\./)).toBeInTheDocument();
    expect(f.getByText('Draft · awaiting verification')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText('Category')).toHaveValue('Services'));

    await fill(user, f.getByLabelText('Max redemptions per customer'), '4');
    await user.click(f.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/deals/101')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/deals/101')[0]?.body).toEqual({ maxRedemptionsPerUser: 4 });
  });

  it('shows the destructive "Failed to Update Deal" toast with the server message and stays', async () => {
    const message = 'The end date must not be before the start date';
    const { user, form } = renderEdit({ body: aBusinessDealDetail() }, { status: 400, body: { message, issues: [{ path: 'endDate', message }] } });
    const f = await form();
    fireEvent.change(f.getByLabelText('End date'), { target: { value: '2001-01-01' } });
    await user.click(f.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to Update Deal')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ description: message, variant: 'destructive' });
    expectError(f.getByLabelText('End date'), message);
  });

  it('shows Deal Not Found for an unknown deal', async () => {
    renderEdit({ status: 404, body: { message: "The deal you're looking for doesn't exist or has been removed." } });
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit deal' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Dashboard' }).at(-1)).toHaveAttribute('href', '/business/dashboard');
  });

  it('treats a published deal of another business as not found', async () => {
    renderEdit({ body: aBusinessDealDetail({ businessId: 99 }) });
    expect(await screen.findByRole('heading', { name: 'Deal Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit deal' })).not.toBeInTheDocument();
  });

  it('offers Try Again when the deal cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderEdit(() => (++calls === 1 ? { status: 500, body: { message: 'boom' } } : { body: aBusinessDealDetail() }));
    expect(await screen.findByRole('heading', { name: 'Could not load this deal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Edit deal' })).toBeInTheDocument();
  });
});
