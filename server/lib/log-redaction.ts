// What the request log may show of a URL: the path and query with every secret in them cut down (signed-link
// signatures, password-reset tokens, tracking and preorder IDs), so a leaked log opens no order and no account.

/** Query parameters that are a signature or a secret by themselves; their values are dropped whole. */
const SECRET_PARAMS = /([?&](?:signature|X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token|token)=)[^&#]*/gi;
/** /reset-password/{token} and /undo-email-change/{token}: each token is a one-time key to the account. */
const RESET_TOKEN = /(\/(?:reset-password|undo-email-change)\/)([^/?#]{4})[^/?#]*/gi;
/** HC- and PO- IDs (60 random bits each) however they are typed: kept to their first 4 characters to tell them apart. */
const ORDER_IDS = /\b(HC|PO)(-|%20|\s)?([A-Z0-9]{4})(?:(?:-|%20|\s)?[A-Z0-9]{4}){2}\b/gi;

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(RESET_TOKEN, '$1$2…')
    .replace(ORDER_IDS, (_match, prefix: string, _dash: string, first: string) => `${prefix}-${first}-…`);
}

/** Fastify's request serializer with the URL redacted (the same fields as its default). */
export function redactedRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
