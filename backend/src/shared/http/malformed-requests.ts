import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused connection keeps reading what the client still sends, before it is closed. */
const LINGER_MS = 2_000;

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The URL or the headers are too large'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'The URL is too long'],
  HPE_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};

/**
 * Requests Node's HTTP parser refuses (a 100 kB URL, malformed framing) get a JSON answer, and the
 * connection reads the rest of what the client is sending before closing: Node's default closes
 * at once, and a socket closed with unread data sends a reset that makes clients (curl, proxies)
 * lose the 431 and report a connection reset.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [statusCode, reason, message] = ANSWERS[error.code ?? ''] ?? [400, 'Bad Request', 'The request is not valid HTTP'];
    const body = JSON.stringify({ statusCode, message, error: reason });
    socket.end(`HTTP/1.1 ${statusCode} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    socket.on('error', () => socket.destroy());
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}
