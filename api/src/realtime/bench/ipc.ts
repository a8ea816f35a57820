/**
 * Messages between the benchmark's processes: the orchestrator (publisher, report), the server
 * under test and the load generator, each on its own process so that they do not share a core.
 */
import type { ChildProcess } from 'node:child_process';

export type ServerKind = 'ours' | 'bare';

export type ToServer = { type: 'rss' } | { type: 'cpu' } | { type: 'stop' };
export type FromServer = { type: 'ready'; port: number } | { type: 'rss'; rss: number; heapUsed: number } | { type: 'cpu'; micros: number };

export type ToClients =
  | { type: 'connect'; kind: ServerKind; port: number; count: number; channel: string; token: string }
  | { type: 'reset' }
  | { type: 'count' }
  | { type: 'cpu' }
  | { type: 'collect' }
  | { type: 'stop' };
export type FromClients =
  | { type: 'connected'; count: number; failed: number; millis: number }
  | { type: 'reset' }
  | { type: 'count'; received: number }
  | { type: 'cpu'; micros: number }
  | { type: 'collected'; received: number; lastReceivedAt: number; latency: LatencySummary };

export interface LatencySummary {
  p50: number;
  p99: number;
  max: number;
}

/** Sends a request and resolves with the first answer of the expected type. */
export function ask<Answer extends { type: string }>(child: ChildProcess, request: ToServer | ToClients, answer: Answer['type']): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`benchmark child exited (${code}) before answering ${request.type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(request);
  });
}

/** A clock shared by processes on one machine, in milliseconds with sub-millisecond precision. */
export const preciseNow = () => performance.timeOrigin + performance.now();
