import { api } from '@palpite/shared';

/** A fresh secret, shown once; 2FA is on only after `enableTwoFactor` confirms a code. */
export interface TwoFactorSetupResponse {
  /** Base32 secret for typing into the app by hand. */
  secret: string;
  otpauth_uri: string;
  /** The QR code of `otpauth_uri` as an SVG document. */
  qr_svg: string;
}

/** `POST /user/2fa/setup`; 409 when 2FA is already on. */
export function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return api.post('user/2fa/setup').json<TwoFactorSetupResponse>();
}
