/** A chat message's time as the spec shows it: es-ES, hh:mm, 24-hour. */
export function formatChatTime(date: Date): string {
  return date.toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' });
}
