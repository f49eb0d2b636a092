export const checkoutMessages = {
  invalidEmail: 'Por favor ingresa un email válido',
  sendFailed: 'No se pudo enviar el código de verificación',
  sendConnection: 'Error al enviar el código. Intenta nuevamente.',
  paymentFailed: 'Error al procesar el pago. Intenta nuevamente.',
  requestFailed: 'Error al procesar la solicitud. Intenta nuevamente.',
} as const;
