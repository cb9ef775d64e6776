// A 429's answer with the shop's own text (throttled.ts): rare, so loaded when one comes, not with the first paint.
import type { ThrottledText } from './throttled';

export async function withThrottledText(response: Response, text: ThrottledText): Promise<Response> {
  const seconds = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  headers.delete('content-encoding');
  const error = await text(Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
  return new Response(JSON.stringify({ ...body, error }), { status: 429, headers });
}
