import { lazyRoute } from '../lazy-route.ts';

const routes = () => import('../../../../shared/api/routes/booklets.ts');

// Asked for when the student taps a download, never on a page's first screen.
export const bookletLinkRoute = lazyRoute(routes, 'bookletLinkRoute');
export const personalBookletRoute = lazyRoute(routes, 'personalBookletRoute');
