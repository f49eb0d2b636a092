export const checkoutMessages = {
  invalidEmail: 'Por favor, ingresá un email válido',
  sendFailed: 'No se pudo enviar el código de verificación',
  sendConnection: 'Error al enviar el código. Intentá nuevamente.',
  paymentFailed: 'Error al procesar el pago. Intentá nuevamente.',
  requestFailed: 'Error al procesar la solicitud. Intentá nuevamente.',
} as const;
