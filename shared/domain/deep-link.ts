import { safeReturnPath } from './return-path.ts';

// What /login and the code page need of the way back into the area (#30), apart from the connection
// check's return-path.ts so that page does not carry it.
/** A page of the subscriber area a student was sent away from to log in, or null for anything else. */
export function contentReturnPath(value: string | null | undefined): string | null {
  const path = safeReturnPath(value);
  return path.startsWith('/content/') ? path : null;
}

/** Why /login asks, for the page the student was on: «Ingresá para abrir ese ejercicio.» */
export function returnReason(path: string): string {
  if (/^\/content\/educational\/[^/]+\/ejercicio\//.test(path)) return 'Ingresá para abrir ese ejercicio.';
  if (/^\/content\/educational\/[^/]+\/mini-clase\//.test(path)) return 'Ingresá para leer esa mini clase.';
  if (path.startsWith('/content/simulador')) return 'Ingresá para seguir con ese simulador.';
  if (path.startsWith('/content/repaso')) return 'Ingresá para hacer tu repaso.';
  if (path.startsWith('/content/sesion')) return 'Ingresá para hacer tu sesión de hoy.';
  if (path.startsWith('/content/estadisticas')) return 'Ingresá para ver tus estadísticas.';
  if (path.startsWith('/content/suscripcion')) return 'Ingresá para ver tu suscripción.';
  return 'Ingresá para ver esa página.';
}
