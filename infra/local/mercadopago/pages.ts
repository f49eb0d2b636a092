import type { Decision, Preapproval } from './types.ts';

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"></head>
<body style="margin:0;font-family:Arial,sans-serif;background:#eee;color:#222">
<p style="margin:0;padding:8px;background:#fff159;text-align:center;font-size:14px">Emulador local de Mercado Pago: ningún pago es real.</p>
<main style="max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px">
${body}
</main></body></html>`;

/** The page where the tester approves, rejects or leaves the first payment pending. */
export function checkoutPage(preapproval: Preapproval): string {
  const amount = new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency: 'ARS',
    maximumFractionDigits: 0,
  }).format(preapproval.auto_recurring.transaction_amount);
  const button = (decision: Decision, label: string, color: string) =>
    `<form method="post"><input type="hidden" name="decision" value="${decision}"><button style="width:100%;min-height:48px;margin:6px 0;border:0;border-radius:8px;font-size:16px;font-weight:bold;color:#fff;background:${color};cursor:pointer">${label}</button></form>`;
  return page(
    'Mercado Pago (emulador local)',
    `<h1 style="font-size:20px;margin:0 0 12px">Suscribite</h1>
<p style="margin:0 0 4px">${escapeHtml(preapproval.reason)}</p>
<p style="font-size:28px;font-weight:bold;margin:8px 0">${escapeHtml(amount)}</p>
<p style="margin:0 0 16px;color:#555">Pagador: ${escapeHtml(preapproval.payer_email)}</p>
${button('approve', 'Aprobar pago', '#009ee3')}${button('reject', 'Rechazar pago', '#d9534f')}${button('pending', 'Dejar pendiente', '#777')}`,
  );
}

const noticePage = (title: string, text: string, href: string, label: string) =>
  page(
    `${title} · Mercado Pago (emulador local)`,
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>
<p style="margin:0 0 16px">${escapeHtml(text)}</p>
<p style="margin:0"><a href="${escapeHtml(href)}" style="color:#009ee3;font-weight:bold">${escapeHtml(label)}</a></p>`,
  );

/** The product's back_url with the preapproval id, where the checkout sends the browser. */
export const backUrl = (preapproval: Preapproval) => {
  const back = new URL(preapproval.back_url);
  back.searchParams.set('preapproval_id', preapproval.id);
  return back.toString();
};

/** The checkout of a link that can no longer be paid, or undefined when it can. */
export function refusal(preapproval: Preapproval): { status: number; page: string } | undefined {
  if (preapproval.status === 'cancelled') {
    return {
      status: 410,
      page: noticePage(
        'Esta suscripción fue cancelada',
        'Este enlace de pago ya no sirve. Si querés suscribirte, empezá de nuevo desde el sitio.',
        new URL(preapproval.back_url).origin,
        'Volver al sitio',
      ),
    };
  }
  if (preapproval.status === 'authorized') {
    return {
      status: 409,
      page: noticePage(
        'Esta suscripción ya está activa',
        'El pago de esta suscripción ya fue aprobado; no hace falta pagar de nuevo.',
        backUrl(preapproval),
        'Volver al sitio',
      ),
    };
  }
  return undefined;
}
