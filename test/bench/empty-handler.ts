/** The baseline for import cost: a handler that loads nothing. */
export const handler = async () => ({ statusCode: 200, body: '{}' });
