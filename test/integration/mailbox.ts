import { SIGN_IN_LINK_PATH } from '../../shared/domain/sign-in-link.ts';

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** The message's headers as sent (infra/local/ses.ts keeps them), unfolded and not decoded. */
  headers?: { name: string; value: string }[];
  configurationSetName?: string;
  at: number;
}

/** A stored mail's header by name (any case). */
export const headerOf = (mail: StoredMail, name: string) =>
  mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** Every mail the local SES holds for one address, oldest first. */
export async function mailsTo(sesEndpoint: string, to: string): Promise<StoredMail[]> {
  const response = await fetch(`${sesEndpoint}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.includes(to));
}

/** The code of the latest login mail to an address, read as a student would: from the mail itself. */
export async function latestCode(sesEndpoint: string, to: string): Promise<string> {
  const mails = await mailsTo(sesEndpoint, to);
  const code = mails.at(-1)?.body.text?.match(/^\s+(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no login code mailed to ${to}`);
  return code;
}

/** The token of the sign-in link in the latest login mail to an address, from its plain-text part. */
export async function latestLinkToken(sesEndpoint: string, to: string): Promise<string> {
  const mails = await mailsTo(sesEndpoint, to);
  const line = mails
    .at(-1)
    ?.body.text?.split('\n')
    .find((text) => /^https?:\/\//.test(text) && new URL(text).pathname === SIGN_IN_LINK_PATH);
  const token = line && new URL(line).hash.slice(1);
  if (!token) throw new Error(`no sign-in link mailed to ${to}`);
  return token;
}
