/** Where students write to the team: shown by the web, from the one settings module (ADR 0061). */
export { SUPPORT_EMAIL } from '../site-settings.ts';
