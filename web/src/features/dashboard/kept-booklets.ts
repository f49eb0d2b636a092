import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { offlineCaches } from '../../lib/offline-caches.ts';

/*
 * The booklets a student downloaded in the app, kept in Cache Storage to open without a connection
 * (#34). Kept under an address of the site's own that nothing serves: only this module reads it, and
 * the logout, an ended subscription or a deleted account delete the whole cache (offline-caches.ts).
 */

/** Where a subject's booklet is kept; never fetched from the network. */
const keptAddress = (subject: SubjectId) =>
  new URL(`/cuadernillos-guardados/${subject}.pdf`, location.origin).href;

/** The file's name, kept beside it so that the copy saves under the name the download had. */
const FILE_NAME_HEADER = 'x-ingresa-file-name';

const cacheStorage = () => (typeof caches === 'undefined' ? undefined : caches);

/** Keeps the downloaded PDF; a full or refused storage only means no copy. */
export async function keepBooklet(subject: SubjectId, pdf: Blob, fileName: string): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage) return false;
  try {
    const cache = await storage.open(offlineCaches.booklets);
    await cache.put(
      keptAddress(subject),
      new Response(pdf, { headers: { 'content-type': 'application/pdf', [FILE_NAME_HEADER]: fileName } }),
    );
    return true;
  } catch {
    return false;
  }
}

/** The kept copy of the subject's booklet, if this device has one. */
export async function keptBooklet(subject: SubjectId): Promise<{ pdf: Blob; fileName: string } | undefined> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(offlineCaches.booklets).catch(() => false))) return undefined;
  const response = await storage
    .match(keptAddress(subject), { cacheName: offlineCaches.booklets })
    .catch(() => undefined);
  if (!response) return undefined;
  return {
    pdf: await response.blob(),
    fileName: response.headers.get(FILE_NAME_HEADER) ?? `ingresa-cuadernillo-${subject}.pdf`,
  };
}

/** Hands a PDF the page holds to the browser, as a download under its name (the phone opens it from there). */
export function savePdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the address by the time the click returns; a moment later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
