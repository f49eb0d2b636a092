import type { SubjectId } from '../../../shared/domain/subjects.ts';
import { presignedGet } from '../adapters/s3.ts';
import { config } from '../config.ts';

/** Long enough to start a download on a slow phone, too short to be worth sharing. */
const BOOKLET_LINK_SECONDS = 300;

const bookletKey = (subject: SubjectId) => `cuadernillos/${subject}.pdf`;

/** The subject's booklet, with every answer, for a subscriber: a link that expires in minutes. */
export async function bookletLink(subject: SubjectId, now = new Date()) {
  const bucket = config().BOOKLETS_BUCKET;
  const fileName = `ingresa-cuadernillo-${subject}.pdf`;
  const url = await presignedGet(bucket, bookletKey(subject), {
    seconds: BOOKLET_LINK_SECONDS,
    fileName,
    now,
  });
  return {
    url,
    fileName,
    expiresAt: new Date(now.getTime() + BOOKLET_LINK_SECONDS * 1000).toISOString(),
  };
}
