import { escapeHtml, mailFrame } from '../mail/layout.ts';
import { CODE_VALIDITY_MINUTES } from './limits.ts';

/**
 * The login-code e-mail, in HTML and plain text. The code is in the subject, so it shows in the
 * notification, and there is no link at all, not even to the site: a login mail with a button is what
 * phishing imitates, and filters score links in such mail. The site address callers pass is not written.
 */
export function loginCodeEmail(to: string, code: string, _siteUrl?: string) {
  const subject = `${code} es tu código para ingresar a Ingresá`;
  const text = [
    'Hola:',
    '',
    'Tu código para ingresar a Ingresá es:',
    '',
    `    ${code}`,
    '',
    `Vale por ${CODE_VALIDITY_MINUTES} minutos y sirve una sola vez.`,
    'Si no fuiste vos, ignorá este mensaje: nadie puede entrar a tu cuenta sin este código.',
    '',
    '— El equipo de Ingresá',
  ].join('\n');
  const html = mailFrame(
    'Tu código para ingresar',
    [
      '<p style="margin:0 0 16px">Usá este código para entrar a tu cuenta:</p>',
      `<p style="margin:0 0 16px;font-size:40px;font-weight:bold;letter-spacing:10px;text-align:center;background:#eef3ff;border-radius:8px;padding:16px" aria-label="Código ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 8px">Vale por <strong>${CODE_VALIDITY_MINUTES} minutos</strong> y sirve una sola vez.</p>`,
      '<p style="margin:0 0 24px;color:#4a5568">Si no fuiste vos, ignorá este mensaje: nadie puede entrar a tu cuenta sin este código.</p>',
    ].join('\n        '),
    null,
  );
  return { to, subject, html, text };
}
