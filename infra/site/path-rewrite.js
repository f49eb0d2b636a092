// CloudFront Function (viewer request, runtime 2.0) for the site bucket. The local server runs this
// same file, so a path resolves the same way on a laptop and behind CloudFront.
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
  request.uri = uri.charAt(uri.length - 1) === '/' ? uri + 'index.html' : uri + '/index.html';
  return request;
}
