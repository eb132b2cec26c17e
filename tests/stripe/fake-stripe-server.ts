import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import Stripe from 'stripe';

/**
 * A local stand-in for api.stripe.com, implementing exactly what StripePaymentGateway calls, the
 * way Stripe answers it: form-encoded bodies (`a[b][c]=x`, `expand[0]=...`), Bearer auth,
 * idempotency keys, `expand` (fields such as `latest_charge` and `confirmation_secret` appear only
 * when expanded), and Stripe's JSON error shape. Tests steer what happens at "Stripe" with
 * {@link FakeStripeServer.succeed}, {@link FakeStripeServer.refund},
 * {@link FakeStripeServer.activate} and the like, and build webhook payloads from its objects.
 *
 * `shape: 'legacy'` serves the object shapes of API versions before 2025-03-31 (invoice
 * `subscription` and `payment_intent`, billing periods on the subscription), as older
 * Stripe-compatible servers do, and like them ignores expansions it does not know.
 */

type Param = string | Param[] | Params;
interface Params {
  [key: string]: Param;
}

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface FakeStripeOptions {
  /** The secret key requests must carry (Bearer). */
  apiKey?: string;
  /** The server's clock, for `created` and billing periods (the real time by default). */
  now?: () => Date;
  shape?: 'current' | 'legacy';
}

interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
}

interface FakeCharge {
  id: string;
  /** A destination charge's transfer of the business's share to the connected account. */
  transfer: string | null;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  payment_intent: string;
  status: string;
  created: number;
}

interface FakeAccount {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  capabilities: Record<string, string>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  currently_due: string[];
  past_due: string[];
  eventually_due: string[];
  disabled_reason: string | null;
  created: number;
}

interface FakeTransfer {
  id: string;
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
  source_transaction: string | null;
  reversals: Json[];
  created: number;
}

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  item: { id: string; price: Json };
  periodStart: number;
  periodEnd: number;
  latestInvoice: string;
  created: number;
  /** Cancelled to end at the period's end (POST /v1/subscriptions/:id). */
  cancelAtPeriodEnd?: boolean;
}

interface FakeInvoice {
  id: string;
  customer: string;
  subscription: string;
  status: string;
  amount_due: number;
  paymentIntent: string;
  created: number;
  paidAt?: number;
}

class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body['message']));
  }
}

function notFound(kind: string, id: string, param = 'id'): FakeStripeError {
  return new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

function invalid(message: string, param: string, code = 'parameter_invalid'): FakeStripeError {
  return new FakeStripeError(400, { type: 'invalid_request_error', code, message, param });
}

interface IdempotentResult {
  method: string;
  path: string;
  params: Params;
  status: number;
  body: string;
}

export class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  readonly apiKey: string;
  readonly shape: 'current' | 'legacy';

  private readonly now: () => Date;
  private readonly intents = new Map<string, FakeIntent>();
  private readonly charges = new Map<string, FakeCharge>();
  private readonly refunds = new Map<string, Json>();
  private readonly customers = new Map<string, Json>();
  private readonly products = new Map<string, Json>();
  private readonly subscriptions = new Map<string, FakeSubscription>();
  private readonly invoices = new Map<string, FakeInvoice>();
  private readonly idempotency = new Map<string, IdempotentResult>();
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly accountLinks: Json[] = [];
  private readonly transfers = new Map<string, FakeTransfer>();
  private readonly applicationFeeRefunds: Json[] = [];
  private sequence = 0;
  /** The platform's available balance, in cents: transfers beyond it are refused (`balance_insufficient`). */
  availableBalanceCents = 1_000_000_000;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    options: FakeStripeOptions,
  ) {
    this.apiKey = options.apiKey ?? 'sk_test_fake';
    this.now = options.now ?? (() => new Date());
    this.shape = options.shape ?? 'current';
  }

  /** Listens on 127.0.0.1 at a free port; `url` is what STRIPE_API_URL would be. */
  static async start(options: FakeStripeOptions = {}): Promise<FakeStripeServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeStripeServer(server, `http://127.0.0.1:${port}`, options);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      fake.handle(request, response).catch((error: unknown) => {
        // A bug in the fake must fail the test loudly, as Stripe's own 500 would.
        send(response, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
      });
    });
    return fake;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The requests made to `path` (e.g. `/v1/payment_intents`), oldest first. */
  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  // ---- test controls: what happens at Stripe without an API call of ours ----

  /** The customer pays: the intent succeeds with a new charge. */
  succeed(intentId: string): void {
    const intent = this.intentOrThrow(intentId);
    const charge: FakeCharge = {
      id: this.newId('ch'),
      transfer: null,
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      payment_intent: intent.id,
      status: 'succeeded',
      created: this.unixNow(),
    };
    this.charges.set(charge.id, charge);
    if (intent.transfer_data) {
      // A destination charge: Stripe moves the amount less the application fee to the connected account at once.
      const transfer = this.makeTransfer(intent.transfer_data.destination, intent.amount - (intent.application_fee_amount ?? 0), intent.currency, {}, charge.id);
      charge.transfer = transfer.id;
    }
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
  }

  /** The card is declined: like Stripe, the intent waits for another payment method. */
  fail(intentId: string, message = 'Your card was declined.'): void {
    const intent = this.intentOrThrow(intentId);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', message };
  }

  /** Money back on the intent's charge (all of it unless an amount is given), as the dashboard would. */
  refund(intentId: string, amountCents?: number): Json {
    return this.refundCharge(this.intentOrThrow(intentId), amountCents);
  }

  /**
   * The cardholder's bank opens a chargeback on the intent's charge: the charge turns `disputed`
   * and the dispute object (as `charge.dispute.created` carries it) is returned.
   */
  dispute(intentId: string, options: { withPaymentIntent?: boolean } = {}): Json {
    const intent = this.intentOrThrow(intentId);
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge) throw new Error(`Payment intent ${intentId} has no charge to dispute`);
    charge.disputed = true;
    return {
      id: this.newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: intent.currency,
      // Older API versions carry only the charge; the handler then reads the intent off it.
      charge: options.withPaymentIntent === false ? renderCharge(charge) : charge.id,
      payment_intent: options.withPaymentIntent === false ? null : intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      created: this.unixNow(),
      livemode: false,
    };
  }

  // ---- Connect: connected accounts, transfers, payouts ----

  /** The connected account changes at Stripe (the owner filled in a form, or Stripe asks for more). */
  updateAccount(
    id: string,
    changes: Partial<Pick<FakeAccount, 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'currently_due' | 'past_due' | 'disabled_reason'>>,
  ): Json {
    const account = this.accountOrThrow(id);
    Object.assign(account, changes);
    return this.renderAccount(account);
  }

  /** The owner finished onboarding and Stripe verified everything: charges and payouts on, nothing due. */
  completeOnboarding(id: string): Json {
    return this.updateAccount(id, { charges_enabled: true, payouts_enabled: true, details_submitted: true, currently_due: [], past_due: [], disabled_reason: null });
  }

  accountObject(id: string): Json {
    return this.renderAccount(this.accountOrThrow(id));
  }

  accountIds(): string[] {
    return [...this.accounts.keys()];
  }

  /** The account links created, oldest first. */
  accountLinkObjects(): Json[] {
    return this.accountLinks.map((link) => ({ ...link }));
  }

  /** Every transfer (destination charges' and separate ones), oldest first. */
  transferObjects(): Json[] {
    return [...this.transfers.values()].map((transfer) => this.renderTransfer(transfer));
  }

  /** The application fees given back (a refund with `refund_application_fee`), oldest first. */
  applicationFeeRefundObjects(): Json[] {
    return this.applicationFeeRefunds.map((refund) => ({ ...refund }));
  }

  /** The connected account pays out to its bank; the payout object as `payout.paid` carries it. */
  payOut(accountId: string, amountCents: number): Json {
    this.accountOrThrow(accountId);
    return {
      id: this.newId('po'),
      object: 'payout',
      amount: amountCents,
      currency: 'usd',
      arrival_date: this.unixNow(),
      status: 'paid',
      method: 'standard',
      created: this.unixNow(),
      livemode: false,
    };
  }

  /** A Connect webhook event: about an object of a connected account, which the envelope names. */
  connectEvent(type: string, object: Json, accountId: string, id = this.newId('evt')): Json {
    return { ...this.event(type, object, id), account: accountId };
  }

  /** The refunds created so far (by the app or the dashboard), oldest first. */
  refundObjects(): Json[] {
    return [...this.refunds.values()];
  }

  /** Changes an intent behind the app's back (tests of tampered amounts or metadata). */
  tamper(intentId: string, change: { amount?: number; metadata?: Record<string, string> }): void {
    const intent = this.intentOrThrow(intentId);
    if (change.amount !== undefined) intent.amount = change.amount;
    if (change.metadata !== undefined) intent.metadata = { ...change.metadata };
  }

  /** The first invoice is paid: the subscription turns active for the given period. */
  activate(subscriptionId: string, periodEnd: Date, periodStart?: Date): void {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    subscription.status = 'active';
    subscription.periodStart = Math.floor((periodStart ?? this.now()).getTime() / 1000);
    subscription.periodEnd = Math.floor(periodEnd.getTime() / 1000);
    const invoice = this.invoices.get(subscription.latestInvoice);
    if (invoice) {
      invoice.status = 'paid';
      invoice.paidAt = this.unixNow();
      const intent = this.intents.get(invoice.paymentIntent);
      if (intent?.status !== 'succeeded') this.succeed(invoice.paymentIntent);
    }
  }

  setStatus(subscriptionId: string, status: string): void {
    this.subscriptionOrThrow(subscriptionId).status = status;
  }

  /**
   * The billing period rolls over, as Stripe's renewal does: the next period starts where the last
   * ended and a new invoice charges the saved card. Paid, the subscription stays active; declined,
   * it turns past_due and the open invoice can be paid with another card (its confirmation secret).
   * A subscription cancelled at its period end ends instead (canceled, no invoice).
   * @returns the new invoice's id, or null when the subscription ended.
   */
  renew(subscriptionId: string, outcome: 'paid' | 'declined'): string | null {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    if (subscription.cancelAtPeriodEnd) {
      subscription.status = 'canceled';
      return null;
    }
    const start = new Date(subscription.periodEnd * 1000);
    subscription.periodStart = subscription.periodEnd;
    subscription.periodEnd = Math.floor(oneMonthLater(start).getTime() / 1000);
    const amount = subscription.item.price['unit_amount'] as number;
    const intent = this.createIntent({ amount: String(amount), currency: subscription.item.price['currency'] as string });
    const invoice: FakeInvoice = {
      id: this.newId('in'),
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      amount_due: amount,
      paymentIntent: intent.id,
      created: this.unixNow(),
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latestInvoice = invoice.id;
    if (outcome === 'paid') {
      this.succeed(intent.id);
      invoice.status = 'paid';
      invoice.paidAt = this.unixNow();
      subscription.status = 'active';
    } else {
      subscription.status = 'past_due';
    }
    return invoice.id;
  }

  /** The open invoice of a past_due subscription is paid (another card): it is active again. */
  payOpenInvoice(subscriptionId: string): void {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    const invoice = this.invoices.get(subscription.latestInvoice);
    if (!invoice || invoice.status !== 'open') throw new Error(`Subscription ${subscriptionId} has no open invoice`);
    this.succeed(invoice.paymentIntent);
    invoice.status = 'paid';
    invoice.paidAt = this.unixNow();
    subscription.status = 'active';
  }

  // ---- objects as Stripe renders them, for assertions and webhook payloads ----

  paymentIntentObject(id: string, expand: readonly string[] = []): Json {
    return this.renderIntent(this.intentOrThrow(id), expand);
  }

  chargeObject(id: string): Json {
    const charge = this.charges.get(id);
    if (!charge) throw new Error(`No such charge: ${id}`);
    return renderCharge(charge);
  }

  /** The charge of a paid intent. */
  chargeOf(intentId: string): Json {
    const chargeId = this.intentOrThrow(intentId).latest_charge;
    if (!chargeId) throw new Error(`Payment intent ${intentId} has no charge`);
    return this.chargeObject(chargeId);
  }

  subscriptionObject(id: string, expand: readonly string[] = []): Json {
    return this.renderSubscription(this.subscriptionOrThrow(id), expand);
  }

  invoiceObject(id: string): Json {
    const invoice = this.invoices.get(id);
    if (!invoice) throw new Error(`No such invoice: ${id}`);
    return this.renderInvoice(invoice, []);
  }

  /** The latest invoice of a subscription. */
  invoiceOf(subscriptionId: string): Json {
    return this.invoiceObject(this.subscriptionOrThrow(subscriptionId).latestInvoice);
  }

  /** Every subscription created so far, oldest first. */
  subscriptionIds(): string[] {
    return [...this.subscriptions.keys()];
  }

  customerObject(id: string): Json | null {
    return this.customers.get(id) ?? null;
  }

  productObject(id: string): Json | null {
    return this.products.get(id) ?? null;
  }

  /** A webhook event envelope around an object, as Stripe delivers it. */
  event(type: string, object: Json, id = this.newId('evt')): Json {
    return {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.unixNow(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  // ---- HTTP ----

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    const params = parseForm(method === 'GET' ? url.search.slice(1) : raw);
    const idempotencyKey = header(request, 'idempotency-key');
    const authorization = header(request, 'authorization');
    this.requests.push({ method, path: url.pathname, params, idempotencyKey, authorization });

    if (authorization !== `Bearer ${this.apiKey}`) {
      send(response, 401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${redact(authorization)}` } });
      return;
    }
    if (method === 'POST' && idempotencyKey) {
      const earlier = this.idempotency.get(idempotencyKey);
      if (earlier) {
        if (earlier.method !== method || earlier.path !== url.pathname || !isDeepStrictEqual(earlier.params, params)) {
          send(response, 400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
                `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        response.setHeader('Idempotent-Replayed', 'true');
        sendRaw(response, earlier.status, earlier.body);
        return;
      }
    }

    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(this.route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    // Like Stripe, a request's result is saved under its key, errors included, and answered again.
    if (method === 'POST' && idempotencyKey) {
      this.idempotency.set(idempotencyKey, { method, path: url.pathname, params, status, body });
    }
    sendRaw(response, status, body);
  }

  private route(method: string, path: string, params: Params): Json {
    const expand = expansions(params);
    const [, version, resource, id, ...rest] = path.split('/');
    if (version !== 'v1' || rest.length > 0 || !resource) throw unrecognized(method, path);
    const key = `${method} ${resource}${id === undefined ? '' : '/:id'}`;
    switch (key) {
      case 'POST payment_intents':
        return this.renderIntent(this.createIntent(params), expand);
      case 'GET payment_intents/:id':
        return this.renderIntent(this.intentOrThrow(id ?? '', 404), expand);
      case 'POST customers':
        return this.createCustomer(params);
      case 'POST products':
        return this.createProduct(params);
      case 'GET products/:id': {
        const product = this.products.get(id ?? '');
        if (!product) throw notFound('product', id ?? '');
        return product;
      }
      case 'POST subscriptions':
        return this.renderSubscription(this.createSubscription(params), expand);
      case 'GET subscriptions/:id':
        return this.renderSubscription(this.subscriptionOrThrow(id ?? '', 404), expand);
      case 'POST subscriptions/:id':
        return this.renderSubscription(this.updateSubscription(this.subscriptionOrThrow(id ?? '', 404), params), expand);
      case 'POST refunds':
        return this.createRefund(params);
      case 'POST accounts':
        return this.renderAccount(this.createAccount(params));
      case 'GET accounts/:id':
        return this.renderAccount(this.accountOrThrow(id ?? '', 404));
      case 'POST account_links':
        return this.createAccountLink(params);
      case 'POST transfers':
        return this.renderTransfer(this.createTransfer(params));
      default:
        throw unrecognized(method, path);
    }
  }

  private createIntent(params: Params): FakeIntent {
    const amount = integer(params, 'amount', 1);
    const currency = string(params, 'currency');
    const transfer = object(params, 'transfer_data');
    const fee = params['application_fee_amount'] === undefined ? null : integer(params, 'application_fee_amount', 0);
    if (fee !== null && !transfer) {
      throw invalid('Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).', 'application_fee_amount');
    }
    const automatic = object(params, 'automatic_payment_methods');
    const id = this.newId('pi');
    const intent: FakeIntent = {
      id,
      amount,
      currency,
      status: 'requires_payment_method',
      metadata: metadataOf(params),
      client_secret: `${id}_secret_${this.newId('s').slice(2)}`,
      application_fee_amount: fee,
      transfer_data: transfer ? { destination: string(transfer, 'destination') } : null,
      automatic_payment_methods: automatic ? { enabled: automatic['enabled'] === 'true' } : null,
      latest_charge: null,
      last_payment_error: null,
      created: this.unixNow(),
    };
    this.intents.set(id, intent);
    return intent;
  }

  private createCustomer(params: Params): Json {
    const customer: Json = {
      id: this.newId('cus'),
      object: 'customer',
      email: optionalString(params, 'email'),
      name: optionalString(params, 'name'),
      metadata: metadataOf(params),
      created: this.unixNow(),
      livemode: false,
    };
    this.customers.set(customer['id'] as string, customer);
    return customer;
  }

  private createProduct(params: Params): Json {
    const id = optionalString(params, 'id') ?? this.newId('prod');
    if (this.products.has(id)) {
      throw new FakeStripeError(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.', param: 'id' });
    }
    const product: Json = { id, object: 'product', name: string(params, 'name'), active: true, created: this.unixNow(), livemode: false };
    this.products.set(id, product);
    return product;
  }

  private createSubscription(params: Params): FakeSubscription {
    const customer = string(params, 'customer');
    if (!this.customers.has(customer)) throw invalid(`No such customer: '${customer}'`, 'customer', 'resource_missing');
    const items = params['items'];
    const first = Array.isArray(items) ? items[0] : undefined;
    if (!isParams(first) || (Array.isArray(items) && items.length !== 1)) throw invalid('Exactly one item is supported by this fake', 'items');
    const priceData = object(first, 'price_data');
    if (!priceData) throw invalid('items[0][price_data] is required by this fake', 'items[0][price_data]', 'parameter_missing');
    const product = string(priceData, 'product');
    if (!this.products.has(product)) throw invalid(`No such product: '${product}'`, 'items[0][price_data][product]', 'resource_missing');
    const recurring = object(priceData, 'recurring');
    if (!recurring) throw invalid('Missing required param: items[0][price_data][recurring].', 'items[0][price_data][recurring]', 'parameter_missing');
    const price: Json = {
      id: this.newId('price'),
      object: 'price',
      currency: string(priceData, 'currency'),
      unit_amount: integer(priceData, 'unit_amount', 0),
      product,
      recurring: { interval: string(recurring, 'interval'), interval_count: 1 },
      type: 'recurring',
      active: false,
    };

    const now = this.now();
    const id = this.newId('sub');
    const invoiceIntent = this.createIntent({ amount: String(price['unit_amount']), currency: price['currency'] as string });
    const invoice: FakeInvoice = {
      id: this.newId('in'),
      customer,
      subscription: id,
      status: 'open',
      amount_due: price['unit_amount'] as number,
      paymentIntent: invoiceIntent.id,
      created: this.unixNow(),
    };
    this.invoices.set(invoice.id, invoice);
    const subscription: FakeSubscription = {
      id,
      customer,
      // With payment_behavior=default_incomplete and no saved card, the first invoice waits for the browser.
      status: 'incomplete',
      item: { id: this.newId('si'), price },
      periodStart: Math.floor(now.getTime() / 1000),
      periodEnd: Math.floor(oneMonthLater(now).getTime() / 1000),
      latestInvoice: invoice.id,
      created: this.unixNow(),
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** Only `cancel_at_period_end` (the app's cancel and resume); Stripe refuses it on an ended subscription. */
  private updateSubscription(subscription: FakeSubscription, params: Params): FakeSubscription {
    const cancel = params['cancel_at_period_end'];
    if (cancel !== 'true' && cancel !== 'false') throw invalid('cancel_at_period_end must be true or false in this fake', 'cancel_at_period_end');
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.', 'cancel_at_period_end');
    }
    subscription.cancelAtPeriodEnd = cancel === 'true';
    return subscription;
  }

  private createRefund(params: Params): Json {
    const intentId = optionalString(params, 'payment_intent');
    const chargeId = optionalString(params, 'charge');
    const charge = chargeId ? this.charges.get(chargeId) : undefined;
    const intent = intentId ? this.intents.get(intentId) : charge ? this.intents.get(charge.payment_intent) : undefined;
    if (!intent) throw invalid(`No such payment_intent: '${intentId ?? chargeId ?? ''}'`, 'payment_intent', 'resource_missing');
    const amount = params['amount'] === undefined ? undefined : integer(params, 'amount', 1);
    const reverseTransfer = params['reverse_transfer'] === 'true';
    if (reverseTransfer && !intent.transfer_data) {
      throw invalid('You cannot reverse the transfer of a charge that was not a destination charge.', 'reverse_transfer');
    }
    const refundApplicationFee = params['refund_application_fee'] === 'true';
    if (refundApplicationFee && intent.application_fee_amount === null) {
      throw invalid('You cannot refund the application fee of a charge that has none.', 'refund_application_fee');
    }
    const refund = this.refundCharge(intent, amount);
    const refunded = this.charges.get(intent.latest_charge ?? '');
    const share = (refund['amount'] as number) / intent.amount;
    if (reverseTransfer && refunded?.transfer) {
      const transfer = this.transfers.get(refunded.transfer);
      if (transfer) {
        const reversal: Json = { id: this.newId('trr'), object: 'transfer_reversal', amount: Math.round(transfer.amount * share), transfer: transfer.id, created: this.unixNow() };
        transfer.reversals.push(reversal);
        transfer.amount_reversed += reversal['amount'] as number;
        refund['transfer_reversal'] = reversal['id'];
      }
    }
    if (refundApplicationFee && intent.application_fee_amount !== null) {
      this.applicationFeeRefunds.push({ id: this.newId('fr'), object: 'fee_refund', amount: Math.round(intent.application_fee_amount * share), charge: refunded?.id ?? null, created: this.unixNow() });
    }
    Object.assign(refund, {
      reason: optionalString(params, 'reason'),
      metadata: metadataOf(params),
      reverse_transfer: reverseTransfer,
      refund_application_fee: refundApplicationFee,
    });
    return refund;
  }

  private createAccount(params: Params): FakeAccount {
    const type = string(params, 'type');
    if (type !== 'express') throw invalid('Only Express accounts are supported by this fake', 'type');
    const capabilities: Record<string, string> = {};
    for (const [name, value] of Object.entries(object(params, 'capabilities') ?? {})) {
      if (isParams(value) && value['requested'] === 'true') capabilities[name] = 'inactive';
    }
    const account: FakeAccount = {
      id: this.newId('acct'),
      email: optionalString(params, 'email'),
      metadata: metadataOf(params),
      capabilities,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      currently_due: ['business_profile.url', 'business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
      past_due: [],
      eventually_due: ['individual.id_number'],
      disabled_reason: 'requirements.past_due',
      created: this.unixNow(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private createAccountLink(params: Params): Json {
    const account = string(params, 'account');
    if (!this.accounts.has(account)) throw invalid(`No such account: '${account}'`, 'account', 'resource_missing');
    const type = string(params, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') throw invalid(`Invalid type: ${type}`, 'type');
    const link: Json = {
      object: 'account_link',
      url: `https://connect.stripe.fake/setup/e/${account}/${this.newId('link')}`,
      account,
      type,
      return_url: string(params, 'return_url'),
      refresh_url: string(params, 'refresh_url'),
      created: this.unixNow(),
      expires_at: this.unixNow() + 300,
    };
    this.accountLinks.push(link);
    const { account: _account, type: _type, return_url: _return, refresh_url: _refresh, ...answer } = link;
    return answer;
  }

  private createTransfer(params: Params): FakeTransfer {
    const amount = integer(params, 'amount', 1);
    const destination = string(params, 'destination');
    const account = this.accounts.get(destination);
    if (!account) throw invalid(`No such destination: '${destination}'`, 'destination', 'resource_missing');
    if (!account.payouts_enabled) {
      throw invalid('Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', 'destination', 'insufficient_capabilities_for_transfer');
    }
    if (amount > this.availableBalanceCents) {
      throw invalid('You have insufficient available funds in your Stripe account.', 'amount', 'balance_insufficient');
    }
    this.availableBalanceCents -= amount;
    return this.makeTransfer(destination, amount, string(params, 'currency'), metadataOf(params), null);
  }

  private makeTransfer(destination: string, amount: number, currency: string, metadata: Record<string, string>, sourceTransaction: string | null): FakeTransfer {
    const transfer: FakeTransfer = {
      id: this.newId('tr'),
      amount,
      amount_reversed: 0,
      currency,
      destination,
      metadata,
      source_transaction: sourceTransaction,
      reversals: [],
      created: this.unixNow(),
    };
    this.transfers.set(transfer.id, transfer);
    return transfer;
  }

  private renderAccount(account: FakeAccount): Json {
    return {
      id: account.id,
      object: 'account',
      type: 'express',
      country: 'US',
      email: account.email,
      metadata: { ...account.metadata },
      capabilities: Object.fromEntries(Object.keys(account.capabilities).map((name) => [name, account.charges_enabled ? 'active' : 'inactive'])),
      charges_enabled: account.charges_enabled,
      payouts_enabled: account.payouts_enabled,
      details_submitted: account.details_submitted,
      requirements: {
        currently_due: [...account.currently_due],
        past_due: [...account.past_due],
        eventually_due: [...account.eventually_due],
        pending_verification: [],
        disabled_reason: account.disabled_reason,
        current_deadline: null,
        errors: [],
      },
      created: account.created,
    };
  }

  private renderTransfer(transfer: FakeTransfer): Json {
    return {
      id: transfer.id,
      object: 'transfer',
      amount: transfer.amount,
      amount_reversed: transfer.amount_reversed,
      currency: transfer.currency,
      destination: transfer.destination,
      metadata: { ...transfer.metadata },
      reversed: transfer.amount_reversed === transfer.amount,
      reversals: { object: 'list', data: transfer.reversals.map((reversal) => ({ ...reversal })), has_more: false },
      source_transaction: transfer.source_transaction,
      created: transfer.created,
      livemode: false,
    };
  }

  private refundCharge(intent: FakeIntent, amountCents?: number): Json {
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!charge || intent.status !== 'succeeded') {
      throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent', 'payment_intent_unexpected_state');
    }
    const left = charge.amount - charge.amount_refunded;
    const amount = amountCents ?? left;
    if (charge.disputed) throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, 'charge', 'charge_disputed');
    if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
    if (amount > left) throw invalid(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`, 'amount', 'amount_too_large');
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Json = {
      id: this.newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      currency: intent.currency,
      status: 'succeeded',
      created: this.unixNow(),
    };
    this.refunds.set(refund['id'] as string, refund);
    return refund;
  }

  // ---- rendering, with Stripe's expansion rules ----

  private renderIntent(intent: FakeIntent, expand: readonly string[]): Json {
    this.checkExpansions(expand, ['latest_charge']);
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      currency: intent.currency,
      status: intent.status,
      metadata: { ...intent.metadata },
      client_secret: intent.client_secret,
      application_fee_amount: intent.application_fee_amount,
      transfer_data: intent.transfer_data ? { ...intent.transfer_data } : null,
      automatic_payment_methods: intent.automatic_payment_methods ? { ...intent.automatic_payment_methods } : null,
      latest_charge: expand.includes('latest_charge') && charge ? renderCharge(charge) : intent.latest_charge,
      last_payment_error: intent.last_payment_error ? { ...intent.last_payment_error } : null,
      created: intent.created,
      livemode: false,
    };
  }

  private renderSubscription(subscription: FakeSubscription, expand: readonly string[]): Json {
    this.checkExpansions(expand, ['latest_invoice', 'latest_invoice.confirmation_secret', 'latest_invoice.payment_intent']);
    const invoiceExpand = expand.filter((path) => path.startsWith('latest_invoice.')).map((path) => path.slice('latest_invoice.'.length));
    const expandInvoice = expand.includes('latest_invoice') || invoiceExpand.length > 0;
    const invoice = this.invoices.get(subscription.latestInvoice);
    const legacy = this.shape === 'legacy';
    const period = { current_period_start: subscription.periodStart, current_period_end: subscription.periodEnd };
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      ...(legacy ? period : {}),
      items: {
        object: 'list',
        data: [{ id: subscription.item.id, object: 'subscription_item', price: { ...subscription.item.price }, quantity: 1, subscription: subscription.id, ...(legacy ? {} : period) }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription.id}`,
      },
      latest_invoice: expandInvoice && invoice ? this.renderInvoice(invoice, invoiceExpand) : subscription.latestInvoice,
      cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
      created: subscription.created,
      livemode: false,
    };
  }

  private renderInvoice(invoice: FakeInvoice, expand: readonly string[]): Json {
    const intent = this.intents.get(invoice.paymentIntent);
    const common = {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      amount_due: invoice.amount_due,
      amount_paid: invoice.status === 'paid' ? invoice.amount_due : 0,
      status_transitions: { paid_at: invoice.paidAt ?? null },
      created: invoice.created,
      livemode: false,
    };
    if (this.shape === 'legacy') {
      return {
        ...common,
        subscription: invoice.subscription,
        payment_intent: expand.includes('payment_intent') && intent ? this.renderIntent(intent, []) : invoice.paymentIntent,
      };
    }
    return {
      ...common,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: invoice.subscription, metadata: {} } },
      // An includable field: Stripe leaves it out unless it is expanded.
      ...(expand.includes('confirmation_secret') && intent
        ? { confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' } }
        : {}),
    };
  }

  /** Stripe refuses to expand what cannot be expanded; older compatible servers just ignore it. */
  private checkExpansions(expand: readonly string[], allowed: readonly string[]): void {
    if (this.shape === 'legacy') return;
    const current = allowed.filter((path) => !path.endsWith('.payment_intent'));
    const wrong = expand.find((path) => !current.includes(path));
    if (wrong) throw invalid(`This property cannot be expanded (${wrong}).`, 'expand');
  }

  // ---- helpers ----

  private intentOrThrow(id: string, status?: 404): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw status ? notFound('payment_intent', id) : new Error(`No such payment_intent: ${id}`);
    return intent;
  }

  private accountOrThrow(id: string, status?: 404): FakeAccount {
    const account = this.accounts.get(id);
    if (!account) throw status ? notFound('account', id) : new Error(`No such account: ${id}`);
    return account;
  }

  private subscriptionOrThrow(id: string, status?: 404): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw status ? notFound('subscription', id) : new Error(`No such subscription: ${id}`);
    return subscription;
  }

  private newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_fake${String(this.sequence).padStart(6, '0')}`;
  }

  private unixNow(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}

/**
 * A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature` header, signed
 * with the endpoint secret at `timestamp` (seconds; now by default).
 */
export function signedEvent(payload: unknown, secret: string, options: { timestamp?: number } = {}): { body: string; header: string } {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { body, header };
}

function renderCharge(charge: FakeCharge): Json {
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_refunded: charge.amount_refunded,
    refunded: charge.refunded,
    disputed: charge.disputed,
    payment_intent: charge.payment_intent,
    transfer: charge.transfer,
    status: charge.status,
    paid: true,
    created: charge.created,
    livemode: false,
  };
}

/**
 * Decodes Stripe's form encoding: `a[b][c]=x` nests objects, `a[0]=x` and `a[]=x` build arrays.
 */
export function parseForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new Error(`Malformed form key: ${key}`);
    const path = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    assign(root, path, value);
  }
  return root;
}

function assign(container: Params | Param[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const isArray = Array.isArray(container);
  const slot = isArray ? (head === '' ? container.length : Number(head)) : head;
  if (isArray && !Number.isInteger(slot)) throw new Error(`Malformed array index: ${head}`);
  const get = (): Param | undefined => (isArray ? container[slot as number] : (container as Params)[slot as string]);
  const set = (next: Param): void => {
    if (isArray) container[slot as number] = next;
    else (container as Params)[slot as string] = next;
  };
  if (rest.length === 0) {
    set(value);
    return;
  }
  let child = get();
  if (child === undefined || typeof child === 'string') {
    child = rest[0] === '' || /^\d+$/.test(rest[0] ?? '') ? [] : {};
    set(child);
  }
  assign(child, rest, value);
}

function isParams(value: Param | undefined): value is Params {
  return typeof value === 'object' && !Array.isArray(value);
}

function expansions(params: Params): string[] {
  const expand = params['expand'];
  if (expand === undefined) return [];
  if (!Array.isArray(expand) || !expand.every((path) => typeof path === 'string')) throw invalid('Invalid array', 'expand');
  return expand as string[];
}

function string(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value === '') throw invalid(`Missing required param: ${name}.`, name, 'parameter_missing');
  if (typeof value !== 'string') throw invalid(`Invalid string: ${name}`, name);
  return value;
}

function optionalString(params: Params, name: string): string | null {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function integer(params: Params, name: string, min: number): number {
  const value = string(params, name);
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, name, 'parameter_invalid_integer');
  const parsed = Number(value);
  if (parsed < min) throw invalid(`This value must be greater than or equal to ${min}.`, name);
  return parsed;
}

function object(params: Params, name: string): Params | null {
  const value = params[name];
  if (value === undefined) return null;
  if (!isParams(value)) throw invalid(`Invalid object: ${name}`, name);
  return value;
}

function metadataOf(params: Params): Record<string, string> {
  const metadata = object(params, 'metadata') ?? {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value !== 'string') throw invalid('Metadata values must be strings', `metadata[${key}]`);
    result[key] = value;
  }
  return result;
}

function unrecognized(method: string, path: string): FakeStripeError {
  return new FakeStripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

function redact(authorization: string | null): string {
  const key = authorization?.replace(/^Bearer /, '') ?? '';
  return `${key.slice(0, 8)}****`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: Json): void {
  sendRaw(response, status, JSON.stringify(body));
}

function sendRaw(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${Date.now()}` });
  response.end(body);
}

/** The same instant one calendar month later (UTC), clamped to the last day of a shorter month. */
function oneMonthLater(start: Date): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
