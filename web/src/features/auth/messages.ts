export const authMessages = {
  sendFailed: 'Error al enviar código de verificación',
  resendForCheckoutFailed: 'Error al enviar el código de verificación',
  loginConnection: 'Error de conexión. Intentá de nuevo.',
  codeAndEmailRequired: 'Código y email requeridos',
  verifyFailed: 'Error al verificar el código',
  resendFailed: 'Error al reenviar el código',
  resent: 'Código reenviado a tu email',
  paymentFailed: 'Error al procesar el pago. Intentá nuevamente.',
  checkoutConnection: 'Error de conexión. Intentá nuevamente.',
} as const;
