/** The header CloudFront adds to every /api/* request it forwards; the functions refuse requests without it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
