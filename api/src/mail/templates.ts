/** Mail texts in the player's language. */
import { BRAZIL_TIME_ZONE } from '@palpite/shared/contract';
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
    subject: 'Palpite: verify your email',
    body: (code, minutes) => `Use the code ${code} to verify your email. It is valid for ${minutes} minutes.\n\nPalpite · Play responsibly.`,
  },
  tr: {
    subject: 'Palpite: e-postanızı doğrulayın',
    body: (code, minutes) => `E-postanızı doğrulamak için ${code} kodunu kullanın. Kod ${minutes} dakika geçerlidir.\n\nPalpite · Sorumlu oynayın.`,
  },
};

const TWO_FACTOR_RESET: Record<Language, { subject: string; body: string }> = {
  'pt-BR': {
    subject: 'Palpite: a verificação em duas etapas da sua conta foi desativada',
    body: 'A pedido feito ao nosso suporte, desativamos a verificação em duas etapas da sua conta e encerramos todas as sessões abertas. Entre com sua senha e ative-a de novo em Minha conta → Segurança.\n\nSe não foi você quem pediu, altere sua senha agora e fale com o suporte.\n\nPalpite · Jogue com responsabilidade.',
  },
  en: {
    subject: 'Palpite: two-step verification was turned off on your account',
    body: 'As asked of our support team, we turned off two-step verification on your account and ended every open session. Log in with your password and turn it on again under My account → Security.\n\nIf you did not ask for this, change your password now and contact support.\n\nPalpite · Play responsibly.',
  },
  tr: {
    subject: 'Palpite: hesabınızın iki adımlı doğrulaması kapatıldı',
    body: 'Destek ekibimize iletilen talep üzerine hesabınızın iki adımlı doğrulamasını kapattık ve açık tüm oturumları sonlandırdık. Şifrenizle giriş yapın ve Hesabım → Güvenlik bölümünden yeniden açın.\n\nBu talepte siz bulunmadıysanız şifrenizi hemen değiştirin ve destekle iletişime geçin.\n\nPalpite · Sorumlu oynayın.',
  },
};

const TWO_FACTOR_DISABLED: Record<Language, { subject: string; body: string }> = {
  'pt-BR': {
    subject: 'Palpite: a verificação em duas etapas foi desativada',
    body: 'A verificação em duas etapas da sua conta foi desativada agora, com a sua senha e um código do seu aplicativo autenticador. Seus códigos de recuperação deixaram de valer.\n\nSe não foi você, altere sua senha agora, ative-a de novo em Minha conta → Segurança e fale com o suporte.\n\nPalpite · Jogue com responsabilidade.',
  },
  en: {
    subject: 'Palpite: two-step verification was turned off',
    body: 'Two-step verification on your account was just turned off, with your password and a code from your authenticator app. Your recovery codes no longer work.\n\nIf this was not you, change your password now, turn it on again under My account → Security and contact support.\n\nPalpite · Play responsibly.',
  },
  tr: {
    subject: 'Palpite: iki adımlı doğrulama kapatıldı',
    body: 'Hesabınızın iki adımlı doğrulaması az önce şifreniz ve doğrulama uygulamanızdan bir kodla kapatıldı. Kurtarma kodlarınız artık geçerli değil.\n\nBu siz değilseniz şifrenizi hemen değiştirin, Hesabım → Güvenlik bölümünden yeniden açın ve destekle iletişime geçin.\n\nPalpite · Sorumlu oynayın.',
  },
};

const RECOVERY_CODE_USED: Record<Language, { subject: string; body: (left: number) => string }> = {
  'pt-BR': {
    subject: 'Palpite: um código de recuperação foi usado para entrar na sua conta',
    body: (left) =>
      `Alguém entrou na sua conta com a senha e um dos seus códigos de recuperação da verificação em duas etapas. ${left === 1 ? 'Resta 1 código' : `Restam ${left} códigos`}; você pode gerar novos em Minha conta → Segurança.\n\nSe não foi você, altere sua senha agora, gere novos códigos de recuperação (quem usou um deles pode ter os outros) e fale com o suporte.\n\nPalpite · Jogue com responsabilidade.`,
  },
  en: {
    subject: 'Palpite: a recovery code was used to log in to your account',
    body: (left) =>
      `Someone logged in to your account with the password and one of your two-step verification recovery codes. ${left === 1 ? '1 code is' : `${left} codes are`} left; you can generate new ones under My account → Security.\n\nIf this was not you, change your password now, generate new recovery codes (whoever used one may hold the others) and contact support.\n\nPalpite · Play responsibly.`,
  },
  tr: {
    subject: 'Palpite: hesabınıza giriş için bir kurtarma kodu kullanıldı',
    body: (left) =>
      `Hesabınıza şifre ve iki adımlı doğrulama kurtarma kodlarınızdan biriyle giriş yapıldı. ${left} kod kaldı; Hesabım → Güvenlik bölümünden yenilerini oluşturabilirsiniz.\n\nBu siz değilseniz şifrenizi hemen değiştirin, yeni kurtarma kodları oluşturun (birini kullanan kişi diğerlerine de sahip olabilir) ve destekle iletişime geçin.\n\nPalpite · Sorumlu oynayın.`,
  },
};

const PASSWORD_CHANGED: Record<Language, { subject: string; body: string }> = {
  'pt-BR': {
    subject: 'Palpite: a senha da sua conta foi alterada',
    body: 'A senha da sua conta acabou de ser alterada, e todas as sessões abertas foram encerradas.\n\nSe não foi você, redefina sua senha agora em “Esqueceu sua senha?” e fale com o suporte.\n\nPalpite · Jogue com responsabilidade.',
  },
  en: {
    subject: 'Palpite: your account’s password was changed',
    body: 'The password of your account was just changed, and every open session was ended.\n\nIf this was not you, reset your password now with “Forgot your password?” and contact support.\n\nPalpite · Play responsibly.',
  },
  tr: {
    subject: 'Palpite: hesabınızın şifresi değiştirildi',
    body: 'Hesabınızın şifresi az önce değiştirildi ve açık tüm oturumlar sonlandırıldı.\n\nBu siz değilseniz şifrenizi hemen “Şifrenizi mi unuttunuz?” ile sıfırlayın ve destekle iletişime geçin.\n\nPalpite · Sorumlu oynayın.',
  },
};

/** Where and when a login happened, as the new-device notice tells it. */
export interface LoginPlace {
  browser: string;
  os: string;
  ip: string;
  at: Date;
}

const NEW_DEVICE: Record<Language, { subject: string; unknown: string; body: (device: string, ip: string, when: string) => string }> = {
  'pt-BR': {
    subject: 'Palpite: novo acesso à sua conta',
    unknown: 'desconhecido',
    body: (device, ip, when) =>
      `Sua conta foi acessada de um aparelho que não conhecíamos: ${device}, endereço IP ${ip}, em ${when} (horário de Brasília).\n\nSe foi você, não precisa fazer nada. Se não foi, altere sua senha agora em Minha conta → Segurança, encerre as outras sessões em Minha conta → Sessões ativas e fale com o suporte.\n\nPalpite · Jogue com responsabilidade.`,
  },
  en: {
    subject: 'Palpite: a new login to your account',
    unknown: 'unknown',
    body: (device, ip, when) =>
      `Your account was logged in to from a device we had not seen: ${device}, IP address ${ip}, on ${when} (Brasília time).\n\nIf this was you, there is nothing to do. If not, change your password now under My account → Security, end the other sessions under My account → Active sessions and contact support.\n\nPalpite · Play responsibly.`,
  },
  tr: {
    subject: 'Palpite: hesabınıza yeni bir giriş',
    unknown: 'bilinmiyor',
    body: (device, ip, when) =>
      `Hesabınıza daha önce görmediğimiz bir cihazdan giriş yapıldı: ${device}, IP adresi ${ip}, ${when} (Brasília saati).\n\nBu sizseniz bir şey yapmanıza gerek yok. Değilse şifrenizi hemen Hesabım → Güvenlik bölümünden değiştirin, diğer oturumları Hesabım → Aktif oturumlar bölümünden sonlandırın ve destekle iletişime geçin.\n\nPalpite · Sorumlu oynayın.`,
  },
};

export function newDeviceLoginMail(to: string, place: LoginPlace, language: Language): Mail {
  const texts = NEW_DEVICE[language];
  const named = (name: string) => (name === 'Other' ? texts.unknown : name);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: BRAZIL_TIME_ZONE }).format(place.at);
  return { to, subject: texts.subject, text: texts.body(`${named(place.browser)} · ${named(place.os)}`, place.ip, when) };
}

export function passwordResetMail(to: string, code: string, minutes: number, language: Language): Mail {
  return { to, subject: RESET[language].subject, text: RESET[language].body(code, minutes) };
}

export function emailVerificationMail(to: string, code: string, minutes: number, language: Language): Mail {
  return { to, subject: VERIFY[language].subject, text: VERIFY[language].body(code, minutes) };
}

export function twoFactorResetMail(to: string, language: Language): Mail {
  return { to, subject: TWO_FACTOR_RESET[language].subject, text: TWO_FACTOR_RESET[language].body };
}

export function twoFactorDisabledMail(to: string, language: Language): Mail {
  return { to, subject: TWO_FACTOR_DISABLED[language].subject, text: TWO_FACTOR_DISABLED[language].body };
}

export function recoveryCodeUsedMail(to: string, left: number, language: Language): Mail {
  return { to, subject: RECOVERY_CODE_USED[language].subject, text: RECOVERY_CODE_USED[language].body(left) };
}

export function passwordChangedMail(to: string, language: Language): Mail {
  return { to, subject: PASSWORD_CHANGED[language].subject, text: PASSWORD_CHANGED[language].body };
}
