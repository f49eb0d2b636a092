/**
 * Time studied as a student reads it: "0 min" only when nothing was timed, "menos de 1 min" for a few
 * seconds, then whole minutes and hours ("12 min", "1 h 5 min", "3 h"). Minutes round down, so the
 * figure never claims more study than there was, and never reads as zero after some.
 */
export function formatStudyTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (whole === 0) return '0 min';
  if (whole < 60) return 'menos de 1 min';
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = `${Math.floor(minutes / 60).toLocaleString('es-AR')} h`;
  return minutes % 60 === 0 ? hours : `${hours} ${minutes % 60} min`;
}
