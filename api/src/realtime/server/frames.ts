/**
 * WebSocket framing for the fan-out. A server-to-client frame is never masked, so the bytes of one
 * MESSAGE are the same for every subscriber: the frame is built once per event and written as is
 * to each socket, instead of being re-framed by `ws` for each of them.
 */

/** A complete, final, unmasked text frame (RFC 6455 §5.2) around `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}
