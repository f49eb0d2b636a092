import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_S3_PATH } from '../../infra/local/s3.ts';
import { LOCAL_BOOKLETS_BUCKET } from '../../infra/local/stack.ts';
import { pointAtLocalServices } from './environment.ts';
import { login, loginSubscriber } from './session.ts';

const services = pointAtLocalServices();

const getLink = (subject: string, cookie?: string) =>
  fetch(`${services.apiUrl}/api/booklets/${subject}`, { headers: cookie ? { cookie } : {} });

/** A link signed as the function would, at another moment: how an old link looks. */
function signedAt(date: Date, key = 'cuadernillos/fisica.pdf') {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: `${services.apiUrl}${LOCAL_S3_PATH}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return getSignedUrl(client, new GetObjectCommand({ Bucket: LOCAL_BOOKLETS_BUCKET, Key: key }), {
    expiresIn: 300,
    signingDate: date,
  });
}

describe('booklets for subscribers only', () => {
  let subscriber: string;

  beforeAll(async () => {
    subscriber = (await loginSubscriber(services.sesEndpoint)).cookie;
  });

  it('refuses anonymous visitors and students without an active subscription', async () => {
    expect((await getLink('fisica')).status).toBe(401);
    const student = await login(services.sesEndpoint);
    const response = await getLink('fisica', student.cookiePair);
    expect(response.status).toBe(403);
    expect((await response.json()).success).toBe(false);
  });

  it('answers a clear Spanish 400 for a subject that does not exist', async () => {
    const response = await getLink('biologia', subscriber);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/materia/);
  });

  it('gives a subscriber a link valid for five minutes that serves the booklet as a PDF download', async () => {
    const response = await getLink('quimica', subscriber);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.fileName).toBe('ingresa-cuadernillo-quimica.pdf');
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    expect(body.url).toContain(`${LOCAL_S3_PATH}/${LOCAL_BOOKLETS_BUCKET}/cuadernillos/quimica.pdf?`);
    expect(body.url).toContain('X-Amz-Signature=');

    const file = await fetch(body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('ingresa-cuadernillo-quimica.pdf');
    expect(await file.text()).toContain('cuadernillo de quimica');
  });

  it('refuses a link whose signature, object or expiry was altered, and one that has expired', async () => {
    const { url } = await (await getLink('matematicas', subscriber)).json();
    const tampered = url.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_: string, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await fetch(tampered)).status).toBe(403);
    expect((await fetch(url.replace('matematicas.pdf', 'fisica.pdf'))).status).toBe(403);
    expect((await fetch(url.replace('X-Amz-Expires=300', 'X-Amz-Expires=86400'))).status).toBe(403);
    expect((await fetch(url.split('?')[0])).status).toBe(403);

    const old = await fetch(await signedAt(new Date(Date.now() - 10 * 60_000)));
    expect(old.status).toBe(403);
    expect(await old.text()).toMatch(/venció/);
    expect((await fetch(await signedAt(new Date()))).status).toBe(200);
  });
});
