import { inject } from 'vitest';
import { latestCode, latestLinkToken } from '../integration/mailbox.ts';

/** Reads the newest login code for an address from the local SES mailbox, waiting for it to arrive. */
export async function codeFromMailbox(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await latestCode(inject('sesEndpoint'), email);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The token of the newest login mail's sign-in link for an address, waiting for the mail to arrive. */
export async function linkTokenFromMailbox(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await latestLinkToken(inject('sesEndpoint'), email);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
