/** "ingresa-mis-datos-2026-11-25.json": the day of the download, as the student's clock reads it. */
export function exportFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `ingresa-mis-datos-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Saves `data` as a readable JSON file through a Blob and an object URL. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the Blob after the click returns: let it go once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What the student reads when the export fails: the server's own words when it gave some. */
export function exportErrorMessage(result: { status: number; message: string | undefined }): string {
  if (result.status === 0) return 'No pudimos conectarnos. Revisá tu conexión a internet y probá de nuevo.';
  if (result.status === 401) return 'Tu sesión venció. Volvé a ingresar para descargar tus datos.';
  return result.message ?? 'No pudimos preparar tus datos. Probá de nuevo en unos minutos.';
}

/** Same for the deletion: 400 and 503 carry the server's Spanish message. */
export function deleteErrorMessage(result: { status: number; message: string | undefined }): string {
  if (result.status === 0)
    return 'No pudimos conectarnos y tu cuenta sigue activa. Revisá tu conexión a internet y probá de nuevo.';
  if (result.status === 401) return 'Tu sesión venció. Volvé a ingresar para eliminar tu cuenta.';
  return result.message ?? 'No pudimos eliminar tu cuenta. Probá de nuevo en unos minutos.';
}
