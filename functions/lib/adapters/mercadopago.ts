import { Invoice, MercadoPagoConfig, Payment, PaymentRefund, PreApproval } from 'mercadopago';
import { config } from '../config.ts';
import { secrets } from '../secrets.ts';

type Dispatcher = object;
let localDispatcher: Promise<Dispatcher> | undefined;

/**
 * On a laptop the SDK's fixed base URL is routed to the local emulator by an undici dispatcher
 * (the SDK passes `options.dispatcher` on to fetch); in AWS nothing is rerouted and undici is
 * never loaded.
 */
function emulatorDispatcher(apiUrl: string): Promise<Dispatcher> {
  localDispatcher ??= import('undici').then(({ Agent }) => {
    const target = new URL(apiUrl);
    return new Agent().compose(
      (dispatch) => (options, handler) => dispatch({ ...options, origin: target.origin }, handler),
    );
  });
  return localDispatcher;
}

export interface MercadoPagoClients {
  preApproval: PreApproval;
  invoice: Invoice;
  payment: Payment;
  refund: PaymentRefund;
}

export interface CallOptions {
  /** Milliseconds before one attempt is abandoned. */
  timeout: number;
  /** Sent on writes, so a retried create, cancel or refund is applied once. */
  idempotencyKey?: string;
}

/**
 * Fresh SDK clients for one call: per-call request options leak into a shared MercadoPagoConfig (SDK
 * issue 481), so each call gets its own config with its timeout and idempotency key. The SDK never
 * retries by itself: functions/lib/subscriptions/provider-calls.ts retries within the function's time.
 */
export async function mercadoPago(call: CallOptions): Promise<MercadoPagoClients> {
  const { mercadoPagoAccessToken } = await secrets();
  if (!mercadoPagoAccessToken) throw new Error('Mercado Pago access token is not configured');
  const apiUrl = config().MERCADOPAGO_API_URL;
  const sdkConfig = new MercadoPagoConfig({
    accessToken: mercadoPagoAccessToken,
    options: {
      timeout: call.timeout,
      maxRetries: 0,
      ...(call.idempotencyKey ? { idempotencyKey: call.idempotencyKey } : {}),
      ...(apiUrl ? ({ dispatcher: await emulatorDispatcher(apiUrl) } as object) : {}),
    },
  });
  return {
    preApproval: new PreApproval(sdkConfig),
    invoice: new Invoice(sdkConfig),
    payment: new Payment(sdkConfig),
    refund: new PaymentRefund(sdkConfig),
  };
}
