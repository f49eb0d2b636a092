import { describe, expect, it } from 'vitest';
import { verifyLinkRequest } from '../../../shared/api/contracts/auth.ts';
import { signInLinkUrl } from '../../../shared/domain/sign-in-link.ts';
import { newSignInLink, readSignInLink } from './sign-in-link.ts';

describe('a sign-in link', () => {
  it('carries the e-mail and 256 random bits; the challenge keeps only their hash', () => {
    const { token, linkHash } = newSignInLink('ana@mail.com');
    expect(verifyLinkRequest.safeParse({ token }).success).toBe(true);
    expect(readSignInLink(token)).toEqual({ email: 'ana@mail.com', linkHash });
    expect(token).not.toContain(linkHash);
    expect(newSignInLink('ana@mail.com').token).not.toBe(token);
  });

  it('is refused when tampered with, or when it names something that is not a stored address', () => {
    const { token } = newSignInLink('ana@mail.com');
    const [email = '', secret = ''] = token.split('.');
    expect(readSignInLink(`${email}.${secret.slice(1)}`)).toBeUndefined();
    expect(readSignInLink(`${email}.${secret}.x`)).toBeUndefined();
    expect(readSignInLink(`${Buffer.from('no-es-un-mail').toString('base64url')}.${secret}`)).toBeUndefined();
    // Upper case would be stored lower case: one mail, one token.
    expect(readSignInLink(`${Buffer.from('ANA@mail.com').toString('base64url')}.${secret}`)).toBeUndefined();
    expect(readSignInLink(`${email}.${'A'.repeat(43)}`)?.linkHash).not.toBe(readSignInLink(token)?.linkHash);
  });

  it('opens the sign-in page with the token after "#", which no server receives', () => {
    expect(signInLinkUrl('https://ingresa.test/', 'abc.def')).toBe(
      'https://ingresa.test/login/enlace#abc.def',
    );
  });
});
