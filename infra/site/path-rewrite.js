// CloudFront Function (viewer request, runtime 2.0) for the site. The build injects the prerendered
// pages, the keywords that have a page of their own and the 404 page; the local server runs this same
// file, so a path resolves the same way on a laptop and behind CloudFront. Missing pages are answered
// here with status 404, so the distribution needs no error responses (those would also rewrite the
// API's own 403/404 JSON).
var PAGES = '|'; /* __PAGES__ */
// Both lists are `|`-separated strings, the cheapest set in the function's 10 KB.
var KEYWORDS = '|'; /* __KEYWORDS__ */
var NOT_FOUND_HTML = ''; /* __NOT_FOUND_HTML__ */
// The stage's own domain (ADR 0061): `www.` + it is answered with a permanent redirect to it. Empty
// (a stage on its CloudFront address, the local server): no redirect.
var APEX = ''; /* __APEX__ */
// Same rule as web/src/features/seo/keyword.ts.
var KEYWORD = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// The generic SEO page, written by web/build.ts (GENERIC_SEO_FILE in web/src/app/pages.ts).
var GENERIC_SEO_PAGE = '/keyword.html';

// `/{keyword}` and `/ingreso/{keyword}` are SEO pages (web/src/features/seo/seo-documents.ts): the
// keyword's own page, else the generic one. A path that is not a keyword gets the 404 status, and the
// app in the 404 page says 'Error: Keyword no válida'.
function fileFor(page) {
  if (page.indexOf('|') === -1 && PAGES.indexOf('|' + page + '|') !== -1)
    return page === '/' ? '/index.html' : page + '/index.html';
  var parts = page.split('/');
  var keyword = parts.length === 2 ? parts[1] : parts.length === 3 && parts[1] === 'ingreso' ? parts[2] : '';
  if (keyword.length > 80 || !KEYWORD.test(keyword)) return '';
  if (KEYWORDS.indexOf('|' + keyword + '|') !== -1) return '/' + keyword + '/index.html';
  return GENERIC_SEO_PAGE;
}

function queryString(querystring) {
  var pairs = [];
  var name;
  var values;
  var i;
  for (name in querystring) {
    values = querystring[name].multiValue || [querystring[name]];
    for (i = 0; i < values.length; i++) pairs.push(name + (values[i].value ? '=' + values[i].value : ''));
  }
  return pairs.length ? '?' + pairs.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var headers = request.headers || {};
  if (APEX && headers.host && headers.host.value === 'www.' + APEX) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: 'https://' + APEX + uri + queryString(request.querystring) } },
    };
  }
  if (uri === '/content' || uri.indexOf('/content/') === 0) {
    // The subscriber area is one client-side app; its shell answers every /content path.
    request.uri = '/content/index.html';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return request;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  var file = fileFor(page);
  if (file) {
    request.uri = file;
    return request;
  }
  var lower = page.toLowerCase();
  if (lower !== page && fileFor(lower)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: lower + queryString(request.querystring) } },
    };
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
