import { api } from '@palpite/shared';
import type { FairnessState, RotationAnswer } from '../types.ts';

/** `GET /user/fairness`: the active seed pair (server seed hidden behind its hash) and the last revealed pair. */
export function getFairness(): Promise<FairnessState> {
  return api.get('user/fairness').json<FairnessState>();
}

/** `PUT /user/fairness/client-seed`: a new client seed starts a new pair (on the committed next server seed) and reveals the old server seed. */
export function setClientSeed(clientSeed: string): Promise<RotationAnswer> {
  return api.put('user/fairness/client-seed', { json: { client_seed: clientSeed } }).json<RotationAnswer>();
}

/** `POST /user/fairness/rotate`: the committed next server seed becomes the current one; 409 rotationBlocked while a hand is open. */
export function rotateSeeds(): Promise<RotationAnswer> {
  return api.post('user/fairness/rotate', { json: {} }).json<RotationAnswer>();
}
