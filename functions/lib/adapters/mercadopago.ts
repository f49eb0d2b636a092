import { Invoice, MercadoPagoConfig, Payment, PreApproval } from 'mercadopago';
import { config } from '../config.ts';
import { secrets } from '../secrets.ts';

const TIMEOUT_MS = 5000;
const MAX_RETRIES = 2;

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
}

/**
 * Fresh SDK clients for one request: per-call request options leak into a shared
 * MercadoPagoConfig (SDK issue 481), so no config outlives the request that made it.
 */
export async function mercadoPago(): Promise<MercadoPagoClients> {
  const { mercadoPagoAccessToken } = await secrets();
  if (!mercadoPagoAccessToken) throw new Error('Mercado Pago access token is not configured');
  const apiUrl = config().MERCADOPAGO_API_URL;
  const sdkConfig = new MercadoPagoConfig({
    accessToken: mercadoPagoAccessToken,
    options: {
      timeout: TIMEOUT_MS,
      maxRetries: MAX_RETRIES,
      ...(apiUrl ? ({ dispatcher: await emulatorDispatcher(apiUrl) } as object) : {}),
    },
  });
  return {
    preApproval: new PreApproval(sdkConfig),
    invoice: new Invoice(sdkConfig),
    payment: new Payment(sdkConfig),
  };
}
