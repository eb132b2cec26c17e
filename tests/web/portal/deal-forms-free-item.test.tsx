// The standard form's offer choice: "Percentage off" or "Free item" (issue 16, point 9).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDealPayloadSchema } from '@marketplace/core/deals/schemas/create-deal-payload.schema';
import { CreateDealPage } from '../../../apps/business-portal/src/app/routes/create-deal.js';
import { EditDealPage } from '../../../apps/business-portal/src/app/routes/edit-deal.js';
import { aBusinessDeal, aCreatedDeal } from './portal-mothers.js';
import { expectError, fill, renderPortalPage, SLOW } from './deal-forms-fixtures.js';

const CREATED = { status: 201, body: aCreatedDeal({ id: 502, title: 'Pastry morning' }) } as const;

function renderCreateDeal() {
  const rendered = renderPortalPage(<CreateDealPage />, { path: '/business/create-deal', route: '/business/create-deal' }, { routes: { 'POST /api/deals': CREATED } });
  const form = async () => within(await screen.findByRole('form', { name: 'Create deal' }));
  return { ...rendered, form };
}

describe('standard deal form: percentage off or a free item', SLOW, () => {
  it('asks for the item instead of the discount and sends freeItem only', async () => {
    const { user, form, api } = renderCreateDeal();
    const f = await form();
    expect(f.getByRole('radio', { name: 'Percentage off' })).toBeChecked();
    expect(f.getByLabelText('Discount (%)')).toBeInTheDocument();

    await fill(user, f.getByLabelText('Title'), 'Pastry morning');
    await fill(user, f.getByLabelText('Description'), 'Any pastry from our morning counter, weekdays until 11am.');
    await user.selectOptions(f.getByLabelText('Category'), 'Café');
    await fill(user, f.getByLabelText('Price ($)'), '6');
    await user.click(f.getByRole('radio', { name: 'Free item' }));
    expect(f.queryByLabelText('Discount (%)')).not.toBeInTheDocument();

    await fill(user, f.getByLabelText('Free item name'), 'x');
    await user.click(f.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expectError(f.getByLabelText('Free item name'), 'Free item must be 2 to 80 characters'));
    expect(api.callsTo('POST', '/api/deals')).toHaveLength(0);

    await fill(user, f.getByLabelText('Free item name'), '  Free coffee with any pastry ');
    expect(screen.getByText('Customers pay $6.00 to unlock Free: Free coffee with any pastry.')).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/deals')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/deals')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ price: 6, freeItem: 'Free coffee with any pastry' });
    expect(body).not.toHaveProperty('discountPercent');
    expect(createDealPayloadSchema.parse(body).kind).toBe('standard');
  });
});

describe('edit deal: the offer choice', SLOW, () => {
  it('shows a free-item deal with its item and turns it back into a percentage deal', async () => {
    const deal = aBusinessDeal({ discountPercent: 0, freeItem: 'Coffee with any pastry' });
    const patch = ({ body }: { body: unknown }) => ({ body: { ...deal, ...(body as object) } });
    const { user, api } = renderPortalPage(<EditDealPage />, { path: '/business/deals/101/edit', route: '/business/deals/:id/edit' }, { routes: { 'GET /api/deals/101': { body: { ...deal, locations: [] } }, 'PATCH /api/deals/101': patch } });
    const f = within(await screen.findByRole('form', { name: 'Edit deal' }));
    expect(f.getByRole('radio', { name: 'Free item' })).toBeChecked();
    expect(f.getByLabelText('Free item name')).toHaveValue('Coffee with any pastry');

    await user.click(f.getByRole('radio', { name: 'Percentage off' }));
    await fill(user, f.getByLabelText('Discount (%)'), '10');
    await user.click(f.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/deals/101')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/deals/101')[0]?.body).toEqual({ discountPercent: 10, freeItem: null });
  });
});
