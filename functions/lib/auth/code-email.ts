import { escapeHtml, mailFrame } from '../mail/layout.ts';
import { CODE_VALIDITY_MINUTES } from './limits.ts';

/**
 * The login e-mail, in HTML and plain text: the code in the subject, so it shows in the notification,
 * and a one-click sign-in link to the product's own page (ADR 0064), so the mailbox has a way in that
 * no stranger's requests can use up. It is the only link: the signature does not name the site.
 */
export function loginCodeEmail(to: string, code: string, signInUrl: string) {
  const subject = `${code} es tu código para ingresar a Ingresá`;
  const text = [
    'Hola:',
    '',
    'Tu código para ingresar a Ingresá es:',
    '',
    `    ${code}`,
    '',
    'O entrá sin escribir el código, con este enlace:',
    signInUrl,
    '',
    `El código y el enlace valen por ${CODE_VALIDITY_MINUTES} minutos y sirven una sola vez.`,
    'Si no fuiste vos, ignorá este mensaje: nadie puede entrar a tu cuenta sin este correo. No lo reenvíes.',
    '',
    '— El equipo de Ingresá',
  ].join('\n');
  const html = mailFrame(
    'Tu código para ingresar',
    [
      '<p style="margin:0 0 16px">Usá este código para entrar a tu cuenta:</p>',
      `<p style="margin:0 0 16px;font-size:40px;font-weight:bold;letter-spacing:10px;text-align:center;background:#eef3ff;border-radius:8px;padding:16px" aria-label="Código ${escapeHtml(code.split('').join(' '))}">${escapeHtml(code)}</p>`,
      '<p style="margin:0 0 8px">O entrá sin escribir el código:</p>',
      `<p style="margin:0 0 16px"><a href="${escapeHtml(signInUrl)}" style="display:inline-block;background:#0b5cff;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Ingresar</a></p>`,
      `<p style="margin:0 0 8px">El código y el botón valen por <strong>${CODE_VALIDITY_MINUTES} minutos</strong> y sirven una sola vez.</p>`,
      '<p style="margin:0 0 24px;color:#4a5568">Si no fuiste vos, ignorá este mensaje: nadie puede entrar a tu cuenta sin este correo. No lo reenvíes.</p>',
    ].join('\n        '),
    null,
  );
  return { to, subject, html, text };
}
