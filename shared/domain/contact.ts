export const SUPPORT_EMAIL = 'soporte@ingresa.com.ar';
