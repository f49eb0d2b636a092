// CloudFront Function (viewer request, runtime 2.0) for the site. The build injects the list of
// prerendered pages and the 404 page; the local server runs this same file, so a path resolves the
// same way on a laptop and behind CloudFront. Missing pages are answered here with status 404, so
// the distribution needs no error responses (those would also rewrite the API's own 403/404 JSON).
var PAGES = {}; /* __PAGES__ */
var NOT_FOUND_HTML = ''; /* __NOT_FOUND_HTML__ */

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/content' || uri.indexOf('/content/') === 0) {
    // The subscriber area is one client-side app; its shell answers every /content path.
    request.uri = '/content/index.html';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return request;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (PAGES[page]) {
    request.uri = page === '/' ? '/index.html' : page + '/index.html';
    return request;
  }
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: {
      'content-type': { value: 'text/html; charset=utf-8' },
      'cache-control': { value: 'no-cache' },
    },
    body: { encoding: 'text', data: NOT_FOUND_HTML },
  };
}
