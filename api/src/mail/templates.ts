/** Mail texts in the player's language. */
import type { Language } from '../i18n/messages.ts';
import type { Mail } from './mailer.ts';

const RESET: Record<Language, { subject: string; body: (code: string, minutes: number) => string }> = {
  'pt-BR': {
    subject: 'Palpite: seu código para redefinir a senha',
    body: (code, minutes) =>
      `Seu código de verificação é ${code}.\n\nEle vale por ${minutes} minutos. Se você não pediu para redefinir a senha, ignore este e-mail: sua senha continua a mesma.\n\nPalpite · Jogue com responsabilidade. Proibido para menores de 18 anos.`,
  },
  en: {
    subject: 'Palpite: your password reset code',
    body: (code, minutes) =>
      `Your verification code is ${code}.\n\nIt is valid for ${minutes} minutes. If you did not ask to reset your password, ignore this email: your password stays the same.\n\nPalpite · Play responsibly. 18+ only.`,
  },
  tr: {
    subject: 'Palpite: şifre sıfırlama kodunuz',
    body: (code, minutes) =>
      `Doğrulama kodunuz ${code}.\n\nKod ${minutes} dakika geçerlidir. Şifre sıfırlama talebinde bulunmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.\n\nPalpite · Sorumlu oynayın. 18 yaş ve üzeri içindir.`,
  },
};

const VERIFY: Record<Language, { subject: string; body: (code: string, minutes: number) => string }> = {
  'pt-BR': {
    subject: 'Palpite: confirme seu e-mail',
    body: (code, minutes) => `Use o código ${code} para confirmar seu e-mail. Ele vale por ${minutes} minutos.\n\nPalpite · Jogue com responsabilidade.`,
  },
  en: {
    subject: 'Palpite: confirm your email',
    body: (code, minutes) => `Use the code ${code} to confirm your email. It is valid for ${minutes} minutes.\n\nPalpite · Play responsibly.`,
  },
  tr: {
    subject: 'Palpite: e-postanızı doğrulayın',
    body: (code, minutes) => `E-postanızı doğrulamak için ${code} kodunu kullanın. Kod ${minutes} dakika geçerlidir.\n\nPalpite · Sorumlu oynayın.`,
  },
};

export function passwordResetMail(to: string, code: string, minutes: number, language: Language): Mail {
  return { to, subject: RESET[language].subject, text: RESET[language].body(code, minutes) };
}

export function emailVerificationMail(to: string, code: string, minutes: number, language: Language): Mail {
  return { to, subject: VERIFY[language].subject, text: VERIFY[language].body(code, minutes) };
}
