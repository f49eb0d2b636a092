import { DELETE_CONFIRMATION } from '../../../../shared/api/contracts/account.ts';
import { deleteAccountRoute, exportAccountRoute } from '../../../../shared/api/routes/account.ts';
import { callApi } from '../../lib/api.ts';

/** Everything the product keeps about the student (Ley 25.326, right of access). */
export const exportAccount = () => callApi(exportAccountRoute);

/** Cancels any live Mercado Pago subscription, then deletes the account and ends every session. */
export const deleteAccount = () =>
  callApi(deleteAccountRoute, { body: { confirmation: DELETE_CONFIRMATION } });

export { DELETE_CONFIRMATION };
