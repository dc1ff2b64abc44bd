/** What a script sends with a request to the shop: its body and the headers that go with it. */
export interface ShopRequest {
  /** The client's address, passed as a proxy would: the shop believes loopback's X-Forwarded-For. */
  ip: string;
  /** A session's token, sent as a bearer token. */
  token?: string;
  /** A JSON body. */
  json?: unknown;
  /** A form body, as a browser posts the test checkout's card page. */
  form?: Record<string, string>;
}

/** The headers and body of a request to the shop, as a browser or the web app would send them. */
export function shopRequest({ ip, token, json, form }: ShopRequest): {
  headers: Record<string, string>;
  body: string | undefined;
} {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, accept: 'application/json, text/html' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    return { headers, body: JSON.stringify(json) };
  }
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { headers, body: new URLSearchParams(form).toString() };
  }
  return { headers, body: undefined };
}
