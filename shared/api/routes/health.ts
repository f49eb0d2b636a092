import * as health from '../contracts/health.ts';
import { route } from '../route-definition.ts';

export const healthRoute = route({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  request: {},
  owner: 'none',
  response: health.healthResponse,
  data: { reads: ['health'], writes: [] },
});
