// Bounds on what one HTTP exchange may cost the vessel (CONTRACT.md D17), which the SDK's express
// adapter does not set: a body over the cap is refused as soon as it is known to be over, not
// after it was read whole ("refused with HTTP 413 or -32600 before it is read whole"; the JSON
// parser would read off the rest of it first), and a stream whose client stops reading is dropped
// once its unsent bytes pass a send buffer ("the vessel may drop it after a send buffer … it
// chooses; the turn goes on"): the SDK writes every event without waiting for the socket to drain.
import type { RequestHandler, Response } from 'express';

/** How much of a stream may wait unsent for a client before the stream is dropped. */
export const SEND_BUFFER_BYTES = 4 * 1024 * 1024;

function refuseTooLarge(res: Response, maxBytes: number): void {
  if (res.headersSent) return;
  // The rest of the body is never read: the connection closes once the refusal is sent.
  res.setHeader('Connection', 'close');
  res.status(413).json({
    jsonrpc: '2.0',
    id: null,
    error: { code: -32600, message: `the request body is larger than ${maxBytes} bytes` },
  });
}

export function bodyCap(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return refuseTooLarge(res, maxBytes);
    // A body of no stated length is counted as it comes (the JSON parser reads it alongside).
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= maxBytes) return;
      req.off('data', count);
      refuseTooLarge(res, maxBytes);
    };
    if (!Number.isFinite(declared)) req.on('data', count);
    next();
  };
}

export function dropUnreadStreams(maxUnsentBytes: number): RequestHandler {
  return (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    // One event may be large (a task snapshot holds the history it was sent): the buffer allows
    // the largest event besides the cap, so only a client that reads nothing is dropped.
    let largest = 0;
    res.write = ((...args: unknown[]) => {
      if (res.destroyed) return false;
      const [chunk] = args;
      const bytes = typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      largest = Math.max(largest, bytes);
      const more = write(...args);
      if (res.writableLength > maxUnsentBytes + largest) res.destroy();
      return more;
    }) as Response['write'];
    next();
  };
}
